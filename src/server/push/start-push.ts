/**
 * Web Push inside the server process: push alerts on ALERTS_SCHEDULE (the email digests' time,
 * a little after the ingest of that hour), saved-job reminders on PUSH_REMINDERS_SCHEDULE
 * (hourly, at a quarter past, so a reminder comes within the hour it is due). Both under the
 * ingest lock. Push needs no mail server: it runs whether or not SMTP_URL is set.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import type { Env } from '../env.ts'
import {
  SCHEDULED_DELAY_MS,
  startLockedTicker,
  type LockedTicker,
} from '../scheduling/locked-ticker.ts'
import { purgePushResults } from './push-results.repo.ts'
import type { PushSender } from './push-sender.ts'
import { runPushAlerts, type PushRunSummary } from './run-push-alerts.ts'
import { runPushReminders } from './run-push-reminders.ts'
import { logger } from '../observability/logger.ts'

// The sender, made by the caller, is what reads PUSH_SERVICE_HOSTS.
export type PushEnv = Pick<Env, 'alerts' | 'siteTimeZone'> & {
  push: Pick<Env['push'], 'remindersSchedule'>
}

export interface PushSchedules {
  alerts: LockedTicker
  reminders: LockedTicker
  stop(): Promise<void>
}

const describe = (summary: PushRunSummary, what: string) =>
  `${summary.looked} ${what}; pushed ${summary.sent}, gone ${summary.gone}, not delivered ${summary.failed}`

export function startPush({
  db,
  clock,
  env,
  sender,
  log = (line) => logger.info(line),
  retryMs,
  scheduledDelayMs = SCHEDULED_DELAY_MS,
}: {
  db: Db
  clock: Clock
  env: PushEnv
  sender: PushSender
  log?: (line: string) => void
  retryMs?: number
  scheduledDelayMs?: number
}): PushSchedules {
  const timeZone = env.siteTimeZone
  const alerts = startLockedTicker({
    db,
    name: 'push alerts',
    schedule: env.alerts.schedule,
    timeZone,
    log,
    retryMs,
    scheduledDelayMs,
    run: async () => {
      await purgePushResults(db, clock.now())
      const summary = await runPushAlerts({ db, clock, timeZone, sender })
      log(`push alerts: ${describe(summary, 'due')}`)
    },
  })
  const reminders = startLockedTicker({
    db,
    name: 'push reminders',
    schedule: env.push.remindersSchedule,
    timeZone,
    log,
    retryMs,
    run: async () => {
      const summary = await runPushReminders({ db, clock, timeZone, sender })
      if (summary.sent + summary.gone + summary.failed > 0)
        log(`push reminders: ${describe(summary, 'devices with saved jobs')}`)
    },
  })
  log(
    `Push: alerts on "${env.alerts.schedule ?? 'off'}" (ALERTS_SCHEDULE), saved-job reminders on ` +
      `"${env.push.remindersSchedule ?? 'off'}" (PUSH_REMINDERS_SCHEDULE), in ${timeZone}.`,
  )
  return {
    alerts,
    reminders,
    async stop() {
      await Promise.all([alerts.stop(), reminders.stop()])
    },
  }
}
