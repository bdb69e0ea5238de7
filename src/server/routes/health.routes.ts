import { Hono, type Context } from 'hono'

import type { HealthDown, HealthOk, HealthProbe } from '#shared/schemas/health.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { listLatestRuns } from '../ingest/ingest.repo.ts'
import { countJobs } from '../jobs/jobs.repo.ts'
import { countMail } from '../mail/outbox.repo.ts'
import { logger } from '../observability/logger.ts'
import { createReadiness, type Readiness } from '../observability/readiness.ts'
import { countPush } from '../push/push-results.repo.ts'
import { route } from './api-operation.ts'
import { health, healthLive, healthReady } from './health.operations.ts'

/** A database slower than this to say `select 1` is not ready for requests either. */
export const READY_TIMEOUT_MS = 1000

/** Answers whether `select 1` came back within `timeoutMs`. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([db.query('select 1').then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Is the database reachable, what does it hold, how did the last ingest of each source go, and
 * is alert mail going out (a growing `pending` or any `failed` wants a look at the mail server),
 * and are pushes taken by the push services.
 */
export function healthRoutes({
  db,
  clock,
  readiness = createReadiness(),
  readyTimeoutMs = READY_TIMEOUT_MS,
}: {
  db: Db
  clock: Clock
  readiness?: Readiness
  readyTimeoutMs?: number
}) {
  const probe = (c: Context, status: 200 | 503, body: HealthProbe) => {
    c.header('Cache-Control', 'no-store')
    return c.json(body, status)
  }
  const app = new Hono()
  // The process answers: nothing else is asked (a slow database must not get it restarted).
  route(app, healthLive, (c) => probe(c, 200, { status: 'ok' }))
  // Send me requests: not while stopping, and not while the database does not answer.
  route(app, healthReady, async (c) => {
    if (readiness.draining) return probe(c, 503, { status: 'unavailable', reason: 'shutting_down' })
    if (!(await databaseAnswers(db, readyTimeoutMs)))
      return probe(c, 503, { status: 'unavailable', reason: 'database_unavailable' })
    return probe(c, 200, { status: 'ok' })
  })
  return route(app, health, async (c) => {
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
      logger.error({ err: error }, 'health check failed')
      const down: HealthDown = {
        status: 'error',
        database: { driver: db.driver, reachable: false },
      }
      return c.json(down, 503)
    }
  })
}
