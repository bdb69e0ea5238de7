import type { ContactBody } from '#shared/schemas/forms.ts'

import type { Queryable } from '../db/db.ts'
import { sqlInstantSeconds } from '../db/sql-time.ts'

export type ContactMessage = Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>

export async function insertContactMessage(
  db: Queryable,
  message: ContactMessage,
  clientKey: string,
  now: number,
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (name, email, subject, message, client_key, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id::text`,
    [
      message.name,
      message.email,
      message.subject,
      message.message,
      clientKey,
      new Date(now).toISOString(),
    ],
  )
  return rows[0]?.id ?? null
}

/** Idempotent per address: a repeat is not an error, it only refreshes the request time. */
export async function subscribeToNewsletter(
  db: Queryable,
  email: string,
  now: number,
): Promise<{ created: boolean }> {
  const at = new Date(now).toISOString()
  const { rows } = await db.query<{ created: boolean }>(
    `insert into newsletter_subscriptions (email, created_at, last_requested_at) values ($1, $2, $2)
     on conflict (email) do update set last_requested_at = excluded.last_requested_at
     returning (xmax = 0) as created`,
    [email, at],
  )
  return { created: rows[0]?.created ?? false }
}

export interface StoredContactMessage {
  id: string
  name: string
  email: string
  subject: string
  message: string
  created_at: string
}

/** The newest messages first, for whoever answers them (npm run messages). */
export async function listContactMessages(
  db: Queryable,
  { limit = 50 } = {},
): Promise<StoredContactMessage[]> {
  const { rows } = await db.query<StoredContactMessage>(
    `select id::text, name, email, subject, message,
            ${sqlInstantSeconds('created_at')} as created_at
     from contact_messages order by created_at desc, id desc limit $1`,
    [limit],
  )
  return rows
}

/** Whether a job with this id is stored (ids are kept in lower case). */
export async function jobExists(db: Queryable, jobId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from jobs where id = $1', [jobId])
  return rows.length > 0
}

export async function countNewsletterSubscriptions(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from newsletter_subscriptions',
  )
  return rows[0]?.count ?? 0
}
