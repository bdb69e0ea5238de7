import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import {
  clearAccountFailures,
  recordSignInFailure,
  signInBuckets,
  signInRetryAfter,
} from './sign-in-throttle.ts'

const NOW = Date.parse('2026-11-26T08:00:00Z')
const MINUTE = 60_000
const LIMITS = {
  account: { max: 3, windowMs: 15 * MINUTE },
  address: { max: 5, windowMs: 15 * MINUTE },
}
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from sign_in_failures')
})

describe('sign-in throttling', () => {
  it('blocks an account after its failures, until the oldest leaves the window', async () => {
    const buckets = signInBuckets('ops@x.example', '10.0.0.1', LIMITS)
    for (let n = 0; n < 3; n++) await recordSignInFailure(db, buckets, NOW + n * MINUTE)
    expect(await signInRetryAfter(db, buckets, NOW + 3 * MINUTE)).toBe(12 * 60)
    // from another address too: the account is what is guessed at
    const elsewhere = signInBuckets('ops@x.example', '10.0.0.2', LIMITS)
    expect(await signInRetryAfter(db, elsewhere, NOW + 3 * MINUTE)).toBeGreaterThan(0)
    expect(await signInRetryAfter(db, elsewhere, NOW + 15 * MINUTE + 1)).toBe(0)
  })

  it('blocks an address trying many accounts', async () => {
    for (let n = 0; n < 5; n++) {
      await recordSignInFailure(db, signInBuckets(`user${n}@x.example`, '10.0.0.9', LIMITS), NOW)
    }
    const fresh = signInBuckets('someone-new@x.example', '10.0.0.9', LIMITS)
    expect(await signInRetryAfter(db, fresh, NOW + MINUTE)).toBe(14 * 60)
    const otherAddress = signInBuckets('someone-new@x.example', '10.0.0.10', LIMITS)
    expect(await signInRetryAfter(db, otherAddress, NOW + MINUTE)).toBe(0)
  })

  it('forgets an account’s failures at a right password, not the address’s', async () => {
    const buckets = signInBuckets('ops@x.example', '10.0.0.1', LIMITS)
    for (let n = 0; n < 3; n++) await recordSignInFailure(db, buckets, NOW)
    const [account] = buckets
    if (account) await clearAccountFailures(db, account)
    expect(await signInRetryAfter(db, buckets, NOW)).toBe(0)
    const { rows } = await db.query<{ count: number }>(
      `select count(*)::int as count from sign_in_failures where bucket like 'address:%'`,
    )
    expect(rows[0]?.count).toBe(3)
  })

  it('keeps the table to one window', async () => {
    const buckets = signInBuckets('ops@x.example', null, LIMITS)
    await recordSignInFailure(db, buckets, NOW)
    await recordSignInFailure(db, buckets, NOW + 16 * MINUTE)
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from sign_in_failures',
    )
    expect(rows[0]?.count).toBe(2)
  })
})
