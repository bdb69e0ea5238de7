/**
 * What GET /metrics reports, in Prometheus's text format (prom-client). One registry per app, so
 * tests start from zero. Counts that live in the database (ingest runs, written by whichever
 * process ingests) or in another object (the response cache, the connection pool) are read at
 * scrape time, so a web process reports the ingester's runs too.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { logger } from './logger.ts'
import { readIngestTotals, type IngestTotals } from './ingest-totals.repo.ts'

export interface RequestLabels {
  method: string
  /** the matched route's pattern (`/api/jobs/:id`), never the path: bounded label values */
  route: string
  status: number
}

export interface CacheStats {
  hits: number
  misses: number
}

export interface Metrics {
  readonly registry: Registry
  observeRequest(labels: RequestLabels, seconds: number): void
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

// From a cached answer (~1 ms) to a page render waiting on a slow database (the 5 s bound).
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics({
  db,
  cacheStats,
  processMetrics = false,
}: {
  db: Db
  /** the jobs API's response cache, when this process serves it */
  cacheStats?: () => CacheStats
  /** Node's own (event loop delay, heap, CPU): once per process, so the server's, not tests' */
  processMetrics?: boolean
}): Metrics {
  const registry = new Registry()
  if (processMetrics) collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  })
  const responses = new Counter({
    name: 'http_responses_total',
    help: 'Responses sent, by status',
    labelNames: ['status'] as const,
    registers,
  })

  if (cacheStats) {
    new Gauge({
      name: 'jobs_response_cache_lookups',
      help: 'Lookups in the jobs API response cache since the process started, by result',
      labelNames: ['result'] as const,
      registers,
      collect() {
        const stats = cacheStats()
        this.set({ result: 'hit' }, stats.hits)
        this.set({ result: 'miss' }, stats.misses)
      },
    })
  }

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: one, in process)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = db.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 }
      this.set({ state: 'total' }, pool.total)
      this.set({ state: 'idle' }, pool.idle)
      this.set({ state: 'waiting' }, pool.waiting)
    },
  })

  registerIngestMetrics(db, registers)

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = {
        method: METHODS.has(method) ? method : 'OTHER',
        route,
        status: String(status),
      }
      duration.observe(labels, seconds)
      responses.inc({ status: labels.status })
    },
  }
}

/**
 * Ingest runs, jobs and errors by source, from the runs table: every process tells the same.
 * The registry collects its metrics side by side, so the three share one query per scrape.
 */
function registerIngestMetrics(db: Db, registers: Registry[]) {
  let pending: Promise<IngestTotals[]> | null = null
  const totals = () => {
    pending ??= readIngestTotals(db)
      .catch((error: unknown) => {
        // An outage is logged once by the database (db/database-outage.ts), not every scrape.
        if (!isDatabaseUnavailable(error))
          logger.warn({ err: error }, 'metrics: could not read the ingest runs')
        return []
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
  new Counter({
    name: 'ingest_runs_total',
    help: 'Ingest runs recorded, by source and result (ok or error)',
    labelNames: ['source', 'result'] as const,
    registers,
    async collect() {
      const rows = await totals()
      this.reset()
      for (const row of rows) {
        this.inc({ source: row.source, result: 'ok' }, row.okRuns)
        this.inc({ source: row.source, result: 'error' }, row.failedRuns)
      }
    },
  })
  new Counter({
    name: 'ingest_jobs_total',
    help: 'Jobs written by ingest runs, by source and outcome (new, updated, withdrawn)',
    labelNames: ['source', 'outcome'] as const,
    registers,
    async collect() {
      const rows = await totals()
      this.reset()
      for (const row of rows) {
        this.inc({ source: row.source, outcome: 'new' }, row.inserted)
        this.inc({ source: row.source, outcome: 'updated' }, row.updated)
        this.inc({ source: row.source, outcome: 'withdrawn' }, row.withdrawn)
      }
    },
  })
  new Gauge({
    name: 'ingest_last_success_timestamp_seconds',
    help: 'When the last successful ingest run of each source finished (Unix time)',
    labelNames: ['source'] as const,
    registers,
    async collect() {
      const rows = await totals()
      this.reset()
      for (const row of rows)
        if (row.lastSuccessAt !== null) this.set({ source: row.source }, row.lastSuccessAt / 1000)
    },
  })
}
