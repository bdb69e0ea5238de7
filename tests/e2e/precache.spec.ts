/**
 * What the built service worker precaches: the shell, every route chunk and stylesheet
 * (so guides, blog posts and templates open offline), the page's and notifications' icons, the
 * manifest, and nothing that is not needed offline. Reads the build output; no browser.
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

/**
 * Chunks left out on purpose (vite.config.ts globIgnores), which the worker keeps when first
 * used (src/sw/lazy-chunks.ts): the employer's pages (decision 049), the employer page's
 * (decision 050), the saved jobs' reminder banner (decision 060) and the alert panel, never
 * offered offline (decision 061).
 */
const KEPT_WHEN_USED = [/^post-a-job\._-/, /^employers\./, /^saved-job-reminders-/, /^alert-panel-/]

test('the service worker precaches the shell, every chunk, the icons and the manifest', () => {
  const urls = new Set(readPrecacheUrls())
  for (const url of ['index.html', 'manifest.webmanifest', 'icon.svg', 'icon-192.png'])
    expect(urls, url).toContain(url)

  const built = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
    /\.(js|css)$/.test(name),
  )
  const keptWhenUsed = (name: string) => KEPT_WHEN_USED.some((kept) => kept.test(name))
  for (const kept of KEPT_WHEN_USED)
    expect(
      built.filter((name) => kept.test(name)),
      String(kept),
    ).toHaveLength(1)
  expect(built.length).toBeGreaterThan(20)
  for (const asset of built)
    if (keptWhenUsed(asset)) expect(urls, asset).not.toContain(`assets/${asset}`)
    else expect(urls, asset).toContain(`assets/${asset}`)

  // route chunks by name: content pages must be readable offline
  for (const route of ['faq', 'blog._id', 'resources.resume-template-entry-level', 'job._id'])
    expect(
      [...urls].some((url) => url.startsWith(`assets/${route}-`)),
      route,
    ).toBe(true)
})

test('nothing is precached that the offline app does not need', () => {
  for (const url of readPrecacheUrls()) {
    for (const kept of KEPT_WHEN_USED) expect(url.replace('assets/', '')).not.toMatch(kept)
    expect(url).not.toMatch(/\.(br|gz)$/)
    expect(url).not.toMatch(/^api\//)
    expect(url).not.toBe('sw.js')
    expect(url).not.toBe('apple-touch-icon.png')
    // read only when the app is installed, online (decision 058)
    expect(url).not.toMatch(/^icon(-maskable)?-512\.png$/)
  }
})
