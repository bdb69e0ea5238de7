import type { Db } from '../db/db.ts'

export interface RateLimit {
  /** requests allowed per window (with `backoff`: allowed without waiting) */
  max: number
  /** how long a request is counted */
  windowMs: number
  /**
   * Past `max`, one more request each time this wait has passed since the last one, the wait
   * doubling with each request counted, up to `maxWaitMs`. Without it, none until the oldest
   * leaves the window.
   */
  backoff?: { firstWaitMs: number; maxWaitMs: number }
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimitBucket {
  bucket: string
  limit: RateLimit
}

/** Milliseconds until one more request is allowed, given the requests counted in the window. */
export function waitBeforeNext(
  { max, windowMs, backoff }: RateLimit,
  { count, oldestMs, latestMs }: { count: number; oldestMs: number; latestMs: number },
  now: number,
): number {
  if (count < max) return 0
  if (!backoff) return Math.max(0, oldestMs + windowMs - now)
  // 2 ** a large count is Infinity, which Math.min turns back into the cap.
  const wait = Math.min(backoff.maxWaitMs, backoff.firstWaitMs * 2 ** (count - max))
  return Math.max(0, latestMs + wait - now)
}

/**
 * Counts a request against `bucket` and says whether it is allowed, and if not, in how many
 * seconds to retry. Kept in the database so every API process shares the count. Mobile carriers
 * in Zimbabwe put many people behind one address (CGNAT), so limits are generous per address.
 */
export function hitRateLimit(
  db: Db,
  bucket: string,
  limit: RateLimit,
  now: number,
): Promise<RateLimitVerdict> {
  return hitRateLimits(db, [{ bucket, limit }], now)
}

/**
 * Counts one request against every bucket, or against none when any of them is full: a request
 * refused is not counted, so hammering a full bucket does not keep it full. The check and the
 * count are one transaction holding each bucket's lock, so requests sent at once are counted one
 * after another and cannot all see the count from before the others.
 */
export async function hitRateLimits(
  db: Db,
  buckets: readonly RateLimitBucket[],
  now: number,
): Promise<RateLimitVerdict> {
  const names = [...new Set(buckets.map(({ bucket }) => bucket))]
  return db.transaction(async (tx) => {
    // One writer per bucket at a time. Several buckets are locked in one order (by the lock's
    // key), so two requests sharing two buckets cannot each hold one and wait for the other.
    if (names.length === 1) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', names)
    } else {
      const { rows: keys } = await tx.query<{ key: number }>(
        'select distinct hashtext(name) as key from unnest($1::text[]) as name order by key',
        [names],
      )
      for (const { key } of keys) await tx.query('select pg_advisory_xact_lock($1)', [key])
    }
    let waitMs = 0
    for (const { bucket, limit } of buckets) {
      const since = new Date(now - limit.windowMs).toISOString()
      await tx.query('delete from rate_limit_hits where bucket = $1 and at <= $2', [bucket, since])
      const { rows } = await tx.query<{ count: number; oldest_ms: number; latest_ms: number }>(
        // Times are stored to the millisecond; rounded, the float carries no stray fraction.
        `select count(*)::int as count,
                coalesce(round(extract(epoch from min(at)) * 1000), 0)::float8 as oldest_ms,
                coalesce(round(extract(epoch from max(at)) * 1000), 0)::float8 as latest_ms
         from rate_limit_hits where bucket = $1`,
        [bucket],
      )
      const counted = rows[0] ?? { count: 0, oldest_ms: now, latest_ms: now }
      const { count, oldest_ms: oldestMs, latest_ms: latestMs } = counted
      waitMs = Math.max(waitMs, waitBeforeNext(limit, { count, oldestMs, latestMs }, now))
    }
    if (waitMs > 0) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    }
    for (const bucket of names) {
      await tx.query('insert into rate_limit_hits (bucket, at) values ($1, $2)', [
        bucket,
        new Date(now).toISOString(),
      ])
    }
    return { allowed: true }
  })
}

/** Forgets every request counted against `bucket` (a right password clears its account's). */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.query('delete from rate_limit_hits where bucket = $1', [bucket])
}

/** Gives back one request counted against `bucket` at `at` (one that turned out well). */
export async function refundRateLimitHit(db: Db, bucket: string, at: number): Promise<void> {
  await db.query(
    `delete from rate_limit_hits where ctid in (
       select ctid from rate_limit_hits where bucket = $1 and at = $2 limit 1)`,
    [bucket, new Date(at).toISOString()],
  )
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
