import { Hono } from 'hono'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { countJobs } from '../jobs/jobs.repo.ts'

interface IngestRunRow {
  source: string
  started_at: string
  finished_at: string | null
  ok: boolean
  complete: boolean
  fetched: number
  inserted: number
  updated: number
  withdrawn: number
  duplicates: number
  warnings: number
  error: string | null
  duration_ms: number | null
}

/** Is the database reachable, what does it hold, and how did the last ingest of each source go. */
export function healthRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      const [counts, runs] = await Promise.all([
        countJobs(db, clock.now()),
        db.query<IngestRunRow>(
          `select distinct on (source) source,
             to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at,
             to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at,
             ok, complete, fetched, inserted, updated, withdrawn, duplicates,
             cardinality(warnings) as warnings, error, duration_ms
           from ingest_runs order by source, started_at desc`,
        ),
      ])
      return c.json({
        status: 'ok',
        database: { driver: db.driver, reachable: true },
        jobs: { active: counts.active, expired: counts.expired },
        ingest: runs.rows,
      })
    } catch (error) {
      console.error('health check failed:', (error as Error).message)
      return c.json({ status: 'error', database: { driver: db.driver, reachable: false } }, 503)
    }
  })
}
