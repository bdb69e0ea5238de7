import { describe, expect, it } from 'vitest'

import { isNeverADocument } from './security-headers.ts'

describe('isNeverADocument', () => {
  it('is true of the built files, the manifest and the PNG icons', () => {
    for (const path of [
      '/assets/app-abc123.js',
      '/assets/style-abc123.css',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/apple-touch-icon.png',
    ])
      expect(isNeverADocument(path), path).toBe(true)
  })

  it('is false of pages, the shell, the worker, an SVG and look-alikes', () => {
    for (const path of [
      '/',
      '/index.html',
      '/jobs/all',
      '/job/abc.png',
      '/sw.js',
      '/icon.svg',
      '/icon-192.png/',
      '/icon-192.png.html',
      '/api/jobs',
      '/x/../icon.png',
    ])
      expect(isNeverADocument(path), path).toBe(false)
  })
})
