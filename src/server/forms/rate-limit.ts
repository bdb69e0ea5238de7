import type { Db } from '../db/db.ts'

export interface RateLimit {
  /** requests allowed per window */
  max: number
  windowMs: number
}

/**
 * Counts a request against `bucket` and says whether it is allowed, and if not, in how many
 * seconds to retry. Kept in the database so every API process shares the count. Mobile carriers
 * in Zimbabwe put many people behind one address (CGNAT), so limits are generous per address.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  { max, windowMs }: RateLimit,
  now: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const since = new Date(now - windowMs).toISOString()
  return db.transaction(async (tx) => {
    // One writer per bucket at a time, so two requests cannot both take the last place.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [bucket])
    await tx.query('delete from rate_limit_hits where bucket = $1 and at <= $2', [bucket, since])
    const { rows } = await tx.query<{ count: number; oldest: string | null }>(
      `select count(*)::int as count,
              to_char(min(at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest
       from rate_limit_hits where bucket = $1`,
      [bucket],
    )
    const { count = 0, oldest = null } = rows[0] ?? {}
    if (count >= max) {
      const freeAt = (oldest ? Date.parse(oldest) : now) + windowMs
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }
    }
    await tx.query('insert into rate_limit_hits (bucket, at) values ($1, $2)', [
      bucket,
      new Date(now).toISOString(),
    ])
    return { allowed: true }
  })
}

/**
 * Rows of buckets nobody has hit since their window closed are deleted here, since a hit only
 * clears its own bucket: without this, every address that ever posted would stay in the table.
 * With `kinds` (["alert"]), only the buckets "alert:..." of those routes: another route's
 * window may be longer than theirs (ALERT_RATE_LIMIT and PUSH_RATE_LIMIT are settings).
 */
export async function purgeRateLimitHits(
  db: Db,
  before: number,
  kinds: readonly string[] | null = null,
): Promise<number> {
  const { rows } = await db.query<{ purged: number }>(
    `with purged as (
       delete from rate_limit_hits
       where at <= $1 and ($2::text[] is null or split_part(bucket, ':', 1) = any($2::text[]))
       returning 1)
     select count(*)::int as purged from purged`,
    [new Date(before).toISOString(), kinds && [...kinds]],
  )
  return rows[0]?.purged ?? 0
}

/**
 * Purges the hits of `kinds` ("contact", "alert": the part of the bucket before ":") older than
 * `windowMs` (their longest window), at most once per `everyMs`, on the requests' own path (no
 * timer to stop).
 */
export function createRateLimitPurger(
  db: Db,
  kinds: readonly string[],
  windowMs: number,
  everyMs = 10 * 60_000,
) {
  let lastPurgeAt = Number.NEGATIVE_INFINITY
  return async (now: number): Promise<void> => {
    if (now - lastPurgeAt < everyMs) return
    lastPurgeAt = now
    await purgeRateLimitHits(db, now - windowMs, kinds)
  }
}
