/**
 * The operators table: the accounts that sign in to the operator console. An email is stored
 * lower-cased, so one address is one operator however it is typed; ids leave as text, since
 * bigserial may outgrow a JavaScript number. Times leave as ISO text in UTC, formatted in SQL,
 * so PGlite and PostgreSQL answer alike.
 */
import type { Queryable } from '../../db/db.ts'
import { sqlInstantSeconds } from '../../db/sql-time.ts'

export interface OperatorAccount {
  id: string
  email: string
  password_hash: string
}

export interface OperatorSummary {
  email: string
  created_at: string
  updated_at: string
  /** sessions not yet ended (signed out, reset or cleared when they time out) */
  sessions: number
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Adds the operator, or gives an existing one the new password. A reset also ends all of their
 * sessions, so whoever else knew the old password is signed out everywhere. One statement, so
 * the new password and the ended sessions come together or not at all.
 */
export async function upsertOperator(
  db: Queryable,
  email: string,
  passwordHash: string,
  now: number,
): Promise<{ created: boolean }> {
  const { rows } = await db.query<{ created: boolean }>(
    `with saved as (
       insert into operators (email, password_hash, created_at, updated_at)
       values ($1, $2, $3, $3)
       on conflict (email) do update
         set password_hash = excluded.password_hash, updated_at = excluded.updated_at
       -- xmax is 0 on a row this statement inserted, and set on one it updated
       returning id, (xmax = 0) as created
     ), ended as (
       delete from operator_sessions
       where operator_id in (select id from saved where not created)
     )
     select created from saved`,
    [normaliseEmail(email), passwordHash, new Date(now).toISOString()],
  )
  return { created: rows[0]?.created === true }
}

/** Every operator, by email, with how many sessions each has open. */
export async function listOperators(db: Queryable): Promise<OperatorSummary[]> {
  const { rows } = await db.query<OperatorSummary>(
    `select o.email,
       ${sqlInstantSeconds('o.created_at')} as created_at,
       ${sqlInstantSeconds('o.updated_at')} as updated_at,
       count(s.id)::int as sessions
     from operators o left join operator_sessions s on s.operator_id = o.id
     group by o.id
     order by o.email`,
  )
  return rows
}

/** Removes the operator (their sessions go with them); false when there was none. */
export async function removeOperator(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(`delete from operators where email = $1 returning id`, [
    normaliseEmail(email),
  ])
  return rows.length > 0
}

export async function findOperatorByEmail(
  db: Queryable,
  email: string,
): Promise<OperatorAccount | null> {
  const { rows } = await db.query<OperatorAccount>(
    `select id::text as id, email, password_hash from operators where email = $1`,
    [normaliseEmail(email)],
  )
  return rows[0] ?? null
}

/**
 * Stores a new hash of the same password (made at sign-in when the cost has changed), unless
 * the password was reset meanwhile: only over the hash it was checked against. Sessions stay, and
 * updated_at too: the password itself did not change.
 */
export async function replacePasswordHash(
  db: Queryable,
  operatorId: string,
  { from, to }: { from: string; to: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `update operators set password_hash = $3 where id = $1 and password_hash = $2 returning id`,
    [operatorId, from, to],
  )
  return rows.length > 0
}
