/**
 * The closing-date reminders on JOB_POST_REMINDERS_SCHEDULE, in the process that runs the
 * schedules (under the ingester's lock, like the alert digests), with the outbox kicked after.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { logger } from '../observability/logger.ts'
import { OFF_TICKER, startLockedTicker, type LockedTicker } from '../scheduling/locked-ticker.ts'
import { queuePostReminders } from './post-reminders.ts'

export function startPostReminders({
  db,
  clock,
  schedule,
  timeZone,
  origin,
  kickOutbox,
  log = (line) => logger.info(line),
}: {
  db: Db
  clock: Clock
  /** null: off */
  schedule: string | null
  timeZone: string
  origin: string
  kickOutbox: () => void
  log?: (line: string) => void
}): LockedTicker {
  if (!schedule) return OFF_TICKER
  return startLockedTicker({
    db,
    name: 'job post reminders',
    schedule,
    timeZone,
    log,
    run: async () => {
      const queued = await queuePostReminders({ db, now: clock.now(), timeZone, origin })
      if (queued > 0) {
        log(`job post reminders: ${queued} queued`)
        kickOutbox()
      }
    },
  })
}
