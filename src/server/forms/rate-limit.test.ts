import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import {
  clearRateLimit,
  createRateLimitPurger,
  hitRateLimit,
  hitRateLimits,
  purgeRateLimitHits,
  refundRateLimitHit,
  waitBeforeNext,
} from './rate-limit.ts'

const HOUR = 60 * 60_000
const NOW = Date.parse('2026-11-30T05:00:00Z')
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from rate_limit_hits')
})

async function buckets(): Promise<string[]> {
  const { rows } = await db.query<{ bucket: string }>(
    'select bucket from rate_limit_hits order by bucket',
  )
  return rows.map((row) => row.bucket)
}

describe('hitRateLimit', () => {
  it('allows max hits in a window, then says when the oldest frees a place', async () => {
    const limit = { max: 2, windowMs: HOUR }
    expect(await hitRateLimit(db, 'alert:192.0.2.1', limit, NOW)).toEqual({ allowed: true })
    expect(await hitRateLimit(db, 'alert:192.0.2.1', limit, NOW + 1000)).toEqual({ allowed: true })
    expect(await hitRateLimit(db, 'alert:192.0.2.1', limit, NOW + 2000)).toEqual({
      allowed: false,
      retryAfterSeconds: 3598,
    })
    // Another address has its own count.
    expect(await hitRateLimit(db, 'alert:192.0.2.2', limit, NOW + 2000)).toEqual({ allowed: true })
    expect(await hitRateLimit(db, 'alert:192.0.2.1', limit, NOW + HOUR + 1)).toEqual({
      allowed: true,
    })
  })
})

describe('hitRateLimits', () => {
  const small = { max: 2, windowMs: HOUR }
  const large = { max: 5, windowMs: HOUR }

  it('counts a request against every bucket, or against none when one is full', async () => {
    const both = [
      { bucket: 'sign-in:account:a', limit: small },
      { bucket: 'sign-in:address:1', limit: large },
    ]
    expect(await hitRateLimits(db, both, NOW)).toEqual({ allowed: true })
    expect(await hitRateLimits(db, both, NOW + 1000)).toEqual({ allowed: true })
    expect(await hitRateLimits(db, both, NOW + 2000)).toEqual({
      allowed: false,
      retryAfterSeconds: 3598,
    })
    // The refused request took no place in the address's bucket.
    expect(await buckets()).toEqual([
      'sign-in:account:a',
      'sign-in:account:a',
      'sign-in:address:1',
      'sign-in:address:1',
    ])
  })

  it('lets no more through than the limit when they all arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        hitRateLimits(
          db,
          [
            { bucket: 'sign-in:account:a', limit: large },
            { bucket: `sign-in:address:${n % 3}`, limit: { max: 30, windowMs: HOUR } },
          ],
          NOW,
        ),
      ),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(await buckets()).toHaveLength(10)
  })

  it('backs off: past max, the wait since the last request doubles up to its cap', async () => {
    const limit = {
      max: 2,
      windowMs: 24 * HOUR,
      backoff: { firstWaitMs: 60_000, maxWaitMs: 300_000 },
    }
    const waits: number[] = []
    let now = NOW
    for (let n = 0; n < 7; n++) {
      const hit = await hitRateLimit(db, 'sign-in:device:d', limit, now)
      if (hit.allowed) continue
      waits.push(hit.retryAfterSeconds)
      now += hit.retryAfterSeconds * 1000
      expect(await hitRateLimit(db, 'sign-in:device:d', limit, now)).toEqual({ allowed: true })
    }
    expect(waits).toEqual([60, 120, 240, 300, 300])
  })

  it('gives back one request, or forgets them all', async () => {
    await hitRateLimit(db, 'sign-in:address:1', { max: 5, windowMs: HOUR }, NOW)
    await hitRateLimit(db, 'sign-in:address:1', { max: 5, windowMs: HOUR }, NOW)
    await hitRateLimit(db, 'sign-in:account:a', { max: 5, windowMs: HOUR }, NOW)
    await refundRateLimitHit(db, 'sign-in:address:1', NOW)
    expect(await buckets()).toEqual(['sign-in:account:a', 'sign-in:address:1'])
    await clearRateLimit(db, 'sign-in:account:a')
    expect(await buckets()).toEqual(['sign-in:address:1'])
  })
})

