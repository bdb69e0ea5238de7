/**
 * One run of saved-job deadline reminders by push, hourly by default (PUSH_REMINDERS_SCHEDULE):
 * for each subscription, the jobs its device has saved are read from the database and the
 * SHARED rule (getDueReminders, the page's and the worker's) says which reminders are due; each
 * is pushed once, recorded in sent_reminder_keys after the push service took it. The
 * notification carries the tag the page and the worker use, so on the phone one showing
 * replaces the other instead of adding a second.
 */
import { getDueReminders, type RemindableJob } from '#shared/saved-reminders.ts'

import type { Clock } from '../clock.ts'
import type { Db, Queryable } from '../db/db.ts'
import { reminderPushPayload, reminderPushTopic } from './push-payload.ts'
import { recordPushResult } from './push-results.repo.ts'
import type { PushSender } from './push-sender.ts'
import {
  deletePushSubscriptionById,
  listSubscriptionsWithSavedJobs,
  recordReminderPushed,
  type PushSubscriptionRow,
} from './push-subscriptions.repo.ts'
import { emptyPushSummary, yieldToOthers, type PushRunSummary } from './run-push-alerts.ts'
import { logger } from '../observability/logger.ts'
import { TAKEN_DOWN } from '../jobs/job-state-sql.ts'

/** The saved jobs the database has, as the reminder rule reads them. */
async function readRemindableJobs(db: Queryable, ids: readonly string[]) {
  const { rows } = await db.query<{
    id: string
    title: string
    company: string
    deadline_ms: number | null
    closed: boolean
  }>(
    `select id, title, company, (extract(epoch from deadline) * 1000)::float8 as deadline_ms,
       (withdrawn_at is not null or ${TAKEN_DOWN}) as closed
     from jobs where id = any($1::text[])`,
    [[...ids]],
  )
  return rows.map((row): RemindableJob => ({
    id: row.id,
    title: row.title,
    company: row.company,
    deadline: row.deadline_ms,
    closed: row.closed,
  }))
}

export async function runPushReminders({
  db,
  clock,
  timeZone,
  sender,
}: {
  db: Db
  clock: Clock
  timeZone: string
  sender: PushSender
}): Promise<PushRunSummary> {
  const summary = emptyPushSummary()
  for (const subscription of await listSubscriptionsWithSavedJobs(db)) {
    summary.looked++
    try {
      await remindOne(db, sender, subscription, clock.now(), timeZone, summary)
    } catch (error) {
      summary.failed++
      logger.error(
        { subscription_id: subscription.id, err: error },
        'push: the reminders of a subscription failed',
      )
    }
    await yieldToOthers()
  }
  return summary
}

async function remindOne(
  db: Db,
  sender: PushSender,
  subscription: PushSubscriptionRow,
  now: number,
  timeZone: string,
  summary: PushRunSummary,
): Promise<void> {
  const jobs = await readRemindableJobs(db, subscription.saved_job_ids)
  const sent = new Set(subscription.sent_reminder_keys)
  for (const reminder of getDueReminders(jobs, now, timeZone, sent)) {
    const outcome = await sender.send(subscription, reminderPushPayload(reminder), {
      topic: reminderPushTopic(reminder.jobId),
    })
    await recordPushResult(db, { kind: 'reminder', outcome, now })
    if (outcome.kind === 'sent') {
      summary.sent++
      await recordReminderPushed(db, subscription.id, reminder.key, now)
      continue
    }
    if (outcome.kind === 'gone') {
      summary.gone++
      await deletePushSubscriptionById(db, subscription.id)
    } else {
      // Busy or refused: the rest of this device's reminders wait for the next run too.
      summary.failed++
      logger.warn(
        { subscription_id: subscription.id, status: outcome.status ?? null },
        'push: reminders not delivered',
      )
    }
    return
  }
}
