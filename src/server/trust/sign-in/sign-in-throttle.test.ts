import { describe, expect, it } from 'vitest'

import { longestSignInWindow, SIGN_IN_LIMITS, signInCounts } from './sign-in-throttle.ts'

describe('signInCounts', () => {
  it('counts a cookieless try against the account and the address', () => {
    const counts = signInCounts({ email: 'ops@x.example', address: '10.0.0.1', deviceId: null })
    expect(counts.buckets).toEqual([
      { bucket: 'sign-in:account:ops@x.example', limit: SIGN_IN_LIMITS.account },
      { bucket: 'sign-in:address:10.0.0.1', limit: SIGN_IN_LIMITS.address },
    ])
    // A right password clears the account's count and gives back only its own try's count
    // against an address others share.
    expect(counts.clearedOnSuccess).toBe('sign-in:account:ops@x.example')
    expect(counts.refundedOnSuccess).toBe('sign-in:address:10.0.0.1')
  })

  it('counts a try from a known browser against that browser alone', () => {
    const counts = signInCounts({ email: 'ops@x.example', address: '10.0.0.1', deviceId: 'dev1' })
    expect(counts.buckets).toEqual([
      { bucket: 'sign-in:device:dev1', limit: SIGN_IN_LIMITS.device },
    ])
    expect(counts.clearedOnSuccess).toBe('sign-in:device:dev1')
    expect(counts.refundedOnSuccess).toBeNull()
  })

  it('names an unknown address', () => {
    const counts = signInCounts({ email: 'a@x.example', address: null, deviceId: null })
    expect(counts.buckets[1]?.bucket).toBe('sign-in:address:unknown')
  })

  it('lets a few tries through, then backs off, remembering tries for a day', () => {
    for (const limit of Object.values(SIGN_IN_LIMITS)) {
      expect(limit.backoff).toEqual({ firstWaitMs: 60_000, maxWaitMs: 60 * 60_000 })
    }
    expect(longestSignInWindow(SIGN_IN_LIMITS)).toBe(24 * 60 * 60_000)
  })
})
