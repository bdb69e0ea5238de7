import { describe, expect, it } from 'vitest'

import { isShellNavigation } from './navigation.ts'

describe('isShellNavigation', () => {
  it.each([
    '/',
    '/jobs/urgent',
    '/job/ab12cd34ef56',
    '/blog/3',
    '/resources/cv-templates',
    '/jobs/all?q=nurse.harare&sort=newest',
    '/apiary',
    '/alertsmith',
  ])('serves the app shell for %s', (path) => {
    expect(isShellNavigation(path)).toBe(true)
  })

  it.each([
    '/api/jobs',
    '/api',
    '/api/health',
    '/admin',
    '/admin/flagged',
    '/admin?signed-out=1',
    '/alerts/unsubscribe?token=12.abc',
    '/sitemap.xml',
    '/robots.txt',
    '/sw.js',
    '/manifest.webmanifest',
    '/assets/index-abc.js',
    '/og-image.png?v=2',
  ])('lets %s reach the server', (path) => {
    expect(isShellNavigation(path)).toBe(false)
  })
})
