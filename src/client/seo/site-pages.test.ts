import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { createAppRouter } from '../router.tsx'
import { listSitePages } from './site-pages.ts'

const router = createAppRouter(new QueryClient())
const pages = listSitePages()

describe('listSitePages', () => {
  it('names each page once, with a title and a description', () => {
    const paths = pages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of pages) {
      expect(page.title, page.path).toMatch(/JobsZW/)
      expect(page.description.length, page.path).toBeGreaterThan(20)
    }
  })

  it('lists only paths the app routes', () => {
    for (const { path } of pages) {
      const matches = router.matchRoutes(path, {})
      const leaf = matches[matches.length - 1]
      expect(leaf?.routeId, path).not.toBe('__root__')
    }
  })

  it('covers every route but the job pages', () => {
    const routed = Object.keys(router.routesByPath)
      .filter((path) => !path.includes('$'))
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    expect(routed.length).toBeGreaterThan(15)
    const listed = new Set(pages.map((page) => page.path))
    for (const path of routed) expect(listed, path).toContain(path)
    expect(pages.some((page) => page.path === '/blog/1')).toBe(true)
  })
})
