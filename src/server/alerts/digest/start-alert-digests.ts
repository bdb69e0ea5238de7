/**
 * Alert digests inside the server process: on ALERTS_SCHEDULE (07:00 in the site's time zone by
 * default), build the due digests and send the outbox. It takes the ingester's lock, so only one
 * process ingests or builds digests at a time, and a digest never reads a board half-way through
 * an ingest run; when ingestion holds it, the tick tries again a minute later. Without a mailer
 * (SMTP_URL unset) nothing is scheduled: digests that could never be sent are not built.
 */
import { Cron } from 'croner'

import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import type { Env } from '../../env.ts'
import { INGEST_LOCK_KEY } from '../../ingest/ingest-pipeline.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { sendDueMail } from '../../mail/outbox-sender.ts'
import { purgeUnconfirmedAlerts } from '../alerts.repo.ts'
import { runAlertDigests } from './run-alert-digests.ts'

export const BUSY_RETRY_MS = 60_000
/**
 * A scheduled tick waits this long first. Ingestion runs on the hour (INGEST_SCHEDULE) and the
 * digests at 07:00, the same second: whichever took the lock first would make the other wait,
 * and an ingest tick that finds the lock taken is skipped until the next hour. Letting the
 * ingest start first means it runs, and the digests (retrying each minute) carry what it found.
 */
export const SCHEDULED_DELAY_MS = 15_000

export type AlertDigestsEnv = Pick<
  Env,
  'alerts' | 'siteTimeZone' | 'publicOrigin' | 'port' | 'supportEmail'
>

export type TickOutcome = 'ran' | 'busy' | 'failed' | 'off'

export interface AlertDigests {
  /** one tick now, as the schedule runs it (a tick already running is not started twice) */
  tick(): Promise<TickOutcome>
  /** stops the schedule and any waiting tick, and waits for a tick in progress */
  stop(): Promise<void>
}

/** The origin links in emails start with: PUBLIC_ORIGIN, else this server on localhost. */
export function getMailOrigin(env: Pick<Env, 'publicOrigin' | 'port'>): string {
  return env.publicOrigin ?? `http://localhost:${env.port}`
}

export function startAlertDigests({
  db,
  clock,
  env,
  mailer,
  log = console.log,
  retryMs = BUSY_RETRY_MS,
  scheduledDelayMs = SCHEDULED_DELAY_MS,
}: {
  db: Db
  clock: Clock
  env: AlertDigestsEnv
  mailer: Mailer | null
  log?: (line: string) => void
  retryMs?: number
  scheduledDelayMs?: number
}): AlertDigests {
  if (!mailer) {
    log('Job alerts are off: SMTP_URL is unset, so no digest is built or sent.')
    return { tick: async () => 'off', stop: async () => {} }
  }
  const origin = getMailOrigin(env)
  if (!env.publicOrigin)
    log(`PUBLIC_ORIGIN is unset: the links in alert emails point at ${origin}.`)

  let stopped = false
  let running: Promise<TickOutcome> | null = null
  /** the next tick, when one is waiting: a scheduled one's delay, or a retry */
  let later: ReturnType<typeof setTimeout> | null = null
  const tickIn = (ms: number) => {
    if (later) clearTimeout(later)
    later = setTimeout(() => void tick(), ms)
  }

  const runLocked = async () => {
    const now = clock.now()
    const purged = await purgeUnconfirmedAlerts(db, now)
    if (purged > 0) log(`alerts: removed ${purged} alerts never confirmed within 7 days`)
    const digests = await runAlertDigests({
      db,
      clock,
      timeZone: env.siteTimeZone,
      origin,
      supportEmail: env.supportEmail,
    })
    const mail = await sendDueMail({ db, mailer, clock })
    log(
      `alerts: ${digests.alerts} due, ${digests.emails} digests queued with ${digests.jobs} jobs; ` +
        `mail sent ${mail.sent}, failed ${mail.failed}, to retry ${mail.retrying}`,
    )
  }

  const runTick = async (): Promise<TickOutcome> => {
    if (stopped) return 'off'
    if (later) clearTimeout(later)
    later = null
    try {
      const locked = await db.withExclusiveLock(INGEST_LOCK_KEY, runLocked)
      if (locked.acquired) return 'ran'
      if (!stopped) {
        log(
          `alerts: ingestion or another digest run is busy; trying again in ${Math.round(retryMs / 1000)} s`,
        )
        tickIn(retryMs)
      }
      return 'busy'
    } catch (error) {
      console.error('alerts: the digest run failed:', (error as Error).message)
      return 'failed'
    }
  }

  const tick = (): Promise<TickOutcome> => {
    running ??= runTick().finally(() => {
      running = null
    })
    return running
  }

  const schedule = env.alerts.schedule
  const job = schedule
    ? new Cron(schedule, { timezone: env.siteTimeZone }, () => tickIn(scheduledDelayMs))
    : null
  log(
    schedule
      ? `Job alert digests on the schedule "${schedule}" in ${env.siteTimeZone} (ALERTS_SCHEDULE).`
      : 'Job alert digests are off (ALERTS_SCHEDULE=off); npm run alerts -- --send runs them.',
  )

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
