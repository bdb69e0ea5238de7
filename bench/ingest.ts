/**
 * Ingest throughput: 50 local WP Job Manager feeds of 200 jobs each (10,000 jobs),
 * ingested by `runIngest` through the real guarded fetcher (robots.txt, politeness delay of 1 s
 * per host, gzip, ETag) into a fresh database; then a second run in which every feed answers 304.
 * Prints jobs per second and peak memory (target: 10,000 jobs in under 30 s, under 300 MB).
 *
 * The feeds are built and served by a child process (bench/lib/ingest-fixtures.ts), one server
 * per source on 127.0.0.1 ... 127.0.0.50 so that each source is its own host to the fetcher;
 * the memory measured is this process alone: the ingester, plus PGlite when it is the database.
 *
 *   npm run bench:ingest                              # PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://... npm run bench:ingest  # a throwaway database on that server
 *   BENCH_CONCURRENCY=16 npm run bench:ingest         # sources fetched at once (default 4, as INGEST_CONCURRENCY)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import pg from 'pg'

import type { Db } from '../src/server/db/db.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { adapters } from '../src/server/ingest/adapters/adapters.ts'
import { createSafeFetcher } from '../src/server/ingest/fetch/safe-fetch.ts'
import {
  formatSourceSummary,
  runIngest,
  type IngestSummary,
} from '../src/server/ingest/ingest-pipeline.ts'
import type { Fetcher, SourceConfig } from '../src/server/ingest/ingest-types.ts'
import { startFeedProcess } from './lib/ingest-fixtures.ts'
import type { BenchRow } from './run-all.ts'

const SOURCES = 50
const JOBS_PER_SOURCE = 200
const HOST_DELAY_MS = 1000
const TIME_ZONE = 'Africa/Harare'
const MB = 1024 * 1024

interface BenchDb {
  name: string
  db: Db
  close(): Promise<void>
}

/** PGlite in a fresh directory, or a throwaway database on the DATABASE_URL server. */
async function openBenchDb(serverUrl: string | null): Promise<BenchDb> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-bench-ingest-'))
    try {
      const db = await openDb({ databaseUrl: null, dataDir })
      return {
        name: 'PGlite',
        db,
        async close() {
          await db.close()
          rmSync(dataDir, { recursive: true, force: true })
        },
      }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
  const name = `jobs_bench_ingest_${process.pid}`
  const admin = (sql: string) => withAdmin(serverUrl, (client) => client.query(sql))
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    const db = await openDb({ databaseUrl: url.toString(), dataDir: null })
    return {
      name: 'PostgreSQL',
      db,
      async close() {
        await db.close()
        // pg's pool.end() resolves before its sockets have closed; dropping at once (force)
        // would terminate them and the pool would log "terminating connection" errors
        await withAdmin(serverUrl, async (client) => {
          for (let tries = 0; tries < 100; tries++) {
            const { rows } = await client.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            )
            if (rows[0]?.n === 0) break
            await delay(20)
          }
          await client.query(`drop database if exists ${name} with (force)`)
        })
      },
    }
  } catch (error) {
    await admin(`drop database if exists ${name} with (force)`)
    throw error
  }
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** VmHWM (peak resident set) of this process in bytes; null where /proc is not there. */
function readVmHwm(): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    return kb === undefined ? null : Number(kb) * 1024
  } catch {
    return null
  }
}

/** Resets VmHWM to the current RSS (Linux: "5" to clear_refs); false when not allowed. */
function resetVmHwm(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5')
    return true
  } catch {
    return false
  }
}

/** Samples RSS every 50 ms; the event loop can be busy, so VmHWM is the exact figure. */
function startRssSampler() {
  let peak = process.memoryUsage.rss()
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 50)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, process.memoryUsage.rss())
    },
  }
}

/** Where one run's time goes, summed over sources (they overlap `concurrency` at a time). */
interface Breakdown {
  politenessMs: number
  fetchMs: number
  parseMs: number
  sourceMs: number
}

/**
 * The real fetcher and rss adapter, with clocks around them: fetch (robots.txt, the politeness
 * wait, the feed), the adapter's own work (XML, HTML to markdown, dates), and the rest of each
 * source's time (database).
 */
