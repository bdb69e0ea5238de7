/**
 * Browsers an operator has signed in from: the device cookie (decision 034). A sign-in that
 * carries a valid one for the account it names is counted against that device alone, so guesses
 * at the account from elsewhere cannot lock its operator out of the browsers they use. It opens
 * nothing by itself: the password is still needed. Each sign-in replaces the device's cookie.
 */
import type { Queryable } from '../../db/db.ts'
import { newSecretToken, parseSecretToken, secretMatches } from './secret-token.ts'

/** A device cookie is good for this long after the sign-in that set it. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000

export interface KnownDevice {
  deviceId: string
  operatorId: string
  email: string
}

/** Remembers the browser of a sign-in and returns its cookie's value. */
export async function createDevice(db: Queryable, operatorId: string, now: number) {
  const { id, secretHash, token } = newSecretToken()
  await db.query(
    `insert into operator_devices (id, secret_hash, operator_id, created_at)
     values ($1, $2, $3, $4)`,
    [id, secretHash, operatorId, new Date(now).toISOString()],
  )
  return token
}

/** The device a cookie names, if its secret matches and it has not expired. */
export async function findDevice(
  db: Queryable,
  token: string,
  now: number,
): Promise<KnownDevice | null> {
  const parsed = parseSecretToken(token)
  if (!parsed) return null
  const { rows } = await db.query<{ operator_id: string; email: string; secret_hash: string }>(
    `select d.operator_id::text, o.email, d.secret_hash
     from operator_devices d join operators o on o.id = d.operator_id
     where d.id = $1 and d.created_at > $2`,
    [parsed.id, new Date(now - DEVICE_LIFETIME_MS).toISOString()],
  )
  const row = rows[0]
  if (!row || !secretMatches(row.secret_hash, parsed.secret)) return null
  return { deviceId: parsed.id, operatorId: row.operator_id, email: row.email }
}

export async function deleteDevice(db: Queryable, deviceId: string): Promise<void> {
  await db.query('delete from operator_devices where id = $1', [deviceId])
}

/** Devices whose cookie has expired; run at each sign-in, the only time rows are added. */
export async function purgeExpiredDevices(db: Queryable, now: number): Promise<void> {
  await db.query('delete from operator_devices where created_at <= $1', [
    new Date(now - DEVICE_LIFETIME_MS).toISOString(),
  ])
}
