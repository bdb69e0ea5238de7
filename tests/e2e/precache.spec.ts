/**
 * What the built service worker precaches: the shell, every route chunk and stylesheet
 * (so guides, blog posts and templates open offline), the icons and the manifest, and nothing
 * that is not needed offline. Reads the build output; no browser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './test.ts'

const clientDir = path.resolve(import.meta.dirname, '../../dist/client')

function readPrecacheUrls(): string[] {
  const sw = readFileSync(path.join(clientDir, 'sw.js'), 'utf8')
  const manifest = /\[\{"revision":[^\]]*\]/.exec(sw)?.[0]
  if (!manifest) throw new Error('No precache manifest in sw.js')
  return (JSON.parse(manifest) as { url: string; revision: string | null }[]).map(
    (entry) => entry.url,
  )
}

test('the service worker precaches the shell, every chunk, the icons and the manifest', () => {
  const urls = new Set(readPrecacheUrls())
  for (const url of [
    'index.html',
    'manifest.webmanifest',
    'icon.svg',
    'icon-192.png',
    'icon-512.png',
    'icon-maskable-512.png',
  ])
    expect(urls, url).toContain(url)

  const assets = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
    /\.(js|css)$/.test(name),
  )
  expect(assets.length).toBeGreaterThan(20)
  for (const asset of assets) expect(urls, asset).toContain(`assets/${asset}`)

  // route chunks by name: content pages must be readable offline
  for (const route of ['faq', 'blog._id', 'resources.resume-template-entry-level', 'job._id'])
    expect(
      [...urls].some((url) => url.startsWith(`assets/${route}-`)),
      route,
    ).toBe(true)
})

test('nothing is precached that the offline app does not need', () => {
  for (const url of readPrecacheUrls()) {
    expect(url).not.toMatch(/\.(br|gz)$/)
    expect(url).not.toMatch(/^api\//)
    expect(url).not.toBe('sw.js')
    expect(url).not.toBe('apple-touch-icon.png')
  }
})
