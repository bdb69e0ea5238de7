/**
 * runIngest end to end: the real guarded fetcher against local HTTP servers on 127.0.0.1, the real
 * adapters, and a real database (PGlite in memory, or PostgreSQL when DATABASE_URL is set). Time
 * is injected: every request the test server answers (robots.txt aside) moves the clock by one
 * second, so durations are exact and nothing sleeps.
 */
import { readFileSync } from 'node:fs'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { takeLogs } from '../../../tests/setup/server.ts'

import type { Db, Queryable } from '../db/db.ts'
import { seedDemoJobs } from '../demo/seed-demo.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { getDataVersion, getJobById, listJobs } from '../jobs/jobs.repo.ts'
import { createTestApp } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { createSafeFetcher, type SafeFetcherOptions } from './fetch/safe-fetch.ts'
import {
  formatSourceSummary,
  IngestRunError,
  MISSES_TO_WITHDRAW,
  runIngest,
  type IngestOptions,
  type SourceSummary,
} from './ingest-pipeline.ts'
import type { SourceConfig, SourceKind } from './ingest-types.ts'
import { testSource } from './testing/adapter-test-kit.ts'

const TIME_ZONE = 'Africa/Harare'
const START = Date.parse('2026-11-02T10:00:00Z')
/** how far the clock moves for each request the test server answers */
const REQUEST_MS = 1000
const MiB = 1024 * 1024

const FETCHER_OPTIONS: SafeFetcherOptions = {
  userAgent: 'JobsZW-Test/1.0',
  allowHosts: ['127.0.0.1'],
  hostDelayMs: 0,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 1000,
  connectTimeoutMs: 1000,
  maxBytes: 1024 * 1024,
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void

interface SeenRequest {
  path: string
  headers: IncomingHttpHeaders
}

let db: TestDb
let server: Server
let origin: string
let current = START
let gzipBomb: Buffer
/** handlers by path name (the query string is ignored); cleared before each test */
const routes = new Map<string, Handler>()
/** every request the server received, robots.txt included */
const seen: SeenRequest[] = []

const adapterFixture = (name: string) =>
  readFileSync(new URL(`./adapters/fixtures/${name}`, import.meta.url), 'utf8')
const testFixture = (name: string) =>
  readFileSync(new URL(`./testing/${name}`, import.meta.url), 'utf8')

beforeAll(async () => {
  // 20 MiB of spaces gzip to about 20 KiB: a small download that inflates past the 1 MiB limit
  gzipBomb = gzipSync(Buffer.alloc(20 * MiB, 0x20))
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test')
    seen.push({ path: `${url.pathname}${url.search}`, headers: request.headers })
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('User-agent: *\nDisallow: /private/\n')
      return
    }
    current += REQUEST_MS
    const handler = routes.get(url.pathname)
    if (handler) handler(request, response)
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  db = await createTestDb()
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await db?.close()
})

beforeEach(async () => {
  routes.clear()
  seen.length = 0
  await db.exec('delete from jobs; delete from ingest_runs; delete from ingest_source_state;')
})

// --- serving ---

function send(body: string | Buffer, type: string, headers: OutgoingHttpHeaders = {}): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers })
    response.end(body)
  }
}

const xml = (body: string) => send(body, 'application/xml; charset=utf-8')
const html = (body: string) => send(body, 'text/html; charset=utf-8')
const json = (body: string) => send(body, 'application/json')

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Streams `total` bytes of XML-ish text with back-pressure; records how much went out. */
function streamHuge(total: number) {
  const state = { sent: 0, closed: deferred() }
  const handler: Handler = (_request, response) => {
    response.on('close', () => state.closed.resolve())
    response.writeHead(200, { 'content-type': 'application/rss+xml' })
    const chunk = Buffer.from(
      `<rss><channel>${'<item>lol</item>'.repeat(4090)}`.slice(0, 64 * 1024),
    )
    const write = () => {
      while (state.sent < total) {
        if (response.destroyed) return
        state.sent += chunk.length
        if (!response.write(chunk)) {
          response.once('drain', write)
          return
        }
      }
      response.end()
    }
    write()
  }
  return { state, handler }
}

// --- documents generated for a test ---

interface FeedItem {
  id: string
  title: string
  company: string
  /** YYYY-MM-DD, WP Job Manager's job_listing:expires */
  closes: string
}

const feedItem = (id: string, closes = '2026-12-15'): FeedItem => ({
  id,
  title: `Stores Clerk ${id}`,
  company: 'Gweru Hardware',
  closes,
})

