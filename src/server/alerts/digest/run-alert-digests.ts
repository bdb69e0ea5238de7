/**
 * One digest run: every alert that is due, in turn, each in ONE transaction that reads what is
 * new, records the jobs it will carry, queues the email in the outbox and moves the alert's
 * high-water mark. Either all of that happens or none of it: a run cut short anywhere, then run
 * again, never puts a job in two digests of one alert, and never loses one. Sending is the
 * outbox's business, afterwards (outbox-sender.ts), so a slow mail server holds no transaction.
 */
import type { Clock } from '../../clock.ts'
import type { Db, Queryable } from '../../db/db.ts'
import { enqueueMail } from '../../mail/outbox.repo.ts'
import { buildAlertLinks } from '../alert-links.ts'
import { loadAlertTokenSecret } from '../alert-tokens.ts'
import { ALERT_COLUMNS, type AlertRow } from '../alerts.repo.ts'
import { listDigestCandidates, readMaxJobSeq } from './digest-candidates.repo.ts'
import { buildDigestEmail } from './digest-email.ts'
import { LIVE_ALERT, listDueAlerts } from './due-alerts.repo.ts'
import { matchAlert } from './match-alert.ts'
import { logger } from '../../observability/logger.ts'

export interface RunAlertDigestsOptions {
  db: Db
  clock: Clock
  timeZone: string
  /** the site's public origin, for the links in the emails */
  origin: string
  supportEmail: string
  /** every confirmed, live alert, whether due or not */
  force?: boolean
}

export interface AlertDigestsSummary {
  /** alerts that were due and looked at */
  alerts: number
  /** digests queued (an alert with nothing new gets none) */
  emails: number
  /** jobs in those digests */
  jobs: number
}

/** Lets requests in between two alerts: PGlite answers one statement at a time. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function runAlertDigests(
  options: RunAlertDigestsOptions,
): Promise<AlertDigestsSummary> {
  const { db, clock, timeZone, force = false } = options
  const due = await listDueAlerts(db, { now: clock.now(), timeZone, force })
  const summary: AlertDigestsSummary = { alerts: 0, emails: 0, jobs: 0 }
  if (due.length === 0) return summary
  const secret = await loadAlertTokenSecret(db)
  for (const alert of due) {
    try {
      const sent = await db.transaction((tx) =>
        digestOneAlert(tx, alert.id, { ...options, secret, now: clock.now() }),
      )
      if (sent !== null) {
        summary.alerts++
        if (sent > 0) {
          summary.emails++
          summary.jobs += sent
        }
      }
    } catch (error) {
      // One alert that cannot be done (its transaction rolled back) must not stop the others;
      // it is still due, so the next run tries it again.
      logger.error({ alert_id: alert.id, err: error }, 'alerts: a digest failed')
    }
    await yieldToOthers()
  }
  return summary
}

/**
 * The digest of one alert, inside its transaction. Returns the number of jobs queued (0: nothing
 * new, no email), or null when the alert was stopped since the run listed it.
 */
async function digestOneAlert(
  tx: Queryable,
  alertId: string,
  context: RunAlertDigestsOptions & { secret: Buffer; now: number },
): Promise<number | null> {
  const { now } = context
  // Read again, locked: the alert may have been stopped since it was listed, and its high-water
  // mark is the one to start from.
  const { rows } = await tx.query<AlertRow>(
    `select ${ALERT_COLUMNS} from job_alerts where id = $1::bigint and ${LIVE_ALERT}
     for update`,
    [alertId],
  )
  const alert = rows[0]
  if (!alert) return null
  // Read first: what is stored after this is the next digest's.
  const maxSeq = await readMaxJobSeq(tx)
  let carried = 0
  if (maxSeq !== null) {
    const candidates = await listDigestCandidates(tx, {
      alertId,
      lastSeq: alert.last_seq,
      maxSeq,
      now,
    })
    const matches = matchAlert(alert, candidates, now)
    const recorded = await recordSentJobs(
      tx,
      alertId,
      matches.jobs.map((job) => job.job_id),
    )
    // Only jobs this transaction recorded go out; the total drops the rest alike.
    const jobs = matches.jobs.filter((job) => recorded.has(job.job_id))
    const total = matches.total - (matches.jobs.length - jobs.length)
    if (jobs.length > 0) {
      const links = buildAlertLinks({
        origin: context.origin,
        secret: context.secret,
        alertId,
        supportEmail: context.supportEmail,
      })
      const mail = buildDigestEmail({
        alert,
        first: alert.last_seq === null,
        matches: { jobs, total },
        origin: context.origin,
        links,
        supportEmail: context.supportEmail,
        // The new high-water mark: it only grows when there is something to send.
        runKey: `s${maxSeq}`,
        timeZone: context.timeZone,
      })
      await enqueueMail(tx, { alertId, kind: 'alert-digest', mail, now })
      carried = jobs.length
    }
  }
  // A deleted job can lower max(seq); the mark never goes back.
  await tx.query(
    `update job_alerts
     set last_seq = greatest(last_seq, $2::bigint), last_digest_at = $3
     where id = $1::bigint`,
    [alertId, maxSeq, new Date(now).toISOString()],
  )
  return carried
}

/** Records the jobs as sent to the alert; returns those that were not already. */
async function recordSentJobs(
  tx: Queryable,
  alertId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set()
  const { rows } = await tx.query<{ job_id: string }>(
    `insert into job_alert_sent_jobs (alert_id, job_id)
     select $1::bigint, unnest($2::text[])
     on conflict do nothing
     returning job_id`,
    [alertId, jobIds],
  )
  return new Set(rows.map((row) => row.job_id))
}
