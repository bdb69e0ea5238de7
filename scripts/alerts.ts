/**
 * npm run alerts [-- --limit N]: the job alerts in the configured database (DATA_DIR or
 * DATABASE_URL): how many are waiting for confirmation, active or ended, daily and weekly, the
 * latest ones (addresses masked) and the mail outbox.
 *
 * npm run alerts -- --send: what the schedule does at 07:00, now: the due digests are built and
 * the outbox is sent once (when SMTP_URL is set), and the due push alerts are pushed. --force
 * treats every live alert as due, whenever its last digest or push was (it still never sends a
 * job twice). Takes the ingester's lock, so it does not run beside an ingest or another run.
 *
 * With the embedded database, only one process may open it: stop the server first.
 * Exit codes: 0 done (a message the mail server refused is in the output and in /api/health),
 * 1 could not run, 2 wrong usage.
 */
import { parseArgs } from 'node:util'

import { describeAlertSearch } from '../src/shared/alert-search.ts'
import { purgeUnconfirmedAlerts } from '../src/server/alerts/alerts.repo.ts'
import {
  countAlertsByState,
  listLatestAlerts,
  maskEmail,
} from '../src/server/alerts/digest/alert-overview.repo.ts'
import { runAlertDigests } from '../src/server/alerts/digest/run-alert-digests.ts'
import { getMailOrigin } from '../src/server/alerts/digest/start-alert-digests.ts'
import { systemClock } from '../src/server/clock.ts'
import type { Db } from '../src/server/db/db.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv, type Env } from '../src/server/env.ts'
import { INGEST_LOCK_KEY } from '../src/server/ingest/ingest-pipeline.ts'
import { syncDeadlineTimeZone } from '../src/server/jobs/sync-deadline-zone.ts'
import { sendDueMail } from '../src/server/mail/outbox-sender.ts'
import { countMail, listFailedMail } from '../src/server/mail/outbox.repo.ts'
import { createSmtpMailer } from '../src/server/mail/smtp-mailer.ts'
import { createPushSender } from '../src/server/push/push-sender.ts'
import { countPush } from '../src/server/push/push-results.repo.ts'
import { runPushAlerts } from '../src/server/push/run-push-alerts.ts'
import { cachedVapidKeys } from '../src/server/push/vapid-keys.ts'
import { printLine } from './lib/terminal-text.ts'

const USAGE = `Usage:
  npm run alerts [-- --limit N]   list the alerts (counts, the latest N) and the mail outbox
  npm run alerts -- --send        build the due digests, send the outbox, push the due alerts
  npm run alerts -- --force       the same, with every live alert due`

/** the latest messages given up on that the listing shows */
const FAILED_SHOWN = 5

const utc = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'never')

async function list(db: Db, limit: number): Promise<number> {
  const counts = await countAlertsByState(db)
  const total = counts.reduce((sum, row) => sum + row.count, 0)
  if (total === 0) console.log('No job alerts.')
  else {
    console.log(`${total} job alert(s):`)
    for (const row of counts) console.log(`  ${row.state} ${row.frequency}: ${row.count}`)
    console.log(`\nThe latest ${Math.min(limit, total)}:`)
    // The search words were typed by strangers: printed escaped.
    for (const alert of await listLatestAlerts(db, limit)) {
      printLine(
        `  #${alert.id}  ${maskEmail(alert.email)}  ${alert.frequency}  ${alert.state}  ` +
          `"${describeAlertSearch(alert)}"  last digest ${utc(alert.last_digest_at)}, ` +
          `${alert.jobs_sent} job(s) sent`,
      )
    }
  }
  const mail = await countMail(db, systemClock.now())
  console.log(
    `\nMail outbox: ${mail.pending} waiting, ${mail.failed} failed, ${mail.sentLastDay} sent in the last 24 hours.`,
  )
  // What was given up on, and why (the mail server's words, escaped): what to look into.
  for (const failed of await listFailedMail(db, FAILED_SHOWN))
    printLine(
      `  failed #${failed.id} ${failed.kind}, queued ${utc(failed.created_at)}, ` +
        `${failed.attempts} attempt(s): ${failed.last_error ?? 'no reason kept'}`,
    )
  const push = await countPush(db, systemClock.now())
  console.log(
    `Web Push: ${push.subscriptions} subscribed browser(s); ${push.sentLastDay} pushed, ` +
      `${push.failedLastDay} not delivered in the last 24 hours (sent by the server on its schedules).`,
  )
  return 0
}

async function send(db: Db, env: Env, force: boolean): Promise<number> {
  const smtpUrl = env.mail.smtpUrl
  if (!smtpUrl) console.log('SMTP_URL is unset: no email digest is built; push alerts still go.')
  else if (!env.publicOrigin)
    console.log(`PUBLIC_ORIGIN is unset: the links in the emails point at ${getMailOrigin(env)}.`)
  await syncDeadlineTimeZone(db, env.siteTimeZone)
  const mailer = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: env.mail.from }) : null
  const pusher = createPushSender({
    keys: cachedVapidKeys(db),
    subject: `mailto:${env.supportEmail}`,
    serviceHosts: env.push.serviceHosts,
  })
  try {
    const locked = await db.withExclusiveLock(INGEST_LOCK_KEY, async () => {
      const pushed = await runPushAlerts({
        db,
        clock: systemClock,
        timeZone: env.siteTimeZone,
        sender: pusher,
        force,
      })
      console.log(
        `Push: ${pushed.looked} alert(s) ${force ? 'taken (--force)' : 'due'}, ` +
          `${pushed.sent} pushed, ${pushed.gone} browser(s) gone, ${pushed.failed} not delivered.`,
      )
      if (!mailer) return
      const purged = await purgeUnconfirmedAlerts(db, systemClock.now())
      if (purged > 0) console.log(`Removed ${purged} alert(s) never confirmed within 7 days.`)
      const digests = await runAlertDigests({
        db,
        clock: systemClock,
        timeZone: env.siteTimeZone,
        origin: getMailOrigin(env),
        supportEmail: env.supportEmail,
        force,
      })
      console.log(
        `Digests: ${digests.alerts} alert(s) ${force ? 'taken (--force)' : 'due'}, ` +
          `${digests.emails} email(s) queued with ${digests.jobs} job(s).`,
      )
      const sent = await sendDueMail({ db, mailer, clock: systemClock })
      console.log(
        `Mail: ${sent.sent} sent, ${sent.failed} failed for good, ${sent.retrying} to be retried.`,
      )
    })
    if (!locked.acquired) {
      console.error('alerts: ingestion or another digest run is busy; try again')
      return 1
    }
    return 0
  } finally {
    await mailer?.close()
  }
}

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        send: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        limit: { type: 'string', default: '20' },
      },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const limit = Number(values.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.error(`--limit must be a whole number from 1 to 1000\n${USAGE}`)
    return 2
  }
  const sending = values.send || values.force
  const env = loadEnv()
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
  try {
    return sending ? await send(db, env, values.force) : await list(db, limit)
  } finally {
    await db.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`alerts: ${(error as Error).message}`)
  process.exitCode = 1
}
