/**
 * The tokens in an alert's links: "<alert id>.<HMAC-SHA256 of purpose and id>" under a secret
 * made once and kept in app_settings. Unguessable, bound to one alert and one purpose (a
 * confirmation link cannot unsubscribe, nor the other way round), and any email can be built
 * again from the alert alone, so nothing that works as a link is stored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Queryable } from '../db/db.ts'

export type AlertTokenPurpose = 'confirm' | 'manage'

const SECRET_KEY = 'alert_token_secret'

/** The site's secret for alert links, made on first use. */
export async function loadAlertTokenSecret(db: Queryable): Promise<Buffer> {
  const made = randomBytes(32).toString('base64url')
  // Two processes starting at once both insert; the first one's secret is the one kept.
  await db.query(
    'insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing',
    [SECRET_KEY, made],
  )
  const { rows } = await db.query<{ value: string }>(
    'select value from app_settings where key = $1',
    [SECRET_KEY],
  )
  const value = rows[0]?.value
  if (!value) throw new Error('the alert token secret could not be stored')
  return Buffer.from(value, 'base64url')
}

function sign(secret: Buffer, purpose: AlertTokenPurpose, alertId: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${alertId}`).digest()
}

export function makeAlertToken(secret: Buffer, purpose: AlertTokenPurpose, alertId: string) {
  return `${alertId}.${sign(secret, purpose, alertId).toString('base64url')}`
}

/** The alert id a token names, if it was made for this purpose; null for anything else. */
export function readAlertToken(
  secret: Buffer,
  purpose: AlertTokenPurpose,
  token: string,
): string | null {
  const match = /^([1-9][0-9]{0,17})\.([\w-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return null
  const given = Buffer.from(match[2], 'base64url')
  const expected = sign(secret, purpose, match[1])
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null
}
