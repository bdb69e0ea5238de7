import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { createRateLimitPurger, hitRateLimit, purgeRateLimitHits } from './rate-limit.ts'

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
