/**
 * Browsers' push subscriptions (table push_subscriptions), one per endpoint. The app sends its
 * subscription whenever it opens with permission granted and after each save or unsave, so a
 * row is upserted, never only inserted: browsers rotate subscriptions, and the saved jobs
 * change. A subscription the push service calls gone (404, 410) is deleted with its alerts.
 */
import type { Db, Queryable } from '../db/db.ts'

export interface PushTarget {
  /** bigint as text */
  id: string
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushSubscriptionRow extends PushTarget {
  saved_job_ids: string[]
  sent_reminder_keys: string[]
}

export const SUBSCRIPTION_COLUMNS = `id::text as id, endpoint, p256dh, auth, saved_job_ids,
  sent_reminder_keys`

const at = (ms: number) => new Date(ms).toISOString()

export interface SubscriptionInput {
  endpoint: string
  p256dh: string
  auth: string
  savedJobIds: readonly string[]
  /** the endpoint the device had before the browser replaced it: its alerts move here */
  previousEndpoint: string | null
  now: number
}

/**
 * Stores the subscription and the device's saved jobs. Reminders already pushed for jobs no
 * longer saved are forgotten (the list stays as short as the saved jobs). Answers the row's id
 * and whether it is new.
 */
export async function upsertPushSubscription(
  db: Db,
  input: SubscriptionInput,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; created: boolean }>(
      `insert into push_subscriptions
         (endpoint, p256dh, auth, saved_job_ids, created_at, last_ok_at)
       values ($1, $2, $3, $4::text[], $5, $5)
       on conflict (endpoint) do update set
         p256dh = excluded.p256dh,
         auth = excluded.auth,
         saved_job_ids = excluded.saved_job_ids,
         last_ok_at = excluded.last_ok_at,
         sent_reminder_keys = array(
           select key from unnest(push_subscriptions.sent_reminder_keys) as key
           where split_part(key, ':', 1) = any(excluded.saved_job_ids))
       returning id::text as id, (xmax = 0) as created`,
      [input.endpoint, input.p256dh, input.auth, [...input.savedJobIds], at(input.now)],
    )
    const row = rows[0]
    if (!row) throw new Error('the push subscription was not stored')
    if (input.previousEndpoint && input.previousEndpoint !== input.endpoint)
      await takeOverSubscription(tx, row.id, input.previousEndpoint)
    return row
  })
}

/**
 * The browser replaced its subscription: the old one's alerts and the reminders it was sent
 * move to the new one, and the old one goes (the push service would soon call it gone).
 */
async function takeOverSubscription(tx: Queryable, id: string, previousEndpoint: string) {
  const { rows } = await tx.query<{ id: string }>(
    'select id::text as id from push_subscriptions where endpoint = $1 and id <> $2::bigint',
    [previousEndpoint, id],
  )
  const old = rows[0]?.id
  if (!old) return
  // One statement at a time: the alerts move before the delete's cascade could take them.
  await tx.query(
    'update push_alerts set subscription_id = $1::bigint where subscription_id = $2::bigint',
    [id, old],
  )
  await tx.query(
    `update push_subscriptions as s set sent_reminder_keys = array(
       select distinct key
       from unnest(s.sent_reminder_keys || (select o.sent_reminder_keys from push_subscriptions
                                             as o where o.id = $2::bigint)) as key
       where split_part(key, ':', 1) = any(s.saved_job_ids))
     where s.id = $1::bigint`,
    [id, old],
  )
  await tx.query('delete from push_subscriptions where id = $1::bigint', [old])
}

/** The subscription's id by its endpoint, or null. */
export async function findPushSubscriptionId(
  db: Queryable,
  endpoint: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'select id::text as id from push_subscriptions where endpoint = $1',
    [endpoint],
  )
  return rows[0]?.id ?? null
}

/** Deletes the subscription and its alerts; false when there was none. */
export async function deletePushSubscription(db: Queryable, endpoint: string): Promise<boolean> {
  const { rows } = await db.query(
    'delete from push_subscriptions where endpoint = $1 returning 1',
    [endpoint],
  )
  return rows.length > 0
}

export async function deletePushSubscriptionById(db: Queryable, id: string): Promise<void> {
  await db.query('delete from push_subscriptions where id = $1::bigint', [id])
}

/** Subscriptions with at least one saved job: the ones deadline reminders are for. */
export async function listSubscriptionsWithSavedJobs(
  db: Queryable,
): Promise<PushSubscriptionRow[]> {
  const { rows } = await db.query<PushSubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from push_subscriptions
     where cardinality(saved_job_ids) > 0 order by id`,
  )
  return rows
}

/** Records a reminder as pushed (once), and the subscription as working. */
export async function recordReminderPushed(
  db: Queryable,
  id: string,
  key: string,
  now: number,
): Promise<void> {
  await db.query(
    `update push_subscriptions set
       sent_reminder_keys = case when $2 = any(sent_reminder_keys) then sent_reminder_keys
                                 else array_append(sent_reminder_keys, $2) end,
       last_ok_at = $3
     where id = $1::bigint`,
    [id, key, at(now)],
  )
}

/** The push service took a message for it: it works. */
export async function touchPushSubscription(db: Queryable, id: string, now: number) {
  await db.query('update push_subscriptions set last_ok_at = $2 where id = $1::bigint', [
    id,
    at(now),
  ])
}