describe('waitBeforeNext', () => {
  const backoff = { firstWaitMs: 60_000, maxWaitMs: HOUR }
  it('is nothing below max, then the oldest leaving the window, or the doubled wait', () => {
    const counted = { oldestMs: NOW, latestMs: NOW + 10_000 }
    expect(waitBeforeNext({ max: 3, windowMs: HOUR }, { count: 2, ...counted }, NOW)).toBe(0)
    expect(waitBeforeNext({ max: 3, windowMs: HOUR }, { count: 3, ...counted }, NOW)).toBe(HOUR)
    const limit = { max: 3, windowMs: HOUR, backoff }
    expect(waitBeforeNext(limit, { count: 3, ...counted }, NOW + 10_000)).toBe(60_000)
    expect(waitBeforeNext(limit, { count: 5, ...counted }, NOW + 10_000)).toBe(240_000)
    expect(waitBeforeNext(limit, { count: 5, ...counted }, NOW + 250_000)).toBe(0)
    expect(waitBeforeNext(limit, { count: 5000, ...counted }, NOW + 10_000)).toBe(HOUR)
  })
})

describe('purgeRateLimitHits', () => {
  it("deletes only the named routes' old hits, so a longer window elsewhere keeps counting", async () => {
    const day = { max: 5, windowMs: 24 * HOUR }
    await hitRateLimit(db, 'contact:192.0.2.1', day, NOW)
    await hitRateLimit(db, 'alert:192.0.2.1', day, NOW)
    await hitRateLimit(db, 'push:192.0.2.1', day, NOW)
    await hitRateLimit(db, 'contact:192.0.2.9', day, NOW + 2 * HOUR)

    expect(await purgeRateLimitHits(db, NOW + HOUR, ['contact', 'newsletter'])).toBe(1)
    expect(await buckets()).toEqual(['alert:192.0.2.1', 'contact:192.0.2.9', 'push:192.0.2.1'])
    // A bucket whose name only starts like a kind is not that kind.
    await hitRateLimit(db, 'pushy:192.0.2.1', day, NOW)
    expect(await purgeRateLimitHits(db, NOW + HOUR, ['push'])).toBe(1)
    expect(await buckets()).toEqual(['alert:192.0.2.1', 'contact:192.0.2.9', 'pushy:192.0.2.1'])
  })

  it('without kinds, deletes every old hit', async () => {
    await hitRateLimit(db, 'contact:192.0.2.1', { max: 5, windowMs: HOUR }, NOW)
    await hitRateLimit(db, 'alert:192.0.2.1', { max: 5, windowMs: HOUR }, NOW)
    expect(await purgeRateLimitHits(db, NOW + HOUR)).toBe(2)
    expect(await buckets()).toEqual([])
  })
})

describe('createRateLimitPurger', () => {
  it('purges at most once per interval', async () => {
    const limit = { max: 5, windowMs: HOUR }
    const purge = createRateLimitPurger(db, ['alert'], HOUR, 10 * 60_000)
    await hitRateLimit(db, 'alert:192.0.2.1', limit, NOW)
    await hitRateLimit(db, 'alert:192.0.2.2', limit, NOW + 60_000)
    await purge(NOW + HOUR + 1) // the first hit's window has closed
    expect(await buckets()).toEqual(['alert:192.0.2.2'])
    await purge(NOW + HOUR + 9 * 60_000) // the second's has too, but this is too soon
    expect(await buckets()).toEqual(['alert:192.0.2.2'])
    await purge(NOW + HOUR + 10 * 60_000 + 1)
    expect(await buckets()).toEqual([])
  })
})