/** A WP Job Manager job_feed with these items (never exactly 10: see rss.ts). */
function rssFeed(items: FeedItem[]): string {
  const entries = items
    .map(
      (item) => `
    <item>
      <title>${item.title}</title>
      <link>https://jobs.example.co.zw/job/${item.id}/</link>
      <guid isPermaLink="false">${item.id}</guid>
      <pubDate>Sun, 01 Nov 2026 08:00:00 +0000</pubDate>
      <description><![CDATA[<p>${item.title} wanted by ${item.company}.</p>]]></description>
      <job_listing:company><![CDATA[${item.company}]]></job_listing:company>
      <job_listing:expires><![CDATA[${item.closes}]]></job_listing:expires>
    </item>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job_listing="https://jobs.example.co.zw">
  <channel>
    <title>Test Board</title>${entries}
  </channel>
</rss>
`
}

/** A Greenhouse board of `count` jobs. */
function greenhouseBoard(count: number, company: string): string {
  const jobs = Array.from({ length: count }, (_, index) => ({
    id: 700_000 + index,
    title: `Field Officer ${index + 1}`,
    company_name: company,
    absolute_url: `https://boards.example/jobs/${700_000 + index}`,
    location: { name: 'Masvingo, Zimbabwe' },
    updated_at: '2026-10-20T08:00:00Z',
    content: '&lt;p&gt;Visit farmers in the district.&lt;/p&gt;',
  }))
  return JSON.stringify({ jobs, meta: { total: count } })
}

/** A job page with one schema.org JobPosting whose identifier is `id`. */
function jobPage(id: string, title: string): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: `<p>${title} wanted in Bulawayo.</p>`,
    datePosted: '2026-10-30',
    validThrough: '2026-12-10',
    hiringOrganization: { '@type': 'Organization', name: 'Bulawayo Brewers' },
    identifier: { '@type': 'PropertyValue', value: id },
  }
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><h1>${title}</h1></body></html>`
}

function sitemap(paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${origin}${path}</loc></url>`).join('\n  ')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  ${urls}
</urlset>
`
}

// --- sources ---

function source(
  name: string,
  kind: SourceKind,
  path: string,
  extra: Record<string, unknown> = {},
): SourceConfig {
  return testSource({ name, kind, url: `${origin}${path}`, ...extra })
}

/** The three adapter fixtures, served locally: a WP Job Manager feed, a sitemap, Greenhouse. */
function serveStandardSources() {
  routes.set(
    '/msasa/job-feed.xml',
    send(adapterFixture('wp-job-manager.rss.xml'), 'application/rss+xml; charset=UTF-8'),
  )
  routes.set(
    '/zambezi/sitemap.xml',
    xml(testFixture('sitemap.xml').replaceAll('{{origin}}', origin)),
  )
  routes.set('/jobs/operations-manager-harare/', html(adapterFixture('job-page-1.html')))
  routes.set('/jobs/registered-nurse-bulawayo/', html(adapterFixture('job-page-2.html')))
  routes.set('/kariba/v1/boards/karibasolar/jobs', json(adapterFixture('greenhouse.json')))
  return {
    msasa: source('msasa-board', 'rss', '/msasa/job-feed.xml'),
    zambezi: source('zambezi-careers', 'jsonld', '/zambezi/sitemap.xml', { match: '/jobs/' }),
    // A global employer's board read for Zimbabwe: its jobs here and its remote ones (4 of 8).
    kariba: source('kariba-solar', 'greenhouse', '/kariba/v1/boards/karibasolar/jobs', {
      country: 'Zimbabwe',
      remote: true,
    }),
  }
}

/** A small healthy Greenhouse source that must be stored whatever its neighbours do. */
function serveHealthySource() {
  routes.set('/healthy/jobs', json(greenhouseBoard(2, 'Hwange Colliery')))
  return source('healthy-board', 'greenhouse', '/healthy/jobs')
}

// --- running and reading back ---

function ingestOptions(sources: SourceConfig[], extra: Partial<IngestOptions> = {}): IngestOptions {
  return {
    db,
    sources,
    fetcher: createSafeFetcher(FETCHER_OPTIONS),
    timeZone: TIME_ZONE,
    now: () => current,
    keepDemoJobs: false,
    ...extra,
  }
}

async function ingest(sources: SourceConfig[], extra: Partial<IngestOptions> = {}) {
  const summary = await runIngest(ingestOptions(sources, extra))
  if (!summary.ran) throw new Error(`the run did not happen: ${summary.reason}`)
  return summary
}

function summaryOf(summary: { sources: SourceSummary[] }, name: string): SourceSummary {
  const found = summary.sources.find((entry) => entry.source === name)
  if (!found) throw new Error(`no summary for the source ${name}`)
  return found
}

interface StoredJob {
  external_id: string
  title: string
  withdrawn: boolean
  missed_runs: number
}

async function jobsOf(sourceName: string): Promise<StoredJob[]> {
  const { rows } = await db.query<StoredJob>(
    `select external_id, title, withdrawn_at is not null as withdrawn, missed_runs
     from jobs where source = $1 order by external_id`,
    [sourceName],
  )
  return rows
}

async function countOf(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from (${sql}) as q`,
    params,
  )
  return rows[0]?.n ?? -1
}

async function activeJobIds(): Promise<string[]> {
  const { jobs } = await listJobs(db, {
    status: 'active',
    page: 1,
    pageSize: 100,
    sort: 'newest',
    now: current,
  })
  return jobs.map((job) => job.job_id)
}