function instrumented(allowHosts: string[]) {
  const breakdown: Breakdown = { politenessMs: 0, fetchMs: 0, parseMs: 0, sourceMs: 0 }
  const realFetcher = createSafeFetcher({
    userAgent: 'JobsZW-Bench/1.0',
    allowHosts,
    hostDelayMs: HOST_DELAY_MS,
    sleep: (ms) => {
      breakdown.politenessMs += ms
      return delay(ms)
    },
  })
  const fetcher: Fetcher = async (url, options) => {
    const started = performance.now()
    try {
      return await realFetcher(url, options)
    } finally {
      breakdown.fetchMs += performance.now() - started
    }
  }
  const rss = adapters.rss
  const timedAdapters = {
    ...adapters,
    rss: async (context: Parameters<typeof rss>[0]) => {
      const started = performance.now()
      let fetchMs = 0
      const result = await rss({
        ...context,
        fetch: async (url, options) => {
          const fetchStarted = performance.now()
          try {
            return await context.fetch(url, options)
          } finally {
            fetchMs += performance.now() - fetchStarted
          }
        },
      })
      breakdown.parseMs += performance.now() - started - fetchMs
      return result
    },
  }
  const reset = () =>
    Object.assign(breakdown, { politenessMs: 0, fetchMs: 0, parseMs: 0, sourceMs: 0 })
  return { fetcher, adapters: timedAdapters, breakdown, reset }
}

type Instrumented = ReturnType<typeof instrumented>

interface RunResult {
  summary: Extract<IngestSummary, { ran: true }>
  seconds: number
  breakdown: Breakdown
}

async function timedRun(
  db: Db,
  sources: SourceConfig[],
  tools: Instrumented,
  concurrency: number,
): Promise<RunResult> {
  // one fetcher for both runs, as the server's ingester keeps one (and its robots.txt cache)
  tools.reset()
  const { fetcher, adapters: timedAdapters } = tools
  const breakdown = { ...tools.breakdown }
  const started = performance.now()
  const summary = await runIngest({
    db,
    sources,
    fetcher,
    adapters: timedAdapters,
    timeZone: TIME_ZONE,
    now: Date.now,
    keepDemoJobs: true,
    concurrency,
  })
  const seconds = (performance.now() - started) / 1000
  if (!summary.ran) throw new Error(`the ingest run did not happen: ${summary.reason}`)
  Object.assign(breakdown, tools.breakdown)
  breakdown.sourceMs = summary.sources.reduce((sum, source) => sum + source.durationMs, 0)
  return { summary, seconds, breakdown }
}

function breakdownRow(run: string, { politenessMs, fetchMs, parseMs, sourceMs }: Breakdown) {
  const s = (ms: number) => Number((ms / 1000).toFixed(1))
  return {
    run,
    'sum of source s': s(sourceMs),
    'politeness wait s': s(politenessMs),
    'fetch (ex. wait) s': s(fetchMs - politenessMs),
    'parse + normalise s': s(parseMs),
    'database s': s(sourceMs - fetchMs - parseMs),
  }
}

const mb = (bytes: number | null) => (bytes === null ? 'n/a' : Math.round(bytes / MB))

