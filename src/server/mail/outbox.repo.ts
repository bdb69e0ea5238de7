/**
 * The mail outbox (table mail_outbox). A message is written in the same transaction as the
 * decision to send it (an alert created, a digest's jobs recorded), then sent by the outbox
 * sender (outbox-sender.ts): an interrupted run loses nothing and a failed send is retried with
 * back-off, always as the same message (same Message-ID). Claiming leases rows, so two senders,
 * in one process or several, never send one row at the same time.
 */
import type { Db, Queryable } from '../db/db.ts'
import type { OutgoingMail } from './mailer.ts'

export type MailKind = 'alert-confirm' | 'alert-digest'

/** How long a claimed row is left to its sender before another may take it. */
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
  /** failed attempts so far */
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
 * Up to `limit` messages due by `now`, leased to the caller for MAIL_LEASE_MS. Confirmations
 * first (someone is waiting for that one), then oldest first. Rows another sender holds locked
 * are skipped, not waited for; once the claim commits, the lease keeps them from other claims.
 */
export async function claimDueMail(db: Db, now: number, limit: number): Promise<ClaimedMail[]> {
  const rows = await db.transaction(async (tx) => {
    const { rows: due } = await tx.query<OutboxRow>(
      `select id::text as id, kind, to_address, subject, text_body, html_body, headers,
              message_id, attempts
       from mail_outbox
       where status = 'pending' and next_attempt_at <= $1
       order by (kind = 'alert-confirm') desc, created_at, id
       limit $2
       for update skip locked`,
      [iso(now), limit],
    )
    if (due.length > 0) {
      await tx.query('update mail_outbox set next_attempt_at = $2 where id = any($1::bigint[])', [
        due.map((row) => row.id),
        iso(now + MAIL_LEASE_MS),
      ])
    }
    return due
  })
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

export async function markMailSent(db: Queryable, id: string, now: number): Promise<void> {
  await db.query(
    `update mail_outbox set status = 'sent', sent_at = $2, attempts = attempts + 1,
       last_error = null
     where id = $1::bigint and status = 'pending'`,
    [id, iso(now)],
  )
}

/**
 * Records a failed attempt: the row waits its next back-off, or, after MAIL_MAX_ATTEMPTS or a
 * permanent refusal, is 'failed' for good (it stays for the operator to see in /api/health).
 */
export async function markMailFailed(
  db: Queryable,
  id: string,
  { error, now, permanent }: { error: string; now: number; permanent: boolean },
): Promise<{ status: 'pending' | 'failed' }> {
  const { rows } = await db.query<{ status: 'pending' | 'failed' }>(
    `update mail_outbox set
       attempts = attempts + 1,
       last_error = $3,
       status = case when $4::boolean or attempts + 1 >= $5::int then 'failed' else 'pending' end,
       next_attempt_at = case when $4::boolean or attempts + 1 >= $5::int then next_attempt_at
         else $2::timestamptz + ($6::int[])[attempts + 1] * interval '1 millisecond' end
     where id = $1::bigint and status = 'pending'
     returning status`,
    [id, iso(now), error.slice(0, ERROR_MAX), permanent, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS],
  )
  return { status: rows[0]?.status ?? 'failed' }
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
