/**
 * The mail outbox (table mail_outbox). A message is written in the same transaction as the
 * decision to send it (an alert created, a digest's jobs recorded), then sent by the outbox
 * sender (outbox-sender.ts): an interrupted run loses nothing and a failed send is retried with
 * back-off, always as the same message (same Message-ID). Claiming leases rows, so two senders,
 * in one process or several, never send one row at the same time.
 *
 * An attempt is counted when its row is claimed, in the statement that leases it (as
 * graphile-worker and pg-boss do), not when it fails: a message whose sender dies or hangs
 * mid-send has still used its attempt, so it cannot be tried for ever, and however its leases
 * run out it is sent at most MAIL_MAX_ATTEMPTS times. A row whose last attempt never reported
 * back is given up ('failed', with the reason) by the next sender that looks.
 */
import type { Queryable } from '../db/db.ts'
import type { OutgoingMail } from './mailer.ts'
import { sqlInstantSeconds } from '../db/sql-time.ts'

export type MailKind = 'alert-confirm' | 'alert-digest' | 'job-post'

/**
 * The longest one send may take, waiting for a pooled connection included: the sender stops
 * waiting then and records the attempt as failed (outbox-sender.ts). Longer than the SMTP
 * transport's own bounds on a conversation (smtp-mailer.ts: 20 s to connect, 20 s for the
 * greeting, 60 s of silence), which a server trickling bytes could otherwise stretch for ever.
 */
export const MAIL_SEND_TIMEOUT_MS = 2 * 60_000
/**
 * How long a claimed row is left to its sender before another may take it: well past the send
 * timeout, so a sender that is alive has always reported before its lease runs out, and only a
 * dead one's row is taken again.
 */
export const MAIL_LEASE_MS = 5 * 60_000
/** Waits after the 1st, 2nd, ... failed attempt; after the last, the row has failed. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000]
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1
const ERROR_MAX = 1000

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Puts a message in the outbox, due now. Written with `tx` so it is kept only if the rest of the
 * decision is. The Message-ID names the message: writing one already in the outbox again does
 * nothing, so a repeated decision never sends twice.
 */
export async function enqueueMail(
  tx: Queryable,
  {
    alertId,
    kind,
    mail,
    now,
  }: { alertId: string | null; kind: MailKind; mail: OutgoingMail; now: number },
): Promise<void> {
  await tx.query(
    `insert into mail_outbox (alert_id, kind, to_address, subject, text_body, html_body, headers,
       message_id, next_attempt_at, created_at)
     values ($1::bigint, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $9)
     on conflict (message_id) do nothing`,
    [
      alertId,
      kind,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers),
      mail.messageId,
      iso(now),
    ],
  )
}

export interface ClaimedMail extends OutgoingMail {
  id: string
  /** this attempt's number, counted when it was claimed: 1 for the first */
  attempts: number
  kind: MailKind
}

interface OutboxRow {
  id: string
  kind: MailKind
  to_address: string
  subject: string
  text_body: string
  html_body: string
  headers: Record<string, string> | string
  message_id: string
  attempts: number
}

/**
 * Up to `limit` messages due by `now` with attempts left, leased to the caller for MAIL_LEASE_MS
 * and their attempt counted, in one statement. Confirmations first (someone is waiting for that
 * one), then oldest first. Rows another sender holds locked are skipped, not waited for; once
 * the claim commits, the lease keeps them from other claims.
 */
export async function claimDueMail(
  db: Queryable,
  now: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const { rows } = await db.query<OutboxRow>(
    `with due as (
       select id from mail_outbox
       where status = 'pending' and next_attempt_at <= $1 and attempts < $4
       order by (kind in ('alert-confirm', 'job-post')) desc, created_at, id
       limit $2
       for update skip locked
     ), claimed as (
       update mail_outbox as m set attempts = m.attempts + 1, next_attempt_at = $3
       from due where m.id = due.id
       returning m.id, m.kind, m.to_address, m.subject, m.text_body, m.html_body, m.headers,
                 m.message_id, m.attempts, m.created_at
     )
     select id::text as id, kind, to_address, subject, text_body, html_body, headers, message_id,
            attempts
     from claimed
     order by (kind in ('alert-confirm', 'job-post')) desc, created_at, id`,
    [iso(now), limit, iso(now + MAIL_LEASE_MS), MAIL_MAX_ATTEMPTS],
  )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers:
      typeof row.headers === 'string'
        ? (JSON.parse(row.headers) as Record<string, string>)
        : row.headers,
    messageId: row.message_id,
  }))
}

