/**
 * Runs the written corpora: every scam-like advert must reach the threshold with the warning it
 * names; no honest advert may, and none may even carry a payment signal. A failure names the
 * adverts and what fired, so a rule change that breaks a case says which.
 */
import { describe, expect, it } from 'vitest'

import { CAUTION_THRESHOLD, scoreAdvert } from './score-advert.ts'
import { HONEST_ADVERTS } from './testing/honest-adverts.ts'
import { SCAM_ADVERTS } from './testing/scam-adverts.ts'

const PAYMENT_RULES = new Set([
  'fee-request',
  'payment-demand',
  'mobile-money-payment',
  'overseas-fee',
])

describe('the scam corpus', () => {
  it('has enough cases', () => {
    expect(SCAM_ADVERTS.length).toBeGreaterThanOrEqual(24)
    expect(new Set(SCAM_ADVERTS.map((entry) => entry.name)).size).toBe(SCAM_ADVERTS.length)
  })

  it.each(SCAM_ADVERTS.map((entry) => [entry.name, entry] as const))('flags %s', (_name, entry) => {
    const result = scoreAdvert(entry.advert)
    const fired = result.signals.map((signal) => signal.rule)
    expect(result.score).toBeGreaterThanOrEqual(CAUTION_THRESHOLD)
    expect(result.caution).toBe(entry.caution)
    expect(fired).toEqual(expect.arrayContaining(entry.rules))
  })

  it('covers every warning kind', () => {
    const kinds = new Set(SCAM_ADVERTS.map((entry) => entry.caution))
    expect([...kinds].sort()).toEqual([
      'asks-for-payment',
      'contact-by-phone-only',
      'free-mail-employer',
      'too-good-to-be-true',
    ])
  })
})

describe('the honest corpus', () => {
  it('has enough cases', () => {
    expect(HONEST_ADVERTS.length).toBeGreaterThanOrEqual(55)
    expect(new Set(HONEST_ADVERTS.map((entry) => entry.name)).size).toBe(HONEST_ADVERTS.length)
  })

  it('flags no honest advert (any that is flagged is named here)', () => {
    const flagged = HONEST_ADVERTS.flatMap((entry) => {
      const result = scoreAdvert(entry.advert)
      if (result.score < CAUTION_THRESHOLD) return []
      return [`${entry.name} (score ${result.score}): ${JSON.stringify(result.signals)}`]
    })
    expect(flagged).toEqual([])
  })

  it('finds no payment signal in any honest advert, even below the threshold', () => {
    const withPayment = HONEST_ADVERTS.flatMap((entry) => {
      const signals = scoreAdvert(entry.advert).signals.filter((signal) =>
        PAYMENT_RULES.has(signal.rule),
      )
      return signals.length > 0 ? [`${entry.name}: ${JSON.stringify(signals)}`] : []
    })
    expect(withPayment).toEqual([])
  })

  it.each(HONEST_ADVERTS.map((entry) => [entry.name, entry] as const))(
    'does not flag %s',
    (_name, entry) => {
      expect(scoreAdvert(entry.advert).caution).toBeNull()
    },
  )
})
