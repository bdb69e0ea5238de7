import { Hono } from 'hono'

import type { HealthDown, HealthOk } from '#shared/schemas/health.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { listLatestRuns } from '../ingest/ingest.repo.ts'
import { countJobs } from '../jobs/jobs.repo.ts'
import { countMail } from '../mail/outbox.repo.ts'
import { countPush } from '../push/push-results.repo.ts'

/**
 * Is the database reachable, what does it hold, how did the last ingest of each source go, and
 * is alert mail going out (a growing `pending` or any `failed` wants a look at the mail server),
 * and are pushes taken by the push services.
 */
export function healthRoutes({ db, clock }: { db: Db; clock: Clock }) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      const now = clock.now()
      const [counts, runs, mail, push] = await Promise.all([
        countJobs(db, now),
        listLatestRuns(db),
        countMail(db, now),
        countPush(db, now),
      ])
      return c.json({
        status: 'ok',
        database: { driver: db.driver, reachable: true },
        jobs: { active: counts.active, expired: counts.expired },
        ingest: runs,
        mail: { pending: mail.pending, failed: mail.failed, sent_last_day: mail.sentLastDay },
        push: {
          subscriptions: push.subscriptions,
          sent_last_day: push.sentLastDay,
          failed_last_day: push.failedLastDay,
        },
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
