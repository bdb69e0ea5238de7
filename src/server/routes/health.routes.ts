import { Hono } from 'hono'

import type { HealthDown, HealthOk } from '#shared/schemas/health.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { listLatestRuns } from '../ingest/ingest.repo.ts'
import { countJobs } from '../jobs/jobs.repo.ts'

/** Is the database reachable, what does it hold, and how did the last ingest of each source go. */
export function healthRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      const [counts, runs] = await Promise.all([countJobs(db, clock.now()), listLatestRuns(db)])
      return c.json({
        status: 'ok',
        database: { driver: db.driver, reachable: true },
        jobs: { active: counts.active, expired: counts.expired },
        ingest: runs,
      } satisfies HealthOk)
    } catch (error) {
      console.error('health check failed:', (error as Error).message)
      const down: HealthDown = {
        status: 'error',
        database: { driver: db.driver, reachable: false },
      }
      return c.json(down, 503)
    }
  })
}
