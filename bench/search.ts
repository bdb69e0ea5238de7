/**
 * Search under load, on a database of BENCH_JOBS demo jobs: distinct searches (each one no one
 * sent before in the run, so none is answered from the response cache), and the cached first
 * page of the list measured alone and again while the searches run, which shows whether
 * searching holds up the thread that serves cached answers. Beside them the machine's ceiling:
 * a bare node:http server answering the first page's bytes from memory. The server is pinned to
 * one core, the load generators to the other (PostgreSQL itself is not pinned). Figures are
 * printed beside their targets; nothing fails on timing.
 *
 *   npm run bench:search                                  # PGlite, 10,000 jobs, 10 s per run
 *   DATABASE_URL=postgres://... npm run bench:search      # PostgreSQL (the server's variable)
 *   BENCH_JOBS=100000 BENCH_DURATION=5 npm run bench:search
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { runLoad, type LoadResult } from './lib/load.ts'
import { createQueryGenerator, DEMO_TOWNS, seededRandom } from './lib/search-queries.ts'
import { pinSelfToCpu1, startTarget } from './lib/target.ts'
import { getWireBytes } from './lib/wire-bytes.ts'
import type { BenchRow } from './run-all.ts'

const jobCount = positive('BENCH_JOBS', 10_000)
const duration = positive('BENCH_DURATION', 10)
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const browserHeaders = { 'accept-encoding': 'gzip, br' }
/** the first request of the list, as bench/api.ts measures it */
const FIRST_PAGE = '/api/jobs?status=active&page=1&pageSize=100'
/** connections of the bare server and of the first page alone, as in bench/api.ts */
const LIST_CONNECTIONS = 50
const SEARCH_CONNECTIONS = 20
/** the second load generator, asking for the first page while the searches run */
const SIDE_CONNECTIONS = 5

/** Targets, each for the database and board size it was set for. */
const TARGETS = {
  PGlite: { jobs: 10_000, searchesPerSec: 300, searchP99: 100, firstPageP99: 20 },
  PostgreSQL: { jobs: 100_000, searchesPerSec: null, searchP99: 100, firstPageP99: null },
} as const

const searchPath = (q: string) =>
  `/api/jobs?q=${encodeURIComponent(q)}&status=active&page=1&pageSize=20`
const facetsPath = (q: string) => `/api/jobs/facets?q=${encodeURIComponent(q)}&status=active`

