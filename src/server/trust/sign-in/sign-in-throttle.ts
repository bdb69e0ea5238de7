/**
 * Failed sign-ins are counted per account and per client address, in the database so every web
 * process shares the count. Past the limit, sign-in answers 429 with Retry-After until the oldest
 * failure leaves the window, whatever the password: guessing is slowed to a handful of tries per
 * quarter hour per account. Unknown emails are counted like real ones, so the answers do not tell
 * which accounts exist. The address limit is higher: many readers share one carrier address.
 */
import type { Db } from '../../db/db.ts'

export interface SignInLimit {
  max: number
  windowMs: number
}

export const SIGN_IN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, SignInLimit>

export interface SignInBucket {
  bucket: string
  limit: SignInLimit
}

export function signInBuckets(
  email: string,
  address: string | null,
  limits: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS,
): SignInBucket[] {
  return [
    { bucket: `account:${email}`, limit: limits.account },
    { bucket: `address:${address ?? 'unknown'}`, limit: limits.address },
  ]
}

/** Seconds until a try is allowed again, or 0 when it is allowed now. */
export async function signInRetryAfter(
  db: Db,
  buckets: readonly SignInBucket[],
  now: number,
): Promise<number> {
  let wait = 0
  for (const { bucket, limit } of buckets) {
    const { rows } = await db.query<{ count: number; oldest_ms: number | null }>(
      `select count(*)::int as count, (extract(epoch from min(at)) * 1000)::float8 as oldest_ms
       from sign_in_failures where bucket = $1 and at > $2`,
      [bucket, new Date(now - limit.windowMs).toISOString()],
    )
    const { count = 0, oldest_ms: oldest = null } = rows[0] ?? {}
    if (count >= limit.max && oldest !== null) {
      wait = Math.max(wait, Math.ceil((oldest + limit.windowMs - now) / 1000))
    }
  }
  return Math.max(0, wait)
}

export async function recordSignInFailure(
  db: Db,
  buckets: readonly SignInBucket[],
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString()
  const longest = Math.max(...buckets.map(({ limit }) => limit.windowMs))
  await db.transaction(async (tx) => {
    // What has left every window is of no more use: the table stays the size of one window.
    await tx.query('delete from sign_in_failures where at <= $1', [
      new Date(now - longest).toISOString(),
    ])
    for (const { bucket } of buckets) {
      await tx.query('insert into sign_in_failures (bucket, at) values ($1, $2)', [bucket, at])
    }
  })
}

/** A right password clears its account's failures (not the address's: others share it). */
export async function clearAccountFailures(db: Db, bucket: SignInBucket): Promise<void> {
  await db.query('delete from sign_in_failures where bucket = $1', [bucket.bucket])
}
