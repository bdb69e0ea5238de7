/**
 * A job on a cron schedule that runs under the ingester's lock (email digests, push alerts,
 * push reminders): only one process ingests, builds digests or pushes at a time, and a run
 * never reads a board half-way through an ingest. A tick that finds the lock taken tries again
 * a minute later; a tick already running is not started twice; stopping drops a waiting retry
 * and waits for a run in progress.
 */
import { Cron } from 'croner'

import type { Db } from '../db/db.ts'
import { INGEST_LOCK_KEY } from '../ingest/ingest-pipeline.ts'
import { logger } from '../observability/logger.ts'

export const BUSY_RETRY_MS = 60_000
/**
 * A scheduled tick waits this long first. Ingestion runs on the hour (INGEST_SCHEDULE) and the
 * digests at 07:00, the same second: whichever took the lock first would make the other wait,
 * and an ingest tick that finds the lock taken is skipped until the next hour. Letting the
 * ingest start first means it runs, and the digests (retrying each minute) carry what it found.
 */
export const SCHEDULED_DELAY_MS = 15_000

export type TickOutcome = 'ran' | 'busy' | 'failed' | 'off'

export interface LockedTicker {
  /** one tick now, as the schedule runs it (a tick already running is not started twice) */
  tick(): Promise<TickOutcome>
  /** stops the schedule and any waiting tick, and waits for a tick in progress */
  stop(): Promise<void>
}

/** A ticker for a job that is switched off: its ticks do nothing. */
export const OFF_TICKER: LockedTicker = { tick: async () => 'off', stop: async () => {} }

export function startLockedTicker({
  db,
  name,
  schedule,
  timeZone,
  run,
  log,
  retryMs = BUSY_RETRY_MS,
  scheduledDelayMs = 0,
}: {
  db: Db
  /** for the log: "push alerts" */
  name: string
  /** cron expression read in `timeZone`; null: only tick() runs it */
  schedule: string | null
  timeZone: string
  run: () => Promise<void>
  log: (line: string) => void
  retryMs?: number
  /** how long a scheduled tick waits first (to let an ingest of the same minute start) */
  scheduledDelayMs?: number
}): LockedTicker {
  let stopped = false
  let running: Promise<TickOutcome> | null = null
  /** the next tick, when one is waiting: a scheduled one's delay, or a retry */
  let later: ReturnType<typeof setTimeout> | null = null
  const tickIn = (ms: number) => {
    if (later) clearTimeout(later)
    later = setTimeout(() => void tick(), ms)
  }

  const runTick = async (): Promise<TickOutcome> => {
    if (stopped) return 'off'
    if (later) clearTimeout(later)
    later = null
    try {
      const locked = await db.withExclusiveLock(INGEST_LOCK_KEY, run)
      if (locked.acquired) return 'ran'
      if (!stopped) {
        log(
          `${name}: ingestion or another run is busy; trying again in ${Math.round(retryMs / 1000)} s`,
        )
        tickIn(retryMs)
      }
      return 'busy'
    } catch (error) {
      logger.error({ job: name, err: error }, 'scheduled run failed')
      return 'failed'
    }
  }

  const tick = (): Promise<TickOutcome> => {
    running ??= runTick().finally(() => {
      running = null
    })
    return running
  }

  const job = schedule
    ? new Cron(schedule, { timezone: timeZone }, () => tickIn(scheduledDelayMs))
    : null

  return {
    tick,
    async stop() {
      stopped = true
      job?.stop()
      if (later) clearTimeout(later)
      later = null
      await running
    },
  }
}