async function job(sourceName: string, externalId: string) {
  const found = await getJobById(db, makeJobId(sourceName, externalId))
  if (!found) throw new Error(`${sourceName} / ${externalId} is not stored`)
  return found
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** A list item as turndown writes it ("-   text" or "- text"). */
const listItem = (text: string) =>
  new RegExp(`^[-*] +${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm')

// --- tests ---

describe('runIngest: a healthy run', () => {
  it('stores the jobs of several sources and records one run per source, shown by /api/health', async () => {
    const { msasa, zambezi, kariba } = serveStandardSources()
    const t0 = current
    const summary = await ingest([msasa, zambezi, kariba], { concurrency: 1 })

    expect(summary.demoJobsRemoved).toBe(0)
    expect(summary.sources).toEqual([
      {
        source: 'msasa-board',
        ok: true,
        complete: true,
        fetched: 4,
        inserted: 4,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        warnings: [
          expect.stringMatching(/^item 5: skipped, it has no title/),
          expect.stringMatching(/^item 6: skipped, "Driver \(no link, no guid\)"/),
        ],
        durationMs: REQUEST_MS,
      },
      {
        source: 'zambezi-careers',
        ok: true,
        complete: true,
        fetched: 2,
        inserted: 2,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        warnings: [],
        durationMs: 3 * REQUEST_MS, // the sitemap and two job pages
      },
      {
        source: 'kariba-solar',
        ok: true,
        complete: true,
        fetched: 4,
        inserted: 4,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        warnings: ['job 3: skipped, 4455701 has no title'],
        durationMs: REQUEST_MS,
      },
    ])
    expect(formatSourceSummary(summaryOf(summary, 'msasa-board'))).toBe(
      'msasa-board: ok, fetched 4, new 4, updated 0, withdrawn 0, duplicates 0, 1000 ms, 2 warnings',
    )
    // Greenhouse is asked for its descriptions
    expect(seen.map((request) => request.path)).toContain(
      '/kariba/v1/boards/karibasolar/jobs?content=true',
    )

    // WP Job Manager: structured expiry, markdown body without the script
    const accountant = await job(
      'msasa-board',
      'https://jobs.msasa-board.example/?post_type=job_listing&p=1201',
    )
    expect(accountant).toMatchObject({
      title: 'Senior Accountant – Agro Processing',
      company: 'Mutapa Agro Processors',
      location: 'Msasa, Harare',
      salary: 'USD 1,400 per month',
      employment_type: 'Full-time',
      expiry_date: '2026-11-30',
      expiry_ts: null,
      date_posted: '2026-11-02',
      job_link: 'https://jobs.msasa-board.example/job/senior-accountant-agro-processing/',
      apply_instructions: null,
      withdrawn: false,
      is_demo: false,
    })
    expect(accountant.description).toMatch(/^### Duties$/m)
    expect(accountant.description).toMatch(listItem('Prepare monthly management accounts'))
    expect(accountant.description).toContain('**Senior Accountant**')
    expect(accountant.description).not.toMatch(/<script|tracking|document\.write/)
    // a closing date found only in the text
    expect(
      await job('msasa-board', 'https://jobs.msasa-board.example/?post_type=job_listing&p=1198'),
    ).toMatchObject({ title: 'Solar Field Technician (Contract)', expiry_date: '2026-12-15' })
    // no link: the email instruction is kept
    const receptionist = await job('msasa-board', 'kopje-clinic-receptionist-2026')
    expect(receptionist.job_link).toBeNull()
    expect(receptionist.apply_instructions).toContain('vacancies@kopje-clinic.example')

    // JSON-LD from a sitemap: a date-only validThrough, and a closing instant
    const manager = await job(
      'zambezi-careers',
      'https://jobs.zambezi-careers.example/?post_type=job_listing&p=311',
    )
    expect(manager).toMatchObject({
      title: 'Operations Manager',
      company: 'Zambezi Logistics (Pvt) Ltd',
      location: 'Harare, Zimbabwe',
      salary: 'USD 800–1,200 per month',
      expiry_date: '2026-11-20',
      expiry_ts: null,
      date_posted: '2026-10-30',
      job_link: 'https://jobs.zambezi-careers.example/jobs/operations-manager-harare/',
    })
    expect(manager.description).toContain('**Operations Manager**')
    expect(manager.description).toMatch(
      listItem('Plan daily truck routes to Beitbridge and Chirundu'),
    )
    const nurse = await job('zambezi-careers', `${origin}/jobs/registered-nurse-bulawayo/`)
    expect(nurse).toMatchObject({
      title: 'Registered Nurse (2 posts)',
      company: 'Matabeleland Health Trust',
      expiry_ts: '2026-12-01T14:00:00.000Z',
      expiry_date: null,
      job_link: `${origin}/jobs/registered-nurse-bulawayo/`,
    })
    expect(nurse.description).toMatch(listItem('Midwifery is an advantage'))

    // Greenhouse: no deadline, the double-escaped HTML as markdown
    const engineer = await job('kariba-solar', '4455667')
    expect(engineer).toMatchObject({
      title: 'Solar Field Engineer',
      company: 'Kariba Solar Power',
      location: 'Harare, Zimbabwe',
      expiry_date: null,
      expiry_ts: null,
      job_link: 'https://careers.kariba-solar.example/jobs?gh_jid=4455667',
    })
    expect(engineer.description).toMatch(/^### What you will do$/m)
    expect(engineer.description).toMatch(listItem('Lead Health & Safety briefings'))
    expect(engineer.description).not.toContain('alert(1)')

    expect(await activeJobIds()).toHaveLength(10)

    // one ingest_runs row per source
    const { rows: runs } = await db.query<Record<string, unknown>>(
      `select source, ok, complete, fetched, inserted, updated, withdrawn, duplicates, error,
         duration_ms, cardinality(warnings) as warnings,
         (extract(epoch from started_at) * 1000)::float8 as started
       from ingest_runs order by started_at`,
    )
    expect(runs).toEqual([
      {
        source: 'msasa-board',
        ok: true,
        complete: true,
        fetched: 4,
        inserted: 4,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        duration_ms: 1000,
        warnings: 2,
        started: t0,
      },
      {
        source: 'zambezi-careers',
        ok: true,
        complete: true,
        fetched: 2,
        inserted: 2,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        duration_ms: 3000,
        warnings: 0,
        started: t0 + 1000,
      },
      {
        source: 'kariba-solar',
        ok: true,
        complete: true,
        fetched: 4,
        inserted: 4,
        updated: 0,
        withdrawn: 0,
        duplicates: 0,
        error: null,
        duration_ms: 1000,
        warnings: 1,
        started: t0 + 4000,
      },
    ])

    // A second run: one Greenhouse description changed, the rest as before.
    routes.set(
      '/kariba/v1/boards/karibasolar/jobs',
      json(adapterFixture('greenhouse.json').replace('Analyse plant output data.', 'Analyse it.')),
    )
    const t1 = current
    const second = await ingest([msasa, zambezi, kariba], { concurrency: 1 })
    expect(
      second.sources.map(({ source: name, inserted, updated, withdrawn }) => ({
        name,
        inserted,
        updated,
        withdrawn,
      })),
    ).toEqual([
      { name: 'msasa-board', inserted: 0, updated: 0, withdrawn: 0 },
      { name: 'zambezi-careers', inserted: 0, updated: 0, withdrawn: 0 },
      { name: 'kariba-solar', inserted: 0, updated: 1, withdrawn: 0 },
    ])
    expect((await job('kariba-solar', '4455700')).description).toBe('Analyse it.')
    expect(await countOf('select 1 from ingest_runs')).toBe(6)

    // /api/health shows the latest run of each source (fields beyond these may be added)
    const { app } = createTestApp(db, { now: () => current })
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { driver: db.driver, reachable: true },
      jobs: { active: 10, expired: 0 },
      ingest: [
        {
          source: 'kariba-solar',
          started_at: isoSeconds(t1 + 4000),
          finished_at: isoSeconds(t1 + 5000),
          ok: true,
          fetched: 4,
          inserted: 0,
          updated: 1,
          withdrawn: 0,
          error: null,
          duration_ms: 1000,
        },
        {
          source: 'msasa-board',
          started_at: isoSeconds(t1),
          finished_at: isoSeconds(t1 + 1000),
          ok: true,
          fetched: 4,
          inserted: 0,
          updated: 0,
          withdrawn: 0,
          error: null,
          duration_ms: 1000,
        },
        {
          source: 'zambezi-careers',
          started_at: isoSeconds(t1 + 1000),
          finished_at: isoSeconds(t1 + 4000),
          ok: true,
          fetched: 2,
          inserted: 0,
          updated: 0,
          withdrawn: 0,
          error: null,
          duration_ms: 3000,
        },
      ],
    })
  })
})

interface Fault {
  name: string
  kind: SourceKind
  path: string
  serve: () => Handler
  /** what the source's error must say */
  reasons: (string | RegExp)[]
}

let huge: ReturnType<typeof streamHuge> | undefined

const faults: Fault[] = [
  {
    name: 'hangs (never answers)',
    kind: 'rss',
    path: '/hang/feed.xml',
    serve: () => () => {}, // the response is never written
    reasons: [/^Timed out \(headers phase, 300 ms\)/, '/hang/feed.xml'],
  },
  {
    name: 'answers 500',
    kind: 'rss',
    path: '/error/feed.xml',
    serve: () => (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>')
    },
    reasons: [/^HTTP 500 from /, '/error/feed.xml'],
  },
  {
    name: 'serves invalid XML',
    kind: 'rss',
    path: '/broken/feed.xml',
    serve: () => xml(testFixture('invalid.rss.xml')),
    reasons: [/^Malformed XML: /],
  },
  {
    name: 'streams a 50 MB body',
    kind: 'rss',
    path: '/huge/feed.xml',
    serve: () => {
      huge = streamHuge(50 * MiB)
      return huge.handler
    },
    reasons: ['is larger than 1048576 bytes', '/huge/feed.xml'],
  },
  {
    name: 'sends a gzip bomb',
    kind: 'rss',
    path: '/bomb/feed.xml',
    serve: () => send(gzipBomb, 'application/rss+xml', { 'content-encoding': 'gzip' }),
    reasons: ['larger than 1048576 bytes (after decompression)', '/bomb/feed.xml'],
  },
  {
    name: 'serves a billion-laughs document',
    kind: 'rss',
    path: '/laughs/feed.xml',
    serve: () => xml(testFixture('billion-laughs.xml')),
    reasons: ['Malformed XML: the DOCTYPE declares entities, which are not accepted'],
  },
  {
    name: 'redirects to the metadata address 169.254.169.254',
    kind: 'greenhouse',
    path: '/to-metadata/jobs',
    serve: () => (_request, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    },
    reasons: [
      /^Refused http:\/\/169\.254\.169\.254\/latest\/meta-data\//,
      'redirected from',
      'private, loopback, link-local or reserved address',
    ],
  },
  {
    name: 'redirects to the private address 10.0.0.1',
    kind: 'rss',
    path: '/to-private/feed.xml',
    serve: () => (_request, response) => {
      response.writeHead(301, { location: 'http://10.0.0.1/feed.xml' }).end()
    },
    reasons: [/^Refused http:\/\/10\.0\.0\.1\/feed\.xml/, 'private, loopback, link-local'],
  },
  {
    name: 'is disallowed by robots.txt',
    kind: 'rss',
    path: '/private/feed.xml',
    serve: () => xml(rssFeed([feedItem('never-1')])),
    reasons: [/^robots\.txt of http:\/\/127\.0\.0\.1:\d+ disallows /, '/private/feed.xml'],
  },
]

describe('runIngest: a failing source is recorded and the others go on', () => {
  it.each(faults)('a source that $name', async ({ kind, path, serve, reasons }) => {
    const healthy = serveHealthySource()
    routes.set(path, serve())
    const faulty = source('faulty-board', kind, path)

    const summary = await ingest([faulty, healthy])

    expect(summaryOf(summary, 'healthy-board')).toMatchObject({ ok: true, inserted: 2 })
    expect(await jobsOf('healthy-board')).toHaveLength(2)

    const failed = summaryOf(summary, 'faulty-board')
    expect(failed).toMatchObject({ ok: false, complete: false, fetched: 0, inserted: 0 })
    for (const reason of reasons) {
      if (typeof reason === 'string') expect(failed.error).toContain(reason)
      else expect(failed.error).toMatch(reason)
    }
    expect(formatSourceSummary(failed)).toBe(
      `faulty-board: FAILED after ${failed.durationMs} ms: ${failed.error}`,
    )
    expect(await jobsOf('faulty-board')).toEqual([])
    const { rows } = await db.query<{ ok: boolean; error: string | null }>(
      'select ok, error from ingest_runs where source = $1',
      ['faulty-board'],
    )
    expect(rows).toEqual([{ ok: false, error: failed.error }])
    // the failure left no conditional-GET state behind
    expect(
      await countOf('select 1 from ingest_source_state where source = $1', ['faulty-board']),
    ).toBe(0)
    if (path.startsWith('/private/')) {
      expect(seen.map((request) => request.path)).not.toContain(path)
    }
    if (path.startsWith('/huge/')) {
      // the fetcher hung up long before the 50 MB were sent
      await huge?.state.closed.promise
      expect(huge?.state.sent).toBeLessThan(10 * MiB)
    }
  })

  it('ingests a JSON-LD job page whose strings hold raw control characters', async () => {
    const healthy = serveHealthySource()
    routes.set('/midlands/sitemap.xml', xml(sitemap(['/midlands/jobs/stores-clerk/'])))
    routes.set('/midlands/jobs/stores-clerk/', html(testFixture('control-characters.html')))
    const midlands = source('midlands-hardware', 'jsonld', '/midlands/sitemap.xml')

    const summary = await ingest([midlands, healthy])

    expect(summaryOf(summary, 'healthy-board')).toMatchObject({ ok: true, inserted: 2 })
    expect(summaryOf(summary, 'midlands-hardware')).toMatchObject({
      ok: true,
      complete: true,
      fetched: 1,
      inserted: 1,
      error: null,
      warnings: [],
    })
    const clerk = await job('midlands-hardware', 'MH-STORES-2026')
    expect(clerk).toMatchObject({
      title: 'Stores Clerk',
      company: 'Midlands Hardware (Pvt) Ltd',
      location: 'Gweru, Zimbabwe',
      employment_type: 'Full-time',
      expiry_date: '2026-11-27',
      date_posted: '2026-10-29',
    })
    expect(clerk.description).toContain('Midlands Hardware needs a stores clerk in Gweru.')
    expect(clerk.description).toMatch(/^[-*] +Receive and check deliveries/m)
    expect(clerk.description).toMatch(/^[-*] +Keep the stock cards/m)
  })

  it('ingests a JSON-LD job page whose title holds a raw NUL character', async () => {
    // U+0000 is a control character like the others, but PostgreSQL cannot store it in text
    // (nor in the jsonb the jobs are sent as): the adapter or the pipeline must drop it.
    const page = testFixture('control-characters.html').replace(
      'Stores\tClerk',
      'Stores\u0000Clerk',
    )
    expect(page).toContain('\u0000')
    routes.set('/midlands/sitemap.xml', xml(sitemap(['/midlands/jobs/stores-clerk/'])))
    routes.set('/midlands/jobs/stores-clerk/', html(page))
    const midlands = source('midlands-hardware', 'jsonld', '/midlands/sitemap.xml')

    const summary = await ingest([midlands])

    expect(summaryOf(summary, 'midlands-hardware')).toMatchObject({ ok: true, error: null })
    const clerk = await job('midlands-hardware', 'MH-STORES-2026')
    expect(clerk.title).toMatch(/^Stores ?Clerk$/)
  })
})

describe('runIngest: duplicates across sources', () => {
  function serveEmployerAndAggregator() {
    routes.set(
      '/zambezi/sitemap.xml',
      xml(testFixture('sitemap.xml').replaceAll('{{origin}}', origin)),
    )
    routes.set('/jobs/operations-manager-harare/', html(adapterFixture('job-page-1.html')))
    routes.set('/jobs/registered-nurse-bulawayo/', html(adapterFixture('job-page-2.html')))
    routes.set('/hub/job-feed.xml', xml(testFixture('aggregator.rss.xml')))
    return {
      employer: source('zambezi-careers', 'jsonld', '/zambezi/sitemap.xml'),
      aggregator: source('vacancies-hub', 'rss', '/hub/job-feed.xml'),
    }
  }
  const managerRows = () =>
    db.query<{ source: string }>(
      `select source from jobs where title = 'Operations Manager' and withdrawn_at is null`,
    )

  it('stores the same job (title, company, closing day) from two sources once', async () => {
    const { employer, aggregator } = serveEmployerAndAggregator()

    const summary = await ingest([employer, aggregator], { concurrency: 1 })

    expect(summaryOf(summary, 'zambezi-careers')).toMatchObject({
      ok: true,
      fetched: 2,
      inserted: 2,
      duplicates: 0,
    })
    expect(summaryOf(summary, 'vacancies-hub')).toMatchObject({
      ok: true,
      fetched: 2,
      inserted: 1,
      duplicates: 1,
    })
    expect(formatSourceSummary(summaryOf(summary, 'vacancies-hub'))).toContain('duplicates 1')
    expect((await managerRows()).rows).toEqual([{ source: 'zambezi-careers' }])
    expect((await jobsOf('vacancies-hub')).map((row) => row.title)).toEqual([
      'Warehouse Supervisor',
    ])
    const { rows } = await db.query<{ duplicates: number }>(
      'select duplicates from ingest_runs where source = $1',
      ['vacancies-hub'],
    )
    expect(rows).toEqual([{ duplicates: 1 }])

    // and again on the next run, without withdrawing the aggregator's own job
    current += 60 * 60_000
    const again = await ingest([employer, aggregator], { concurrency: 1 })
    expect(summaryOf(again, 'vacancies-hub')).toMatchObject({
      inserted: 0,
      duplicates: 1,
      withdrawn: 0,
    })
    expect((await managerRows()).rows).toEqual([{ source: 'zambezi-careers' }])
  })

  it('stores the job once when the two sources are stored at the same moment', async () => {
    const { employer, aggregator } = serveEmployerAndAggregator()
    // Each source's transaction waits, after its duplicate check, until the other has made its
    // own check too (PostgreSQL: two connections; PGlite runs transactions one at a time, so it
    // cannot interleave them and the wait is skipped).
    const interleave = db.driver === 'postgres'
    let waiting = 0
    const bothChecked = deferred()
    const racing: Db = {
      ...db,
      transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        return db.transaction((tx) =>
          fn({
            async query<Row>(sql: string, params?: unknown[]) {
              const result = await tx.query<Row>(sql, params)
              if (interleave && sql.includes('select distinct fingerprint from jobs')) {
                if (++waiting === 2) bothChecked.resolve()
                // a safety net for an implementation that serialises the check: never hang
                const timer = setTimeout(() => bothChecked.resolve(), 3000)
                await bothChecked.promise
                clearTimeout(timer)
              }
              return result
            },
            exec: (sql: string) => tx.exec(sql),
          }),
        )
      },
    }

    const summary = await ingest([employer, aggregator], { db: racing, concurrency: 2 })

    expect(summary.sources.every((entry) => entry.ok)).toBe(true)
    expect((await managerRows()).rows).toHaveLength(1)
    expect(summary.sources.reduce((sum, entry) => sum + entry.duplicates, 0)).toBe(1)
  })
})

describe('runIngest: conditional GET', () => {
  it('sends the stored ETag, and a 304 stores nothing and withdraws nothing', async () => {
    const feed = rssFeed([feedItem('c-1'), feedItem('c-2'), feedItem('c-3')])
    routes.set('/etag/feed.xml', (request, response) => {
      if (request.headers['if-none-match'] === '"feed-v1"') {
        response.writeHead(304, { etag: '"feed-v1"' }).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"feed-v1"' })
      response.end(feed)
    })
    const board = source('etag-board', 'rss', '/etag/feed.xml')
    const feedRequests = () => seen.filter((request) => request.path === '/etag/feed.xml')

    const first = await ingest([board])
    expect(summaryOf(first, 'etag-board')).toMatchObject({ ok: true, complete: true, inserted: 3 })
    expect(feedRequests()[0]?.headers['if-none-match']).toBeUndefined()
    const { rows: state } = await db.query<{ url: string; etag: string | null }>(
      'select url, etag from ingest_source_state where source = $1',
      ['etag-board'],
    )
    expect(state).toEqual([{ url: `${origin}/etag/feed.xml`, etag: '"feed-v1"' }])

    // more 304s in a row than it takes to withdraw a missing job
    for (let run = 0; run < MISSES_TO_WITHDRAW + 1; run++) {
      current += 60 * 60_000
      const next = await ingest([board])
      expect(feedRequests().at(-1)?.headers['if-none-match']).toBe('"feed-v1"')
      expect(summaryOf(next, 'etag-board')).toMatchObject({
        ok: true,
        complete: false,
        fetched: 0,
        inserted: 0,
        updated: 0,
        withdrawn: 0,
        error: null,
        warnings: ['feed not modified since the last run'],
      })
    }
    expect(await jobsOf('etag-board')).toEqual(
      ['c-1', 'c-2', 'c-3'].map((id) => ({
        external_id: id,
        title: `Stores Clerk ${id}`,
        withdrawn: false,
        missed_runs: 0,
      })),
    )
    expect(await activeJobIds()).toHaveLength(3)
  })

  it('retries a job page that failed on the next run, even when the sitemap answers 304', async () => {
    let pageTwoUp = false
    routes.set('/cond/sitemap.xml', (request, response) => {
      if (request.headers['if-none-match'] === '"sitemap-v1"') {
        response.writeHead(304).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/xml', etag: '"sitemap-v1"' })
      response.end(sitemap(['/cond/jobs/one/', '/cond/jobs/two/']))
    })
    routes.set('/cond/jobs/one/', html(jobPage('cond-1', 'Brewer')))
    routes.set('/cond/jobs/two/', (request, response) => {
      if (pageTwoUp) html(jobPage('cond-2', 'Maltster'))(request, response)
      else response.writeHead(503).end('busy')
    })
    const brewers = source('bulawayo-brewers', 'jsonld', '/cond/sitemap.xml')

    const first = await ingest([brewers])
    expect(summaryOf(first, 'bulawayo-brewers')).toMatchObject({
      ok: true,
      complete: false,
      inserted: 1,
    })

    pageTwoUp = true
    current += 60 * 60_000
    await ingest([brewers])
    expect((await jobsOf('bulawayo-brewers')).map((row) => row.external_id)).toEqual([
      'cond-1',
      'cond-2',
    ])
  })
})

describe('runIngest: withdrawals', () => {
  it('withdraws a job missing from complete listings twice in a row, and brings it back', async () => {
    let items = [feedItem('w-1'), feedItem('w-2'), feedItem('w-3')]
    routes.set('/withdraw/feed.xml', (request, response) => xml(rssFeed(items))(request, response))
    const board = source('withdraw-board', 'rss', '/withdraw/feed.xml')
    const gone = makeJobId('withdraw-board', 'w-3')
    const run = async () => {
      current += 60 * 60_000
      return summaryOf(await ingest([board]), 'withdraw-board')
    }

    expect(await run()).toMatchObject({ ok: true, complete: true, inserted: 3, withdrawn: 0 })
    expect(await activeJobIds()).toContain(gone)

    items = items.slice(0, 2)
    expect(MISSES_TO_WITHDRAW).toBe(2)
    // the first complete listing without it: still listed
    expect(await run()).toMatchObject({ ok: true, complete: true, withdrawn: 0 })
    expect(await activeJobIds()).toContain(gone)
    expect((await jobsOf('withdraw-board'))[2]).toMatchObject({ withdrawn: false, missed_runs: 1 })

    // the second: withdrawn, out of the active list, into the closed one
    expect(await run()).toMatchObject({ ok: true, complete: true, withdrawn: 1 })
    expect(await activeJobIds()).not.toContain(gone)
    expect((await job('withdraw-board', 'w-3')).withdrawn).toBe(true)
    const closedList = await listJobs(db, {
      status: 'expired',
      page: 1,
      pageSize: 100,
      sort: 'newest',
      now: current,
    })
    expect(closedList.jobs.map((entry) => entry.job_id)).toEqual([gone])
    // a third run does not withdraw it again
    expect(await run()).toMatchObject({ withdrawn: 0 })

    // it comes back: listed again
    items = [feedItem('w-1'), feedItem('w-2'), feedItem('w-3')]
    expect(await run()).toMatchObject({ ok: true, inserted: 0, withdrawn: 0 })
    expect((await job('withdraw-board', 'w-3')).withdrawn).toBe(false)
    expect(await activeJobIds()).toContain(gone)
    expect((await jobsOf('withdraw-board'))[2]).toMatchObject({ withdrawn: false, missed_runs: 0 })
  })

  it('withdraws nothing after partial listings (a job page that failed)', async () => {
    let listed = ['/partial/jobs/1/', '/partial/jobs/2/', '/partial/jobs/3/']
    let pageTwoUp = true
    routes.set('/partial/sitemap.xml', (request, response) =>
      xml(sitemap(listed))(request, response),
    )
    routes.set('/partial/jobs/1/', html(jobPage('p-1', 'Brewer')))
    routes.set('/partial/jobs/2/', (request, response) => {
      if (pageTwoUp) html(jobPage('p-2', 'Maltster'))(request, response)
      else response.writeHead(500).end('oops')
    })
    routes.set('/partial/jobs/3/', html(jobPage('p-3', 'Cellar Hand')))
    const brewers = source('partial-brewers', 'jsonld', '/partial/sitemap.xml')

    const first = summaryOf(await ingest([brewers]), 'partial-brewers')
    expect(first).toMatchObject({ ok: true, complete: true, inserted: 3 })

    // job 3 leaves the sitemap, but job 2's page fails: the listing is partial
    listed = listed.slice(0, 2)
    pageTwoUp = false
    for (let run = 0; run < MISSES_TO_WITHDRAW + 1; run++) {
      current += 60 * 60_000
      const next = summaryOf(await ingest([brewers]), 'partial-brewers')
      expect(next).toMatchObject({ ok: true, complete: false, fetched: 1, withdrawn: 0 })
      expect(next.warnings).toEqual([expect.stringMatching(/\/partial\/jobs\/2\/: HTTP 500 from /)])
      expect(formatSourceSummary(next)).toContain('(partial listing: nothing withdrawn)')
    }
    expect(await jobsOf('partial-brewers')).toEqual([
      { external_id: 'p-1', title: 'Brewer', withdrawn: false, missed_runs: 0 },
      { external_id: 'p-2', title: 'Maltster', withdrawn: false, missed_runs: 0 },
      { external_id: 'p-3', title: 'Cellar Hand', withdrawn: false, missed_runs: 0 },
    ])
    expect(await activeJobIds()).toHaveLength(3)
  })
})

describe('runIngest: what a run writes', () => {
  /** The database, counting calls of `maintain` (the vacuum after a run that wrote jobs). */
  function countingMaintain(base: Db) {
    const counter = { calls: 0 }
    const counted: Db = {
      ...base,
      async maintain() {
        counter.calls++
        await base.maintain()
      },
    }
    return { db: counted, counter }
  }

  async function rowVersions(sourceName: string): Promise<string[]> {
    const { rows } = await db.query<{ xmin: string }>(
      'select xmin::text as xmin from jobs where source = $1 order by external_id',
      [sourceName],
    )
    return rows.map((row) => row.xmin)
  }

  it('writes no job and keeps data_version when the listing has not changed', async () => {
    // no validators: the listing is fetched and stored in full every time
    routes.set('/same/feed.xml', xml(rssFeed([feedItem('s-1'), feedItem('s-2'), feedItem('s-3')])))
    const board = source('same-board', 'rss', '/same/feed.xml')
    const { db: counted, counter } = countingMaintain(db)

    expect(summaryOf(await ingest([board], { db: counted }), 'same-board')).toMatchObject({
      ok: true,
      complete: true,
      inserted: 3,
    })
    expect(counter.calls).toBe(1)
    const versions = await rowVersions('same-board')
    const dataVersion = await getDataVersion(db)

    for (let run = 0; run < MISSES_TO_WITHDRAW + 1; run++) {
      current += 60 * 60_000
      const next = summaryOf(await ingest([board], { db: counted }), 'same-board')
      expect(next).toMatchObject({ ok: true, complete: true, fetched: 3, inserted: 0, updated: 0 })
    }
    expect(await rowVersions('same-board')).toEqual(versions)
    expect(await getDataVersion(db)).toBe(dataVersion)
    expect(counter.calls).toBe(1)
    expect(await countOf('select 1 from ingest_runs where source = $1', ['same-board'])).toBe(4)
  })

  it('writes only the changed and the missing jobs, then vacuums', async () => {
    let items = [feedItem('m-1'), feedItem('m-2'), feedItem('m-3'), feedItem('m-4')]
    routes.set('/moving/feed.xml', (request, response) => xml(rssFeed(items))(request, response))
    const board = source('moving-board', 'rss', '/moving/feed.xml')
    const { db: counted, counter } = countingMaintain(db)
    await ingest([board], { db: counted })
    const [one, two, three, four] = await rowVersions('moving-board')

    // m-2 changes, m-4 leaves the listing
    items = [feedItem('m-1'), { ...feedItem('m-2'), title: 'Head Storeman m-2' }, feedItem('m-3')]
    current += 60 * 60_000
    const dataVersion = await getDataVersion(db)
    expect(summaryOf(await ingest([board], { db: counted }), 'moving-board')).toMatchObject({
      inserted: 0,
      updated: 1,
      withdrawn: 0,
    })
    const after = await rowVersions('moving-board')
    expect(after[0]).toBe(one)
    expect(after[1]).not.toBe(two)
    expect(after[2]).toBe(three)
    expect(after[3]).not.toBe(four)
    expect(await getDataVersion(db)).toBeGreaterThan(dataVersion)
    expect(counter.calls).toBe(2)
    expect((await jobsOf('moving-board')).map((row) => row.missed_runs)).toEqual([0, 0, 0, 1])
  })

  it('stands when the vacuum after it fails, and says so', async () => {
    routes.set('/vacuum/feed.xml', xml(rssFeed([feedItem('v-1')])))
    const board = source('vacuum-board', 'rss', '/vacuum/feed.xml')
    const failing: Db = {
      ...db,
      maintain: () => Promise.reject(new Error('simulated: vacuum failed')),
    }
    const summary = await ingest([board], { db: failing })
    expect(summaryOf(summary, 'vacuum-board')).toMatchObject({ ok: true, inserted: 1 })
    expect(takeLogs('error')).toMatchObject([
      {
        msg: 'ingest: could not vacuum the database',
        err: { message: 'simulated: vacuum failed' },
      },
    ])
    expect(await jobsOf('vacuum-board')).toHaveLength(1)
  })
})

describe('runIngest: demo jobs', () => {
  const demoCount = () => countOf('select 1 from jobs where is_demo')

  beforeEach(async () => {
    await seedDemoJobs(db, { now: current, timeZone: TIME_ZONE, count: 6 })
    expect(await demoCount()).toBe(6)
  })

  it('removes the demo jobs after a run with a source that worked', async () => {
    const healthy = serveHealthySource()
    routes.set('/error/feed.xml', (_request, response) => response.writeHead(500).end())
    const failing = source('failing-board', 'rss', '/error/feed.xml')

    const summary = await ingest([failing, healthy])

    expect(summary.demoJobsRemoved).toBe(6)
    expect(await demoCount()).toBe(0)
    expect(await jobsOf('healthy-board')).toHaveLength(2)
  })

  it('keeps the demo jobs when keepDemoJobs is set', async () => {
    const healthy = serveHealthySource()

    const summary = await ingest([healthy], { keepDemoJobs: true })

    expect(summary.demoJobsRemoved).toBe(0)
    expect(await demoCount()).toBe(6)
    expect(await jobsOf('healthy-board')).toHaveLength(2)
  })

  it('keeps the demo jobs when every source failed', async () => {
    routes.set('/error/feed.xml', (_request, response) => response.writeHead(500).end())
    routes.set('/broken/feed.xml', xml(testFixture('invalid.rss.xml')))

    const summary = await ingest([
      source('failing-board', 'rss', '/error/feed.xml'),
      source('broken-board', 'rss', '/broken/feed.xml'),
    ])

    expect(summary.sources.map((entry) => entry.ok)).toEqual([false, false])
    expect(summary.demoJobsRemoved).toBe(0)
    expect(await demoCount()).toBe(6)
  })
})

describe('runIngest: only', () => {
  function threeSources() {
    routes.set('/alpha/feed.xml', xml(rssFeed([feedItem('a-1'), feedItem('a-2')])))
    routes.set('/bravo/jobs', json(greenhouseBoard(3, 'Bravo Mining')))
    routes.set('/charlie/feed.xml', xml(rssFeed([feedItem('c-1')])))
    return [
      source('alpha', 'rss', '/alpha/feed.xml'),
      source('bravo', 'greenhouse', '/bravo/jobs'),
      source('charlie', 'rss', '/charlie/feed.xml', { enabled: false }),
    ]
  }

  it('runs only the named source', async () => {
    const sources = threeSources()

    const summary = await ingest(sources, { only: 'bravo' })

    expect(summary.sources.map((entry) => entry.source)).toEqual(['bravo'])
    expect(summaryOf(summary, 'bravo')).toMatchObject({ ok: true, inserted: 3 })
    expect(await countOf('select 1 from jobs where source <> $1', ['bravo'])).toBe(0)
    expect(await countOf('select 1 from ingest_runs where source <> $1', ['bravo'])).toBe(0)
    expect(seen.filter((request) => request.path !== '/robots.txt').map((r) => r.path)).toEqual([
      '/bravo/jobs?content=true',
    ])
  })

  it('throws IngestRunError for an unknown or a disabled source, before fetching anything', async () => {
    const sources = threeSources()

    const unknown = runIngest(ingestOptions(sources, { only: 'delta' }))
    await expect(unknown).rejects.toThrow(IngestRunError)
    await expect(unknown).rejects.toThrow('No source named "delta" in the sources file')

    const disabled = runIngest(ingestOptions(sources, { only: 'charlie' }))
    await expect(disabled).rejects.toThrow(IngestRunError)
    await expect(disabled).rejects.toThrow('The source "charlie" is disabled in the sources file')

    expect(seen).toEqual([])
    expect(await countOf('select 1 from ingest_runs')).toBe(0)
    expect(await countOf('select 1 from jobs')).toBe(0)
  })
})

describe('runIngest: atomicity', () => {
  /** A database on which, inside any one transaction, the second insert into jobs fails. */
  function failingSecondBatch(base: Db): Db {
    return {
      ...base,
      transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        return base.transaction((tx) => {
          let inserts = 0
          return fn({
            async query<Row>(sql: string, params?: unknown[]) {
              if (/^\s*insert into jobs\b/i.test(sql) && ++inserts === 2) {
                throw new Error('simulated failure: the connection to the database was lost')
              }
              return tx.query<Row>(sql, params)
            },
            exec: (sql: string) => tx.exec(sql),
          })
        })
      },
    }
  }

  it('leaves none of the jobs of a source whose store step fails midway', async () => {
    const healthy = serveHealthySource()
    // 600 jobs: upsertJobs writes them in two batches of at most 500, and the second one fails
    routes.set(
      '/big/jobs',
      send(greenhouseBoard(600, 'Big Employer'), 'application/json', { etag: '"big-1"' }),
    )
    const big = source('big-board', 'greenhouse', '/big/jobs')

    const summary = await ingest([big, healthy], { db: failingSecondBatch(db) })

    expect(summaryOf(summary, 'big-board')).toMatchObject({
      ok: false,
      fetched: 600,
      error: 'simulated failure: the connection to the database was lost',
    })
    expect(await jobsOf('big-board')).toEqual([])
    expect(
      await countOf('select 1 from ingest_source_state where source = $1', ['big-board']),
    ).toBe(0)
    expect(summaryOf(summary, 'healthy-board')).toMatchObject({ ok: true, inserted: 2 })
    expect(await jobsOf('healthy-board')).toHaveLength(2)
    expect(
      await countOf('select 1 from ingest_runs where source = $1 and not ok', ['big-board']),
    ).toBe(1)

    // the next run, on a working database, stores all of them
    current += 60 * 60_000
    const next = await ingest([big, healthy])
    expect(summaryOf(next, 'big-board')).toMatchObject({ ok: true, inserted: 600 })
    expect(await countOf('select 1 from jobs where source = $1', ['big-board'])).toBe(600)
  })
})

describe('runIngest: one run at a time', () => {
  it('returns { ran: false } while another run holds the lock', async () => {
    const requested = deferred()
    const release = deferred()
    routes.set('/held/feed.xml', (request, response) => {
      requested.resolve()
      void release.promise.then(() => xml(rssFeed([feedItem('h-1')]))(request, response))
    })
    const held = source('held-board', 'rss', '/held/feed.xml')
    // headers may take as long as the test needs
    const patient = createSafeFetcher({ ...FETCHER_OPTIONS, headersTimeoutMs: 20_000 })

    const first = runIngest(ingestOptions([held], { fetcher: patient }))
    try {
      await requested.promise
      expect(await runIngest(ingestOptions([held]))).toEqual({
        ran: false,
        reason: 'another process is ingesting right now',
      })
    } finally {
      release.resolve()
    }
    const done = await first
    expect(done.ran && summaryOf(done, 'held-board')).toMatchObject({ ok: true, inserted: 1 })
    expect(await countOf('select 1 from ingest_runs')).toBe(1)

    // the lock is free again
    expect((await runIngest(ingestOptions([held]))).ran).toBe(true)
  })
})
