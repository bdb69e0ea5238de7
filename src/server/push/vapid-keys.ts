/**
 * The site's VAPID key pair (RFC 8292), which signs every push so push services know it comes
 * from us, and which browsers bind each subscription to. Made once, on first use, and kept in
 * app_settings like the alert token secret (alerts/alert-tokens.ts): a new pair would orphan
 * every subscription made with the old public key, so it must outlive restarts and be the same
 * in every process. The pair is one JSON value, so two processes starting together can never
 * keep one's public key and the other's private key.
 */
import webpush from 'web-push'

import type { Queryable } from '../db/db.ts'

export interface VapidKeys {
  /** base64url, an uncompressed P-256 point: what the app subscribes with */
  publicKey: string
  /** base64url; never leaves the server */
  privateKey: string
}

const SETTING_KEY = 'vapid_keys'

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string'
}

export async function loadVapidKeys(db: Queryable): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  // The first process to store a pair wins; the others read it.
  await db.query(
    'insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing',
    [SETTING_KEY, JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })],
  )
  const { rows } = await db.query<{ value: string }>(
    'select value from app_settings where key = $1',
    [SETTING_KEY],
  )
  const stored: unknown = JSON.parse(rows[0]?.value ?? 'null')
  if (!isVapidKeys(stored)) throw new Error('the VAPID keys in app_settings could not be read')
  return stored
}

/** The keys, read once per process; a failed read (the database was away) is tried again. */
export function cachedVapidKeys(db: Queryable): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null
  return () => {
    keys ??= loadVapidKeys(db).catch((error: unknown) => {
      keys = null
      throw error
    })
    return keys
  }
}
