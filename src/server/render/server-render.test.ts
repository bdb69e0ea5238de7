/**
 * Server-rendered pages through the whole app, with a stand-in for the render bundle: what goes
 * into the page, the status, the cache, and that every failure still sends the app shell.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ServerRenderedApp } from '#shared/server-render.ts'

import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import type { RenderModule } from './server-renderer.ts'
import { takeLogs } from '../../../tests/setup/server.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const INDEX =
  '<!doctype html><html><head><title>JobsZW</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>' +
  '<body><div id="root"></div></body></html>'
const SITE_CSS = 'body{margin:0}'
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true },
  'src/client/routes/index.tsx?tsr-split=component': {
    file: 'assets/home-b.js',
    css: ['assets/home-b.css'],
  },
}

let db: TestDb
let clientDir: string
const calls: { url: string; origin: string }[] = []
let renderImpl: (
  url: string,
  fetchApi: (path: string) => Promise<Response>,
  origin: string,
) => Promise<ServerRenderedApp>

const renderModule: RenderModule = {
  renderApp: (url, { fetchApi, origin }) => {
    calls.push({ url, origin })
    return renderImpl(url, (p) => fetchApi(p, {}), origin)
  },
}

beforeAll(async () => {
  db = await createTestDb()
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'ssr-client-'))
  mkdirSync(path.join(clientDir, '.vite'))
  writeFileSync(path.join(clientDir, 'index.html'), INDEX)
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'assets/index-a.css'), SITE_CSS)
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST))
})

afterAll(async () => {
  await db.close()
  rmSync(clientDir, { recursive: true, force: true })
})

beforeEach(() => {
  calls.length = 0
  // Like the real bundle: asks the API in process and renders what it gets.
  renderImpl = async (url, fetchApi) => {
    const response = await fetchApi('/api/jobs?status=active')
    const { jobs } = (await response.json()) as { jobs: { title: string }[] }
    return {
      html: `<main>${url}: ${jobs.map((job) => job.title).join(', ')}</main>`,
      stateJson: JSON.stringify({ count: jobs.length }),
      renderedAt: 1_795_000_000_000,
      status: url.startsWith('/nowhere') ? 404 : 200,
      routeFiles: ['__root.tsx', 'index.tsx'],
    }
  }
})

async function setup() {
  const clock = createTestClock(NOW)
  const test = createTestApp(db, clock, { clientDir, renderModule })
  return { ...test, clock }
}

describe('server-rendered pages', () => {
  it("sends the page rendered with the API's own data, its CSS and its chunks", async () => {
    const { app, addJobs } = await setup()
    await addJobs([makeJobInput({ title: 'Rendered Clerk', expiryDate: '2026-12-31' })])
    const response = await app.request('http://jobs.test/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      '<div id="root" data-modules="/assets/home-b.js" data-rendered-at="1795000000000">' +
        '<main>/: Rendered Clerk</main></div>',
    )
    // the site's stylesheet is in the page; a route's own CSS the build lacks stays linked
    expect(html).toContain(`<style>${SITE_CSS}</style>`)
    expect(html).not.toContain('href="/assets/index-a.css"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-b.css">')
    expect(html).toContain('<script type="application/json" id="server-state">{"count":1}</script>')
    expect(response.headers.get('etag')).toMatch(/^"/)
    expect(calls).toEqual([{ url: '/', origin: 'http://jobs.test' }])
  })

  it("carries only the first load's styles where the page shows nothing more (decision 075)", async () => {
    const first = '.card_ab1{margin:1px}'
    writeFileSync(path.join(clientDir, 'assets/first-f.css'), first)
    writeFileSync(
      path.join(clientDir, '.vite/first-stylesheet.json'),
      JSON.stringify({
        first: 'assets/first-f.css',
        whole: 'assets/index-a.css',
        lazyHashes: ['Lz_'],
      }),
    )
    try {
      const { app } = await setup()
      renderImpl = (url) =>
        Promise.resolve({
          html: `<main class="${url === '/' ? 'card_ab1' : 'post_Lz_'}">${url}</main>`,
          stateJson: '{}',
          renderedAt: 1_795_000_000_000,
          status: 200,
          routeFiles: ['__root.tsx'],
        })
      const home = await (await app.request('http://jobs.test/')).text()
      expect(home).toContain(
        `<style>${first}</style>` +
          '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled data-whole-stylesheet>',
      )
      const other = await (await app.request('http://jobs.test/blog/1')).text()
      expect(other).toContain(`<style>${SITE_CSS}</style>`)
      expect(other).not.toContain('first-f.css')
      expect(other).not.toContain('data-whole-stylesheet')
    } finally {
      rmSync(path.join(clientDir, '.vite/first-stylesheet.json'))
    }
  })

  it('renders a page once per half minute, and again when the jobs change', async () => {
    const { app, addJobs, clock } = await setup()
    await app.request('/jobs/all')
    await app.request('/jobs/all')
    expect(calls).toHaveLength(1)
    clock.advance(30_000)
    await app.request('/jobs/all')
    expect(calls).toHaveLength(2)
    await addJobs([makeJobInput({ title: 'Newer Clerk' })])
    const html = await (await app.request('/jobs/all')).text()
    expect(calls).toHaveLength(3)
    expect(html).toContain('Newer Clerk')
  })

  it('renders pages with a query string every time, keeping the query', async () => {
    const { app } = await setup()
    await app.request('/jobs/all?q=clerk')
    await app.request('/jobs/all?q=clerk')
    expect(calls.map((call) => call.url)).toEqual(['/jobs/all?q=clerk', '/jobs/all?q=clerk'])
  })

  it('caches a list showing more jobs (?shown=, Load More without the app) like a plain page', async () => {
    const { app } = await setup()
    await app.request('/jobs/all?shown=24')
    await app.request('/jobs/all?shown=24')
    await app.request('/jobs/all?shown=44')
    // anything more in the query has no bound: rendered each time
    await app.request('/jobs/all?shown=24&q=clerk')
    await app.request('/jobs/all?shown=24&q=clerk')
    await app.request('/jobs/all?shown=12345')
    await app.request('/jobs/all?shown=12345')
    expect(calls.map((call) => call.url)).toEqual([
      '/jobs/all?shown=24',
      '/jobs/all?shown=44',
      '/jobs/all?shown=24&q=clerk',
      '/jobs/all?shown=24&q=clerk',
      '/jobs/all?shown=12345',
      '/jobs/all?shown=12345',
    ])
  })

  it("never serves a page rendered for one origin to another's request", async () => {
    const { app } = await setup()
    const base = renderImpl
    renderImpl = async (url, fetchApi, origin) => {
      const page = await base(url, fetchApi, origin)
      return { ...page, html: `${page.html}<footer>${origin}</footer>` }
    }
    const page = async (url: string) => (await app.request(url)).text()
    expect(await page('http://a.test/jobs/all')).toContain('<footer>http://a.test</footer>')
    expect(await page('http://b.test/jobs/all')).toContain('<footer>http://b.test</footer>')
    // each origin's own page comes from the cache
    expect(await page('http://a.test/jobs/all')).toContain('<footer>http://a.test</footer>')
    expect(calls).toEqual([
      { url: '/jobs/all', origin: 'http://a.test' },
      { url: '/jobs/all', origin: 'http://b.test' },
    ])
  })

  it.each([`/job/${'a'.repeat(65)}`, '/job/a%20b'])(
    'answers 404 "Job Not Found" for %s, an id no job can have, whatever the render says',
    async (url) => {
      renderImpl = () =>
        Promise.resolve({
          html: '<p role="alert">Job not found</p>',
          stateJson: '{}',
          renderedAt: 1_795_000_000_000,
          status: 200,
          routeFiles: ['__root.tsx', 'job.$id.tsx'],
        })
      const { app } = await setup()
      const response = await app.request(url)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('<p role="alert">Job not found</p>')
      expect(html).toContain('<title>Job Not Found | JobsZW</title>')
      expect(html).toContain('<meta name="robots" content="noindex" />')
    },
  )

  it('answers 404 for a page the app does not have', async () => {
    const { app } = await setup()
    const response = await app.request('/nowhere')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<main>/nowhere')
    expect(html).toContain('<title>Page Not Found | JobsZW</title>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
  })

  it('sends the app shell when a render fails, and logs why', async () => {
    renderImpl = () => Promise.reject(new Error('render broke'))
    const { app } = await setup()
    const response = await app.request('/about')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(INDEX)
    expect(takeLogs('warn')).toMatchObject([
      { msg: 'Server render failed; sending the app shell', path: '/about' },
    ])
  })

  it('sends the app shell when a render takes too long', async () => {
    let started = () => undefined as void
    const renderStarted = new Promise<void>((resolve) => (started = resolve))
    renderImpl = () => {
      started()
      return new Promise(() => undefined)
    }
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const { app } = await setup()
      const pending = app.request('/faq')
      // The database answers in real time (PostgreSQL); the clock moves once the render waits.
      await renderStarted
      await vi.advanceTimersByTimeAsync(2000)
      expect(await (await pending).text()).toBe(INDEX)
      expect(takeLogs('warn')).toMatchObject([{ path: '/faq' }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not render files, API calls or the plain index.html', async () => {
    const { app } = await setup()
    expect((await app.request('/index.html')).status).toBe(200)
    expect((await app.request('/missing.js')).status).toBe(404)
    expect((await app.request('/api/health')).status).toBe(200)
    expect(calls).toEqual([])
  })
})
