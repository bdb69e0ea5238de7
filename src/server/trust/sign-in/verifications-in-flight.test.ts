import { describe, expect, it } from 'vitest'

import { VerificationsInFlight } from './verifications-in-flight.ts'

describe('VerificationsInFlight', () => {
  it('lets one check run per key, and takes every key or none', () => {
    const inFlight = new VerificationsInFlight()
    const first = inFlight.claim(['account:a', 'address:1'])
    expect(first).not.toBeNull()
    expect(inFlight.claim(['account:a', 'address:2'])).toBeNull()
    expect(inFlight.claim(['account:b', 'address:1'])).toBeNull()
    // The refused claims took nothing: account b and address 2 are free.
    const other = inFlight.claim(['account:b', 'address:2'])
    expect(other).not.toBeNull()
    first?.()
    first?.() // a second release frees nothing of anyone else's
    expect(inFlight.size).toBe(2)
    expect(inFlight.claim(['account:a', 'address:1'])).not.toBeNull()
  })
})
