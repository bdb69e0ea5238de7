/**
 * What the built service worker precaches: the shell, every route chunk and stylesheet
 * (so guides, blog posts and templates open offline), the manifest's 192 px icon, the
 * manifest, and nothing that is not needed offline. Reads the build output; no browser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './test.ts'

import { isLeftOutOfPrecache, LEFT_OUT_OF_PRECACHE } from '../../scripts/precache-left-out.ts'

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
  for (const url of ['index.html', 'manifest.webmanifest', 'icon-192.png'])
    expect(urls, url).toContain(url)

  const built = readdirSync(path.join(clientDir, 'assets')).filter((name) =>
    /\.(js|css)$/.test(name),
  )
  // each name on the list is one built chunk: a renamed file cannot slip back in unnoticed
  for (const name of LEFT_OUT_OF_PRECACHE)
    expect(
      built.filter((file) => isLeftOutOfPrecache(file) && file.startsWith(`${name}-`)),
      name,
    ).toHaveLength(1)
  expect(built.length).toBeGreaterThan(20)
  // the first load's styles are only ever inline in a page the server drew (decision 075)
  const firstStyles = built.filter((file) => /^first-[\w-]{8}\.css$/.test(file))
  expect(firstStyles).toHaveLength(1)
  for (const asset of built)
    if (isLeftOutOfPrecache(asset) || firstStyles.includes(asset))
      expect(urls, asset).not.toContain(`assets/${asset}`)
    else expect(urls, asset).toContain(`assets/${asset}`)

  // route chunks by name: content pages must be readable offline
  for (const route of ['faq', 'blog', 'blog-articles', 'guides', 'resume-templates', 'job-pages'])
    expect(
      [...urls].some((url) => new RegExp(`^assets/${route}-[\\w-]{8}\\.js$`).test(url)),
      route,
    ).toBe(true)
  // the advert check's page opens offline and says what to look for; the phone's check itself
  // is kept once the page is opened online (check-advert.spec.ts)
  for (const chunk of ['check', 'place-words'])
    expect(
      [...urls].some((url) => new RegExp(`^assets/${chunk}-[\\w-]{8}\\.js$`).test(url)),
      chunk,
    ).toBe(true)
})

test('nothing is precached that the offline app does not need', () => {
  for (const url of readPrecacheUrls()) {
    expect(isLeftOutOfPrecache(url.replace('assets/', '')), url).toBe(false)
    expect(url).not.toMatch(/\.(br|gz)$/)
    expect(url).not.toMatch(/^api\//)
    expect(url).not.toBe('sw.js')
    expect(url).not.toBe('apple-touch-icon.png')
    // read only when the app is installed, online (decision 058)
    expect(url).not.toMatch(/^icon(-maskable)?-512\.png$/)
    // the page's icon is written into the page (decision 073)
    expect(url).not.toBe('icon.svg')
  }
})

test('every chunk a precached chunk imports at start is precached too, or it would not open offline', () => {
  const urls = new Set(readPrecacheUrls())
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>
  const missing: string[] = []
  for (const chunk of Object.values(manifest)) {
    if (!urls.has(chunk.file)) continue
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file
      if (file && !urls.has(file)) missing.push(`${chunk.file} imports ${file}`)
    }
  }
  expect(missing).toEqual([])
})
