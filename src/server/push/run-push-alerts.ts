/**
 * One run of push alerts, on the email digests' schedule and rule: each due alert gets one
 * notification ("3 new jobs", "for driver jobs in Bulawayo") when something new matches it. The
 * candidates and the matching are the digests' own (listDigestCandidates, matchAlert): the
 * first push covers open jobs posted in the last 7 days, later ones the jobs stored since.
 *
 * The push goes first and the jobs are recorded after the push service took it: a service that
 * is busy (429, 5xx) loses nothing, since the same jobs are new again next run. A crash between
 * the two can repeat one notification; it never loses a job. Only one run pushes at a time (the
 * ingest lock), so nothing else moves an alert's mark meanwhile.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { listDigestCandidates, readMaxJobSeq } from '../alerts/digest/digest-candidates.repo.ts'
import { matchAlert } from '../alerts/digest/match-alert.ts'
import { listDuePushAlerts, recordPushAlertRun, type DuePushAlert } from './push-alerts.repo.ts'
import { alertPushPayload, alertPushTopic } from './push-payload.ts'
import { recordPushResult } from './push-results.repo.ts'
import type { PushSender } from './push-sender.ts'
import { deletePushSubscriptionById, touchPushSubscription } from './push-subscriptions.repo.ts'
import { logger } from '../observability/logger.ts'

export interface PushRunSummary {
  /** alerts, or subscriptions, looked at */
  looked: number
  sent: number
  /** subscriptions deleted: the push service said they are gone */
  gone: number
  /** to try again next run (busy or unreachable service) or refused */
  failed: number
}

export const emptyPushSummary = (): PushRunSummary => ({ looked: 0, sent: 0, gone: 0, failed: 0 })

/** Lets requests in between two alerts: PGlite answers one statement at a time. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function runPushAlerts({
  db,
  clock,
  timeZone,
  sender,
  force = false,
}: {
  db: Db
  clock: Clock
  timeZone: string
  sender: PushSender
  /** every live alert, due or not */
  force?: boolean
}): Promise<PushRunSummary> {
  const summary = emptyPushSummary()
  const due = await listDuePushAlerts(db, { now: clock.now(), timeZone, force })
  // A subscription found gone takes its other alerts with it.
  const goneTargets = new Set<string>()
  for (const alert of due) {
    if (goneTargets.has(alert.target.id)) continue
    summary.looked++
    try {
      const outcome = await pushOneAlert(db, sender, alert, clock.now())
      if (outcome === 'sent') summary.sent++
      else if (outcome === 'gone') {
        summary.gone++
        goneTargets.add(alert.target.id)
      } else if (outcome === 'failed') summary.failed++
    } catch (error) {
      // One alert that cannot be done must not stop the others; it is still due next run.
      summary.failed++
      logger.error({ alert_id: alert.id, err: error }, 'push: an alert failed')
    }
    await yieldToOthers()
  }
  return summary
}

async function pushOneAlert(
  db: Db,
  sender: PushSender,
  alert: DuePushAlert,
  now: number,
): Promise<'sent' | 'gone' | 'failed' | 'nothing'> {
  const maxSeq = await readMaxJobSeq(db)
  const candidates =
    maxSeq === null
      ? []
      : await listDigestCandidates(db, {
          alertId: alert.id,
          lastSeq: alert.last_seq,
          maxSeq,
          now,
          sentJobs: 'push_alert_sent_jobs',
        })
  const matches = matchAlert(alert, candidates, now)
  if (matches.total === 0) {
    await recordPushAlertRun(db, { alertId: alert.id, jobIds: [], maxSeq, now })
    return 'nothing'
  }
  const outcome = await sender.send(alert.target, alertPushPayload(alert, matches.total), {
    topic: alertPushTopic(alert.id),
  })
  await recordPushResult(db, { kind: 'alert', outcome, now })
  if (outcome.kind === 'gone') {
    await deletePushSubscriptionById(db, alert.target.id)
    return 'gone'
  }
  if (outcome.kind !== 'sent') {
    logger.warn({ alert_id: alert.id, status: outcome.status ?? null }, 'push: alert not delivered')
    return 'failed'
  }
  await db.transaction(async (tx) => {
    await recordPushAlertRun(tx, {
      alertId: alert.id,
      jobIds: matches.jobs.map((job) => job.job_id),
      maxSeq,
      now,
    })
    await touchPushSubscription(tx, alert.target.id, now)
  })
  return 'sent'
}
