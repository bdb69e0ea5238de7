import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
const indexHtml = `<!doctype html><html><head><title>Jobs</title></head><body>${'<p>index</p>'.repeat(120)}</body></html>`
const appJs = `console.log('app');\n${'export const x = "abcdefghij";\n'.repeat(60)}`
const appJsBr = brotliCompressSync(Buffer.from(appJs))
const appJsGz = gzipSync(Buffer.from(appJs))
const tinyJs = `export const words = "${'a few words '.repeat(20)}"\n`
const manifest = JSON.stringify({ name: 'Jobs', start_url: '/' })
// a ZIP's first bytes: the server sends the file as it is, whatever is in it
const docx = Buffer.from('PK\x03\x04 a Word file')

let dir: string
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

async function get(urlPath: string, headers: Record<string, string> = {}) {
  return app.request(urlPath, { headers })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-static-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), indexHtml)
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), appJs)
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), appJsBr)
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), appJsGz)
  // a file under a kilobyte with the build's brotli twin, and one without
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), tinyJs)
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js.br'), brotliCompressSync(tinyJs))
  writeFileSync(path.join(dir, 'assets', 'bare-abc123.js'), tinyJs)
  writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest)
  mkdirSync(path.join(dir, 'templates'))
  writeFileSync(path.join(dir, 'templates', 'JobsZW-CV-Template-Entry-Level.docx'), docx)
  db = await createTestDb()
  app = createTestApp(db, clock, { clientDir: dir }).app
})
afterAll(async () => {
  await db?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('static files', () => {
  it('has fixtures large enough to be compressed', () => {
    expect(Buffer.byteLength(indexHtml)).toBeGreaterThan(1100)
    expect(Buffer.byteLength(appJs)).toBeGreaterThan(1100)
  })

  it('serves the prebuilt brotli twin of a hashed asset, cached for good', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toContain('immutable')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(appJsBr)
  })

  it('sends hashed assets only the security headers that apply to scripts', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(asset.headers.get('Content-Security-Policy')).toBeNull()
    // nor the manifest, which is never shown as a page
    const manifestFile = await get('/manifest.webmanifest')
    expect(manifestFile.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(manifestFile.headers.get('Content-Security-Policy')).toBeNull()
    expect(manifestFile.headers.get('X-Frame-Options')).toBeNull()
    const page = await get('/jobs/all')
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('X-Frame-Options')).toBe('DENY')
  })

  it('serves the prebuilt gzip twin to a gzip-only client', async () => {
    const response = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(appJsGz)
  })

  it("sends a small file's prebuilt twin, and a small file without one as it is", async () => {
    const twin = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(twin.headers.get('Content-Encoding')).toBe('br')
    expect(Buffer.from(await twin.arrayBuffer())).toEqual(brotliCompressSync(tinyJs))
    const gzipOnly = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gzipOnly.headers.get('Content-Encoding')).toBeNull()
    expect(await gzipOnly.text()).toBe(tinyJs)
    const bare = await get('/assets/bare-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(bare.headers.get('Content-Encoding')).toBeNull()
    expect(await bare.text()).toBe(tinyJs)
  })

  it('serves the plain file when no encoding is accepted', async () => {
    const response = await get('/assets/app-abc123.js')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe(appJs)
  })

  it('does not serve the compressed twins as files of their own', async () => {
    expect((await get('/assets/app-abc123.js.br')).status).toBe(404)
    expect((await get('/assets/app-abc123.js.gz')).status).toBe(404)
  })

  it.each(['/', '/jobs/urgent', '/an-app-route', '/index.html'])(
    'answers %s with index.html, revalidated every time',
    async (urlPath) => {
      const response = await get(urlPath)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await response.text()).toBe(indexHtml)
    },
  )

  it('answers a job id it does not know with the app shell, titled as not found, and a 404', async () => {
    const response = await get('/job/abc')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(`<body>${'<p>index</p>'.repeat(120)}</body>`)
    expect(html).toMatch(
      /<title>Job Not Found \| JobsZW<\/title>\s*<meta name="robots" content="noindex" \/>/,
    )
    expect(html).not.toContain('<title>Jobs</title>')
  })

  it('serves the web manifest with its type, revalidated every time', async () => {
    const response = await get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await response.text()).toBe(manifest)
  })

  it('sends a Word file as a download under its own name, with its type', async () => {
    const response = await get('/templates/JobsZW-CV-Template-Entry-Level.docx')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="JobsZW-CV-Template-Entry-Level.docx"',
    )
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(docx)
    // other files are shown, not saved
    expect((await get('/manifest.webmanifest')).headers.get('Content-Disposition')).toBeNull()
  })

  it('answers a missing file with 404, not index.html', async () => {
    const response = await get('/missing.png')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<html>')
  })

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' })
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const second = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
    const other = await get('/', { 'If-None-Match': '"something-else"' })
    expect(other.status).toBe(200)
  })

  it('sends an immutable asset without an ETag or a request id, as no browser asks again', async () => {
    const asset = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' })
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('ETag')).toBeNull()
    expect(asset.headers.get('X-Request-Id')).toBeNull()
    // what still applies to a script stays
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(asset.headers.get('Vary')).toBe('Accept-Encoding')
    // an If-None-Match does not turn it into an empty answer
    const again = await get('/assets/app-abc123.js', { 'If-None-Match': '*' })
    expect(again.status).toBe(200)
    expect(await again.text()).not.toBe('')
    // a file that can change keeps both
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.headers.get('ETag')).toMatch(/^"[\w-]+"$/)
    expect(manifest.headers.get('X-Request-Id')).toMatch(/^[\w-]{36}$/)
  })
})

describe('static files before a build', () => {
  it('answers / with 503 and says how to build', async () => {
    const missing = path.join(os.tmpdir(), `jobs-zw-no-build-${process.pid}-${Date.now()}`)
    const unbuilt = createTestApp(db, clock, { clientDir: missing }).app
    const response = await unbuilt.request('/')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
    expect((await unbuilt.request('/api/jobs/counts')).status).toBe(200)
  })
})