/** A whole number above zero from the environment; a typo must not run a benchmark of NaN. */
function positive(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number > 0`)
  return value
}

/** A run's figures, with how many requests it sent and got answers to, where it says. */
interface Measured extends LoadResult {
  /**
   * responses received and requests sent, null where bench/lib/load.ts does not say; requests
   * still unanswered when the run ended count in no latency, so these show how many there were
   */
  answered: number | null
  sent: number | null
  seconds: number
}

interface Row {
  run: string
  conns: number | string
  'req/s': number | string
  'p50 ms': number | string
  'p99 ms': number | string
  answered: number | string
  'non-2xx': number | string
  errors: number | string
  target: string
  verdict: string
}

function row(run: string, conns: number, r: Measured, target = '', verdict = ''): Row {
  // With no response at all there is no latency to show, only that it was longer than the run.
  const none = r.answered === 0 ? `none in ${r.seconds} s` : null
  return {
    run,
    conns,
    'req/s': Math.round(r.reqPerSec),
    'p50 ms': none ?? r.p50,
    'p99 ms': none ?? r.p99,
    answered: r.answered === null ? '' : `${r.answered} of ${r.sent ?? '?'}`,
    'non-2xx': r.non2xx,
    errors: r.errors,
    target,
    verdict,
  }
}

function unavailableRow(run: string, why: string): Row {
  return {
    run,
    conns: '',
    'req/s': why,
    'p50 ms': '',
    'p99 ms': '',
    answered: '',
    'non-2xx': '',
    errors: '',
    target: '',
    verdict: '',
  }
}

/** Whether a run had answers, all of them 2xx, and its p99 under `ms`. */
const within = (r: Measured, ms: number) =>
  r.answered !== 0 && r.p99 < ms && r.non2xx === 0 && r.errors === 0

const meets = (ok: boolean) => (ok ? 'meets' : 'misses')

export async function benchSearch(): Promise<BenchRow[]> {
  pinSelfToCpu1()
  console.log(
    `Search benchmark: ${database}, BENCH_JOBS=${jobCount}, BENCH_DURATION=${duration} s per run; ` +
      `${SEARCH_CONNECTIONS} connections searching, ${SIDE_CONNECTIONS} on the first page beside them`,
  )
  const samples = createQueryGenerator()
  console.log(
    `searches look like: ${Array.from({ length: 8 }, () => JSON.stringify(samples.next())).join(', ')}`,
  )

  const seedStarted = performance.now()
  const app = await startTarget(['app', String(jobCount)])
  const seedSeconds = (performance.now() - seedStarted) / 1000
  console.log(
    `seeded ${jobCount.toLocaleString('en-US')} jobs and started in ${seedSeconds.toFixed(1)} s`,
  )
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-search-'))
  try {
    // One generator for the whole run, so that no search is sent twice, in any run below.
    const queries = createQueryGenerator()
    const probe = await getJson(app.url + searchPath(queries.next()))
    if (probe.status !== 200) throw new Error(`a search answered ${probe.status}, not 200`)
    const filters = await probeLocationFilter(app.url)
    const facets = await getJson(app.url + facetsPath(queries.next()))

    const wire = await getWireBytes(app.url + FIRST_PAGE, browserHeaders)
    const bodyFile = path.join(tmp, 'body')
    writeFileSync(bodyFile, wire.body)
    // The bare server answers the identical response: same body and same headers.
    const bare = await startTarget(['bare', bodyFile, JSON.stringify(wire.headers)])
    const ceiling = await runLoad(bare.url, {
      connections: LIST_CONNECTIONS,
      duration,
      headers: browserHeaders,
    }).finally(() => bare.stop())

    const list = async (connections: number): Promise<Measured> => ({
      ...(await runLoad(app.url + FIRST_PAGE, { connections, duration, headers: browserHeaders })),
      answered: null,
      sent: null,
      seconds: duration,
    })
    const firstPage = await list(LIST_CONNECTIONS)
    const firstPageFew = await list(SIDE_CONNECTIONS)

    const distinct = (connections: number, seconds: number, pathOf = searchPath) =>
      runPaths(app.url, () => pathOf(queries.next()), connections, seconds)
    // Searches the load generator stopped waiting for may still be queued in the server; each
    // run starts once they are done, so that it does not pay for the one before.
    const backlog: string[] = []
    const settled = async <T>(name: string, run: Promise<T>): Promise<T> => {
      const result = await run
      backlog.push(`${name} ${((await settle(app.url)) / 1000).toFixed(1)} s`)
      return result
    }
    await settled('warm-up', distinct(SEARCH_CONNECTIONS, Math.min(2, duration))) // discarded
    const searches = await settled('searches', distinct(SEARCH_CONNECTIONS, duration))

    // The first page is asked for only while the searches run: it starts a little after them
    // and stops a little before, with no warm-up (it is warm from the runs above).
    const [searchesBeside, firstPageBeside] = await settled(
      'beside',
      Promise.all([
        distinct(SEARCH_CONNECTIONS, duration + 1),
        sleep(500).then(() => runPaths(app.url, () => FIRST_PAGE, SIDE_CONNECTIONS, duration)),
      ]),
    )

    let filtered: Measured | string = typeof filters === 'string' ? filters : ''
    if (typeof filters !== 'string') {
      console.log(`location filter: ${filters.join(', ')}`)
      const random = seededRandom(7)
      const town = () => filters[Math.floor(random() * filters.length)] ?? 'harare'
      filtered = await settled(
        'filtered',
        distinct(
          SEARCH_CONNECTIONS,
          duration,
          (q) => `${searchPath(q)}&location=${encodeURIComponent(town())}`,
        ),
      )
    }
    const facetResult =
      facets.status === 200
        ? await settled('facets', distinct(SEARCH_CONNECTIONS, duration, facetsPath))
        : `not available (${facets.status})`

    const target = TARGETS[database]
    const forSize =
      jobCount === target.jobs ? '' : ` (set for ${target.jobs.toLocaleString('en-US')})`
    const searchTarget =
      (target.searchesPerSec === null ? '' : `>= ${target.searchesPerSec}/s, `) +
      `p99 < ${target.searchP99} ms${forSize}`
    const searchOk =
      (target.searchesPerSec === null || searches.reqPerSec >= target.searchesPerSec) &&
      within(searches, target.searchP99)
    const rows: Row[] = [
      row('node:http, first page bytes', LIST_CONNECTIONS, {
        ...ceiling,
        answered: null,
        sent: null,
        seconds: duration,
      }),
      row('first page (cached), alone', LIST_CONNECTIONS, firstPage),
      row('first page (cached), alone', SIDE_CONNECTIONS, firstPageFew),
      row('distinct searches', SEARCH_CONNECTIONS, searches, searchTarget, meets(searchOk)),
      row('distinct searches, beside first page', SEARCH_CONNECTIONS, searchesBeside),
      target.firstPageP99 === null
        ? row('first page while searching', SIDE_CONNECTIONS, firstPageBeside)
        : row(
            'first page while searching',
            SIDE_CONNECTIONS,
            firstPageBeside,
            `p99 < ${target.firstPageP99} ms${forSize}`,
            meets(within(firstPageBeside, target.firstPageP99)),
          ),
      typeof filtered === 'string'
        ? unavailableRow('searches + location filter', filtered)
        : row('searches + location filter', SEARCH_CONNECTIONS, filtered),
      typeof facetResult === 'string'
        ? unavailableRow('facets of distinct searches', facetResult)
        : row('facets of distinct searches', SEARCH_CONNECTIONS, facetResult),
    ]
    console.table(rows)
    console.log(
      `${queries.count.toLocaleString('en-US')} distinct searches generated, none sent twice. ` +
        `Time for searches still queued in the server to finish after each run: ` +
        `${backlog.join(', ')}.`,
    )

    const rate = (measure: string, r: LoadResult): BenchRow => ({
      bench: 'search',
      measure,
      value: Math.round(r.reqPerSec),
      unit: 'req/s',
    })
    const p99 = (measure: string, r: LoadResult): BenchRow => ({
      bench: 'search',
      measure,
      value: r.p99,
      unit: 'ms',
    })
    return [
      rate(`distinct searches, ${jobCount} jobs`, searches),
      p99('distinct searches p99', searches),
      p99('first page p99 while searching', firstPageBeside),
      {
        bench: 'search',
        measure: 'seed and start',
        value: Number(seedSeconds.toFixed(1)),
        unit: 's',
      },
    ]
  } finally {
    await app.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

/**
 * Waits until the cached first page is answered within 100 ms, or a minute has passed, and
 * returns how long that took in ms. A cached answer needs no database, so a slow one means the
 * server is still busy with earlier requests.
 */
async function settle(url: string): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < 60_000) {
    const asked = performance.now()
    await fetch(url + FIRST_PAGE).then((response) => response.arrayBuffer())
    if (performance.now() - asked < 100) break
  }
  return performance.now() - started
}

/**
 * The towns the server filters by, as location values ("victoria-falls": a value in a URL has no
 * spaces), or why there are none: a 400 or 404 means it does not know the parameter, and a 200
 * listing jobs of other towns means it ignored it (unknown parameters are ignored), which would
 * make the run one more set of plain searches under another name.
 */
async function probeLocationFilter(url: string): Promise<string[] | string> {
  const list = (town: string) =>
    getJson(`${url}/api/jobs?status=active&location=${encodeURIComponent(town)}&page=1&pageSize=20`)
  const { status, body } = await list('bulawayo')
  if (status !== 200) return `not available (${status})`
  const jobs = isRecord(body) && Array.isArray(body.jobs) ? (body.jobs as unknown[]) : []
  const located = jobs.every(
    (job) => isRecord(job) && typeof job.location === 'string' && /bulawayo/i.test(job.location),
  )
  if (jobs.length === 0 || !located) return 'not available (location ignored)'
  const towns: string[] = []
  for (const town of DEMO_TOWNS.map((name) => name.replaceAll(' ', '-'))) {
    if ((await list(town)).status === 200) towns.push(town)
  }
  return towns
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url)
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (an HTML 404 page, say): the status says enough.
  }
  return { status: response.status, body }
}

/**
 * Like runLoad, but each request's path comes from `nextPath`, so that every request can be one
 * never sent before. autocannon calls setupRequest for every request of every connection; the
 * function is shared by all connections, so the paths are distinct across all of them.
 */
async function runPaths(
  url: string,
  nextPath: () => string,
  connections: number,
  seconds: number,
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: browserHeaders,
    requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  })
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    answered: result.requests.total,
    sent: result.requests.sent,
    seconds,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSearch()
}