export async function benchIngest(): Promise<BenchRow[]> {
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4)
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`BENCH_CONCURRENCY must be a whole number of 1 or more`)
  const serverUrl = loadEnv().databaseUrl
  const feeds = await startFeedProcess(SOURCES, JOBS_PER_SOURCE)
  let bench: BenchDb | undefined
  try {
    bench = await openBenchDb(serverUrl)
    const { db } = bench
    console.log(
      `Ingest benchmark: ${bench.name}, ${feeds.sources.length} sources x ${JOBS_PER_SOURCE} jobs, ` +
        `concurrency ${concurrency}, ${HOST_DELAY_MS} ms politeness per host; feeds ` +
        `${(feeds.bytes / MB).toFixed(1)} MB (${(feeds.gzipBytes / MB).toFixed(1)} MB gzipped), ` +
        `served by child process ${feeds.pid}`,
    )
    const sources: SourceConfig[] = feeds.sources.map((feed) => ({
      name: feed.name,
      kind: 'rss',
      url: feed.url,
      enabled: true,
    }))

    const rssBefore = process.memoryUsage.rss()
    const hwmReset = resetVmHwm()
    const sampler = startRssSampler()
    const eluBefore = performance.eventLoopUtilization()
    const tools = instrumented(feeds.sources.map((feed) => feed.host))
    const first = await timedRun(db, sources, tools, concurrency)
    const busy = performance.eventLoopUtilization(eluBefore).utilization
    const firstPeakRss = sampler.stop()
    const firstHwm = readVmHwm()
    const second = await timedRun(db, sources, tools, concurrency)

    const { rows } = await db.query<{ jobs: number; deadlines: number }>(
      `select count(*)::int as jobs, count(deadline)::int as deadlines from jobs`,
    )
    const stored = rows[0]?.jobs ?? 0
    const withDeadline = rows[0]?.deadlines ?? 0
    const inserted = first.summary.sources.reduce((sum, source) => sum + source.inserted, 0)
    const served = await feeds.stop()

    console.table([
      {
        database: bench.name,
        sources: feeds.sources.length,
        'jobs stored': stored,
        'first run s': Number(first.seconds.toFixed(2)),
        'jobs/s': Math.round(inserted / first.seconds),
        'second run (304) s': Number(second.seconds.toFixed(2)),
        'peak RSS MB': mb(firstPeakRss),
        'VmHWM MB': mb(firstHwm),
      },
    ])
    console.log(
      `Memory is this process only (the feed servers run in a child process)` +
        (bench.name === 'PGlite'
          ? ', and includes the embedded PGlite database. '
          : '; the PostgreSQL server is not counted. ') +
        `RSS before the first run: ${mb(rssBefore)} MB. Peak RSS: sampled every 50 ms during ` +
        `the first run; VmHWM: /proc/self/status after it` +
        (hwmReset
          ? ', reset just before it.'
          : ' (not reset: the peak since the process started).'),
    )
    console.log(
      `Target: 10,000 jobs from 50 sources in < 30 s and < 300 MB; ` +
        `got ${first.seconds.toFixed(1)} s and ${mb(firstHwm ?? firstPeakRss)} MB.`,
    )
    console.log(
      `Where the time goes, summed over sources (${concurrency} at a time; the 304 run reads no ` +
        `feed). The main thread was busy ${Math.round(busy * 100)}% of the first run` +
        (bench.name === 'PGlite'
          ? '; PGlite runs on it, so its work also delays the fetches and parses of other sources.'
          : '.'),
    )
    console.table([
      breakdownRow('first', first.breakdown),
      breakdownRow('second', second.breakdown),
    ])
    console.log(
      `Feed servers answered: ${served.robots} robots.txt (404), ${served.ok} feeds ` +
        `(${served.gzip} gzipped), ${served.notModified} x 304, ${served.notFound} other 404.`,
    )

    const problems: string[] = []
    for (const source of first.summary.sources) {
      if (!source.ok || !source.complete || source.inserted !== JOBS_PER_SOURCE)
        problems.push(`first run: ${formatSourceSummary(source)}`)
      else if (source.warnings.length > 0)
        problems.push(`first run: ${source.source}: ${source.warnings.join('; ')}`)
    }
    for (const source of second.summary.sources) {
      if (!source.ok || source.fetched !== 0)
        problems.push(`second run (expected 304): ${formatSourceSummary(source)}`)
    }
    if (stored !== SOURCES * JOBS_PER_SOURCE)
      problems.push(`${stored} jobs in the database, expected ${SOURCES * JOBS_PER_SOURCE}`)
    if (withDeadline !== stored)
      problems.push(
        `${stored - withDeadline} stored jobs have no deadline (every feed item has one)`,
      )
    if (served.notModified !== SOURCES)
      problems.push(
        `the feed servers answered ${served.notModified} requests with 304, not ${SOURCES}`,
      )
    if (problems.length > 0) {
      for (const problem of problems.slice(0, 20)) console.error(problem)
      throw new Error(`the ingest benchmark run failed (${problems.length} problems)`)
    }
    const row = (measure: string, value: number, unit: string): BenchRow => ({
      bench: 'ingest',
      measure,
      value,
      unit,
    })
    return [
      row(`first run, ${stored} jobs (${bench.name})`, Number(first.seconds.toFixed(2)), 's'),
      row('first run', Math.round(inserted / first.seconds), 'jobs/s'),
      row('second run, every feed 304', Number(second.seconds.toFixed(2)), 's'),
      row(
        firstHwm === null ? 'peak RSS, first run' : 'VmHWM, first run',
        Math.round((firstHwm ?? firstPeakRss) / MB),
        'MB',
      ),
    ]
  } finally {
    await bench?.close()
    await feeds.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIngest()
