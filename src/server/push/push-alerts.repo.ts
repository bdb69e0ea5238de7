/**
 * Push alerts (table push_alerts): an email alert's search and frequency for one push
 * subscription instead of an address. Made by the app once the reader allowed notifications, so
 * there is nothing to confirm; ended by the reader ("Stop" in the app), or deleted with their
 * subscription. Which are due follows the email digests' rule (due-alerts.repo.ts).
 */
import type { PayFacet } from '#shared/job-facets/pay-values.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'

import {
  DAILY_GAP_MS,
  getSiteWeekday,
  WEEKLY_DAY,
  WEEKLY_GAP_MS,
} from '../alerts/digest/due-alerts.repo.ts'
import { alertWishValues, type AlertWish } from '../alerts/alerts.repo.ts'
import type { Queryable } from '../db/db.ts'
import type { PushTarget } from './push-subscriptions.repo.ts'

export interface PushAlertRow {
  /** bigint as text */
  id: string
  subscription_id: string
  q: string | null
  location: string[]
  category: string[]
  type: string[]
  pay: PayFacet | null
  frequency: AlertFrequency
  /** bigint as text; null before the first push */
  last_seq: string | null
}

/** A due alert with where to push it. */
export interface DuePushAlert extends PushAlertRow {
  target: PushTarget
}

const at = (ms: number) => new Date(ms).toISOString()

const ALERT_COLUMNS = `a.id::text as id, a.subscription_id::text as subscription_id, a.q,
  a.location, a.category, a.type, a.pay, a.frequency, a.last_seq::text as last_seq`

export interface NewPushAlert extends AlertWish {
  subscriptionId: string
}

export async function createPushAlert(db: Queryable, alert: NewPushAlert): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into push_alerts
       (subscription_id, q, location, category, type, pay, frequency, created_at)
     values ($1::bigint, $2, $3::text[], $4::text[], $5::text[], $6, $7, $8)
     returning id::text as id`,
    [alert.subscriptionId, ...alertWishValues(alert)],
  )
  const id = rows[0]?.id
  if (!id) throw new Error('the push alert was not stored')
  return id
}

/**
 * Stops the alert, if it belongs to the subscription at `endpoint` (whoever holds the endpoint
 * is the reader). True when there is such an alert, stopped now or before.
 */
export async function endPushAlert(
  db: Queryable,
  { id, endpoint, now }: { id: string; endpoint: string; now: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `update push_alerts as a set ended_at = coalesce(a.ended_at, $3)
     from push_subscriptions as s
     where a.id = $1::bigint and a.subscription_id = s.id and s.endpoint = $2
     returning 1`,
    [id, endpoint, at(now)],
  )
  return rows.length > 0
}

/**
 * The live alerts due a push now: daily ones about a day after their last, weekly ones on the
 * site's Monday; `force` takes every live one.
 */
export async function listDuePushAlerts(
  db: Queryable,
  { now, timeZone, force = false }: { now: number; timeZone: string; force?: boolean },
): Promise<DuePushAlert[]> {
  const weeklyToday = getSiteWeekday(now, timeZone) === WEEKLY_DAY
  const { rows } = await db.query<PushAlertRow & PushTarget & { target_id: string }>(
    `select ${ALERT_COLUMNS}, s.id::text as target_id, s.endpoint, s.p256dh, s.auth
     from push_alerts as a join push_subscriptions as s on s.id = a.subscription_id
     where a.ended_at is null
       and ($1::boolean
         or (a.frequency = 'daily' and (a.last_push_at is null or a.last_push_at <= $2))
         or (a.frequency = 'weekly' and $3::boolean
             and (a.last_push_at is null or a.last_push_at <= $4)))
     order by a.id`,
    [force, at(now - DAILY_GAP_MS), weeklyToday, at(now - WEEKLY_GAP_MS)],
  )
  return rows.map(({ target_id, endpoint, p256dh, auth, ...alert }) => ({
    ...alert,
    target: { id: target_id, endpoint, p256dh, auth },
  }))
}

/**
 * After a push was taken (or when there was nothing new): the jobs it announced are recorded,
 * so none is announced twice, and the alert's high-water mark moves to `maxSeq`. The caller
 * runs it in one transaction; only one run at a time pushes (the ingest lock).
 */
export async function recordPushAlertRun(
  db: Queryable,
  {
    alertId,
    jobIds,
    maxSeq,
    now,
  }: { alertId: string; jobIds: readonly string[]; maxSeq: string | null; now: number },
): Promise<void> {
  if (jobIds.length > 0)
    await db.query(
      `insert into push_alert_sent_jobs (alert_id, job_id)
       select $1::bigint, unnest($2::text[])
       on conflict do nothing`,
      [alertId, [...jobIds]],
    )
  // A deleted job can lower max(seq); the mark never goes back.
  await db.query(
    `update push_alerts set last_seq = greatest(last_seq, $2::bigint), last_push_at = $3
     where id = $1::bigint`,
    [alertId, maxSeq, at(now)],
  )
}
