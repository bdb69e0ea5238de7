/**
 * Operators' sessions, kept server side so that signing out, a password reset or a time-out ends
 * them at once. The cookie carries "<id>.<secret>"; the table keeps a SHA-256 of the secret, so a
 * copy of the table does not sign anyone in, and the secret is compared in constant time.
 */
import type { Queryable } from '../../db/db.ts'
import { newSecretToken, parseSecretToken, secretMatches } from './secret-token.ts'

/** Signed out after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000
/** Signed out this long after signing in, however busy. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000
/** last_seen_at is written at most this often: a page view is not a write. */
const TOUCH_EVERY_MS = 60_000

export interface OperatorSession {
  sessionId: string
  operatorId: string
  email: string
}

/** Starts a session and returns the cookie's value. */
export async function createSession(db: Queryable, operatorId: string, now: number) {
  const { id, secretHash, token } = newSecretToken()
  const at = new Date(now).toISOString()
  await db.query(
    `insert into operator_sessions (id, secret_hash, operator_id, created_at, last_seen_at)
     values ($1, $2, $3, $4, $4)`,
    [id, secretHash, operatorId, at],
  )
  return token
}

/** The session a cookie names, if it is live; an expired one is deleted on the way. */
export async function findSession(
  db: Queryable,
  token: string,
  now: number,
): Promise<OperatorSession | null> {
  const parsed = parseSecretToken(token)
  if (!parsed) return null
  const { rows } = await db.query<{
    operator_id: string
    email: string
    secret_hash: string
    created_ms: number
    last_seen_ms: number
  }>(
    `select s.operator_id::text, o.email, s.secret_hash,
       (extract(epoch from s.created_at) * 1000)::float8 as created_ms,
       (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms
     from operator_sessions s join operators o on o.id = s.operator_id where s.id = $1`,
    [parsed.id],
  )
  const row = rows[0]
  if (!row) return null
  if (!secretMatches(row.secret_hash, parsed.secret)) return null
  if (now - row.last_seen_ms >= SESSION_IDLE_MS || now - row.created_ms >= SESSION_ABSOLUTE_MS) {
    await deleteSession(db, parsed.id)
    return null
  }
  if (now - row.last_seen_ms >= TOUCH_EVERY_MS) {
    await db.query('update operator_sessions set last_seen_at = $2 where id = $1', [
      parsed.id,
      new Date(now).toISOString(),
    ])
  }
  return { sessionId: parsed.id, operatorId: row.operator_id, email: row.email }
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from operator_sessions where id = $1', [sessionId])
}

/** The id part of a cookie's value, to end the session it names (sign-in rotates it away). */
export function sessionIdOf(token: string): string | null {
  return parseSecretToken(token)?.id ?? null
}

/** Sessions past either time-out; run now and then so the table holds only live ones. */
export async function purgeExpiredSessions(db: Queryable, now: number): Promise<void> {
  await db.query('delete from operator_sessions where last_seen_at <= $1 or created_at <= $2', [
    new Date(now - SESSION_IDLE_MS).toISOString(),
    new Date(now - SESSION_ABSOLUTE_MS).toISOString(),
  ])
}
