/**
 * Job alerts (table job_alerts): created unconfirmed, confirmed once by the emailed link, ended
 * by the reader (never deleted then: a stopped alert's links keep saying so). Alerts nobody
 * confirmed within a week are deleted, with their confirmation mail.
 */
import type { AlertSearch } from '#shared/alert-search.ts'
import type { PayFacet } from '#shared/job-facets/pay-values.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'

import type { Queryable } from '../db/db.ts'
import { mailboxKey } from '../mail/mailbox-key.ts'
import { sqlInstant } from '../db/sql-time.ts'

/** How long a confirmation link works; the alert is deleted after it if never confirmed. */
export const UNCONFIRMED_ALERT_TTL_MS = 7 * 24 * 3_600_000

export interface AlertRow {
  /** bigint as text */
  id: string
  /** lower-cased */
  email: string
  q: string | null
  location: string[]
  category: string[]
  type: string[]
  pay: PayFacet | null
  frequency: AlertFrequency
  /** timestamps as ISO 8601 in UTC with milliseconds (ALERT_COLUMNS) */
  created_at: string
  confirmed_at: string | null
  ended_at: string | null
  /** bigint as text; null before the first digest */
  last_seq: string | null
  last_digest_at: string | null
}

const iso = (column: string) => `${sqlInstant(column)} as ${column}`

/** The select list that reads a job_alerts row as an AlertRow, on both drivers. */
export const ALERT_COLUMNS = `id::text as id, email, q, location, category, type, pay, frequency,
  ${iso('created_at')}, ${iso('confirmed_at')}, ${iso('ended_at')},
  last_seq::text as last_seq, ${iso('last_digest_at')}`

const at = (ms: number) => new Date(ms).toISOString()

/** What an email alert and a push alert both store: the search and how often. */
export interface AlertWish extends AlertSearch {
  frequency: AlertFrequency
  now: number
}

/** The wish as the parameters $2 to $8 of an insert into job_alerts or push_alerts. */
export function alertWishValues(wish: AlertWish) {
  return [
    wish.q,
    [...wish.location],
    [...wish.category],
    [...wish.type],
    wish.pay,
    wish.frequency,
    at(wish.now),
  ] as const
}

export interface NewAlert extends AlertWish {
  email: string
}

export async function createAlert(db: Queryable, alert: NewAlert): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into job_alerts
       (email, q, location, category, type, pay, frequency, created_at, mailbox)
     values ($1, $2, $3::text[], $4::text[], $5::text[], $6, $7, $8, $9)
     returning id::text as id`,
    [alert.email, ...alertWishValues(alert), mailboxKey(alert.email)],
  )
  const id = rows[0]?.id
  if (!id) throw new Error('the alert was not stored')
  return { id }
}

export async function findAlert(db: Queryable, id: string): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(
    `select ${ALERT_COLUMNS} from job_alerts where id = $1::bigint`,
    [id],
  )
  return rows[0] ?? null
}

/** Whether the alert waits for a confirmation its link can no longer give (past its week). */
export function confirmationExpired(alert: AlertRow, now: number): boolean {
  return (
    !alert.confirmed_at &&
    !alert.ended_at &&
    Date.parse(alert.created_at) <= now - UNCONFIRMED_ALERT_TTL_MS
  )
}

/**
 * Confirms the alert, once (a second click keeps the first time), and answers it; null when it
 * cannot be: unknown, ended, or unconfirmed past UNCONFIRMED_ALERT_TTL_MS (its link expired).
 */
export async function confirmAlert(
  db: Queryable,
  id: string,
  now: number,
): Promise<AlertRow | null> {
  const { rows } = await db.query<AlertRow>(
    `update job_alerts set confirmed_at = coalesce(confirmed_at, $2)
     where id = $1::bigint and ended_at is null
       and (confirmed_at is not null or created_at > $3)
     returning ${ALERT_COLUMNS}`,
    [id, at(now), at(now - UNCONFIRMED_ALERT_TTL_MS)],
  )
  return rows[0] ?? null
}

/**
 * Stops the alert at once, and drops any of its mail not yet sent (an unsubscribe is honoured
 * now, not after a pending digest). True when this call ended it; false when it had already
 * ended, or there is no such alert.
 */
export async function endAlert(db: Queryable, id: string, now: number): Promise<boolean> {
  const { rows } = await db.query<{ ended: number }>(
    `with ended as (
       update job_alerts set ended_at = $2 where id = $1::bigint and ended_at is null returning id
     ), dropped as (
       delete from mail_outbox
       where alert_id in (select id from ended) and status = 'pending'
     )
     select count(*)::int as ended from ended`,
    [id, at(now)],
  )
  return (rows[0]?.ended ?? 0) > 0
}

/** Daily or weekly from now on; false when the alert has ended (or is unknown). */
export async function setAlertFrequency(
  db: Queryable,
  id: string,
  frequency: AlertFrequency,
): Promise<boolean> {
  const { rows } = await db.query(
    `update job_alerts set frequency = $2 where id = $1::bigint and ended_at is null returning 1`,
    [id, frequency],
  )
  return rows.length > 0
}

/** Deletes alerts never confirmed within UNCONFIRMED_ALERT_TTL_MS; answers how many. */
export async function purgeUnconfirmedAlerts(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query<{ purged: number }>(
    `with purged as (
       delete from job_alerts where confirmed_at is null and created_at <= $1 returning 1
     )
     select count(*)::int as purged from purged`,
    [at(now - UNCONFIRMED_ALERT_TTL_MS)],
  )
  return rows[0]?.purged ?? 0
}

/**
 * How many alerts for this address's mailbox (every spelling of it: mailbox-key.ts) wait for
 * confirmation, asked for within `windowMs`, and when the oldest of them was asked for: the
 * bound on confirmation emails one inbox gets.
 */
export async function countPendingConfirmations(
  db: Queryable,
  email: string,
  { now, windowMs }: { now: number; windowMs: number },
): Promise<{ count: number; oldest: number | null }> {
  const { rows } = await db.query<{ count: number; oldest: string | null }>(
    `select count(*)::int as count,
            ${sqlInstant('min(created_at)')} as oldest
     from job_alerts
     where mailbox = $1 and confirmed_at is null and ended_at is null and created_at > $2`,
    [mailboxKey(email), at(now - windowMs)],
  )
  const { count = 0, oldest = null } = rows[0] ?? {}
  return { count, oldest: oldest === null ? null : Date.parse(oldest) }
}
