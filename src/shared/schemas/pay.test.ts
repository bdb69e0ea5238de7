import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { makePay, MAX_PAY_AMOUNT, PAY_CURRENCIES, PAY_PERIODS } from '../pay/pay.ts'
import { paySchema } from './pay.ts'

describe('paySchema', () => {
  it('takes a pay with one end or two', () => {
    expect(v.is(paySchema, { min: 800, max: 1200, currency: 'USD', period: 'month' })).toBe(true)
    expect(v.is(paySchema, { min: null, max: 1000, currency: 'ZiG', period: null })).toBe(true)
  })

  it.each([
    ['no amount', { min: null, max: null, currency: 'USD', period: 'month' }],
    ['a falling range', { min: 900, max: 700, currency: 'USD', period: 'month' }],
    ['zero', { min: 0, max: 0, currency: 'USD', period: 'month' }],
    ['an absurd amount', { min: 1, max: MAX_PAY_AMOUNT + 1, currency: 'USD', period: 'year' }],
    ['an old currency', { min: 1, max: 1, currency: 'ZWL', period: 'month' }],
    ['ZWG, which is ZiG here', { min: 1, max: 1, currency: 'ZWG', period: 'month' }],
    ['a fortnight', { min: 1, max: 1, currency: 'USD', period: 'fortnight' }],
  ])('refuses %s', (_what, value) => {
    expect(v.is(paySchema, value)).toBe(false)
  })

  it('holds the same rules as makePay, which every reader builds pays with', () => {
    const end = fc.option(
      fc.oneof(
        fc.double({ noNaN: false }),
        fc.constantFrom(0, 1, MAX_PAY_AMOUNT, MAX_PAY_AMOUNT + 1),
      ),
    )
    fc.assert(
      fc.property(
        end,
        end,
        fc.constantFrom(...PAY_CURRENCIES),
        fc.constantFrom(...PAY_PERIODS, null),
        (min, max, currency, period) => {
          const made = makePay(min, max, currency, period)
          const value = { min, max, currency, period }
          expect(made === null ? null : value).toEqual(v.is(paySchema, value) ? value : null)
        },
      ),
      { seed: 20261203, numRuns: 3000 },
    )
  })
})
