/**
 * Alert digests inside the server process: on ALERTS_SCHEDULE (07:00 in the site's time zone by
 * default), build the due digests and send the outbox. It takes the ingester's lock, so only one
 * process ingests or builds digests at a time, and a digest never reads a board half-way through
 * an ingest run; when ingestion holds it, the tick tries again a minute later. Without a mailer
 * (SMTP_URL unset) nothing is scheduled: digests that could never be sent are not built.
 */
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import type { Env } from '../../env.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { sendDueMail } from '../../mail/outbox-sender.ts'
import {
  BUSY_RETRY_MS,
  OFF_TICKER,
  SCHEDULED_DELAY_MS,
  startLockedTicker,
  type LockedTicker,
} from '../../scheduling/locked-ticker.ts'
import { purgeUnconfirmedAlerts } from '../alerts.repo.ts'
import { runAlertDigests } from './run-alert-digests.ts'
import { logger } from '../../observability/logger.ts'

export type AlertDigestsEnv = Pick<
  Env,
  'alerts' | 'siteTimeZone' | 'publicOrigin' | 'port' | 'supportEmail'
>

/** The origin links in emails start with: PUBLIC_ORIGIN, else this server on localhost. */
export function getMailOrigin(env: Pick<Env, 'publicOrigin' | 'port'>): string {
  return env.publicOrigin ?? `http://localhost:${env.port}`
}

export function startAlertDigests({
  db,
  clock,
  env,
  mailer,
  log = (line) => logger.info(line),
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
}): LockedTicker {
  if (!mailer) {
    log('Job alerts are off: SMTP_URL is unset, so no digest is built or sent.')
    return OFF_TICKER
  }
  const origin = getMailOrigin(env)
  if (!env.publicOrigin)
    log(`PUBLIC_ORIGIN is unset: the links in alert emails point at ${origin}.`)

  const schedule = env.alerts.schedule
  log(
    schedule
      ? `Job alert digests on the schedule "${schedule}" in ${env.siteTimeZone} (ALERTS_SCHEDULE).`
      : 'Job alert digests are off (ALERTS_SCHEDULE=off); npm run alerts -- --send runs them.',
  )
  return startLockedTicker({
    db,
    name: 'alerts',
    schedule,
    timeZone: env.siteTimeZone,
    log,
    retryMs,
    scheduledDelayMs,
    run: async () => {
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
    },
  })
}