export interface GivenUpMail {
  id: string
  kind: MailKind
  attempts: number
}

/**
 * Gives up on the rows whose last attempt was claimed and never reported back before its lease
 * ran out (its sender died, or hung): they are 'failed', with the reason kept beside the last
 * error, for /api/health and `npm run alerts` to show. Returned for the caller to log.
 */
export async function giveUpAbandonedMail(db: Queryable, now: number): Promise<GivenUpMail[]> {
  const { rows } = await db.query<GivenUpMail>(
    `update mail_outbox as m set
       status = 'failed',
       last_error = left('no outcome from attempt ' || m.attempts || ' of ' || $2::int
         || ': its sender stopped before reporting back'
         || coalesce('; before that: ' || m.last_error, ''), $3)
     where m.id in (
       select id from mail_outbox
       where status = 'pending' and next_attempt_at <= $1 and attempts >= $2
       for update skip locked)
     returning m.id::text as id, m.kind, m.attempts`,
    [iso(now), MAIL_MAX_ATTEMPTS, ERROR_MAX],
  )
  return rows
}

/**
 * Records that the message went. Whoever's attempt it was: a sender whose lease ran out while
 * the server was taking the message still tells the truth, and a retry not yet claimed is
 * called off.
 */
export async function markMailSent(db: Queryable, id: string, now: number): Promise<void> {
  await db.query(
    `update mail_outbox set status = 'sent', sent_at = $2, last_error = null
     where id = $1::bigint and status <> 'sent'`,
    [id, iso(now)],
  )
}

export type FailedMailStatus = 'pending' | 'failed' | 'superseded'

/**
 * Records a failed attempt: the row waits its next back-off, or, after its last attempt or a
 * permanent refusal, is 'failed' for good (it stays for the operator to see in /api/health).
 * `attempt` is the attempt this was (ClaimedMail.attempts): if the row has been claimed again
 * since, or has an outcome, nothing is written and the answer is 'superseded'.
 */
export async function markMailFailed(
  db: Queryable,
  id: string,
  {
    error,
    now,
    permanent,
    attempt,
  }: { error: string; now: number; permanent: boolean; attempt?: number },
): Promise<{ status: FailedMailStatus }> {
  const { rows } = await db.query<{ status: 'pending' | 'failed' }>(
    `update mail_outbox set
       last_error = $3,
       status = case when $4::boolean or attempts >= $5::int then 'failed' else 'pending' end,
       next_attempt_at = case when $4::boolean or attempts >= $5::int then next_attempt_at
         else $2::timestamptz
           + ($6::int[])[greatest(attempts, 1)] * interval '1 millisecond' end
     where id = $1::bigint and status = 'pending' and ($7::int is null or attempts = $7::int)
     returning status`,
    [
      id,
      iso(now),
      error.slice(0, ERROR_MAX),
      permanent,
      MAIL_MAX_ATTEMPTS,
      MAIL_RETRY_DELAYS_MS,
      attempt ?? null,
    ],
  )
  return { status: rows[0]?.status ?? 'superseded' }
}

export interface MailCounts {
  /** waiting to be sent, or to be tried again */
  pending: number
  /** given up on (a permanent refusal, or every attempt failed) */
  failed: number
  sentLastDay: number
}

/** For /api/health: a growing `pending` or any `failed` wants a look at the mail server. */
export async function countMail(db: Queryable, now: number): Promise<MailCounts> {
  const { rows } = await db.query<MailCounts>(
    `select count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'failed')::int as failed,
            count(*) filter (where status = 'sent' and sent_at > $1)::int as "sentLastDay"
     from mail_outbox`,
    [iso(now - 24 * 3_600_000)],
  )
  return rows[0] ?? { pending: 0, failed: 0, sentLastDay: 0 }
}

export interface FailedMail {
  id: string
  kind: MailKind
  attempts: number
  last_error: string | null
  /** when it was queued, ISO */
  created_at: string
}

/** The latest messages given up on, with why, for `npm run alerts`: what to look into. */
export async function listFailedMail(db: Queryable, limit: number): Promise<FailedMail[]> {
  const { rows } = await db.query<FailedMail>(
    `select id::text as id, kind, attempts, last_error,
            ${sqlInstantSeconds('created_at')} as created_at
     from mail_outbox where status = 'failed'
     order by created_at desc, id desc
     limit $1`,
    [limit],
  )
  return rows
}
