import { describe, expect, it } from 'vitest'

import { findPays } from './find-pays.ts'

describe('findPays', () => {
  it('finds every pay, where it stands, period included', () => {
    const text = 'Builders $25 per day and assistants $12 per day.'
    expect(findPays(text).map((found) => text.slice(found.start, found.end))).toEqual([
      '$25 per day',
      '$12 per day',
    ])
  })

  it('counts a bound and a range in the place it quotes', () => {
    const text = 'earn up to $3,000 a month, or between $500 and $700 a week'
    expect(findPays(text).map((found) => text.slice(found.start, found.end))).toEqual([
      'up to $3,000 a month',
      'between $500 and $700 a week',
    ])
  })

  it('says whether a pay word or a period stands beside the sum', () => {
    expect(findPays('salary $300').map((found) => found.stated)).toEqual([true])
    expect(findPays('$300 per month').map((found) => found.stated)).toEqual([true])
    expect(findPays('monthly stipend $300').map((found) => found.stated)).toEqual([true])
    expect(findPays('bring $300').map((found) => found.stated)).toEqual([false])
  })

  it('does not join two currencies into a range', () => {
    expect(findPays('USD 500 - ZiG 600 per month').map((found) => found.pay)).toEqual([
      { min: 500, max: 500, currency: 'USD', period: null },
      { min: 600, max: 600, currency: 'ZiG', period: 'month' },
    ])
  })

  it('refuses both ends of a falling range, not only the range', () => {
    expect(findPays('$900 - $700 per month')).toEqual([])
  })

  it('leaves a count after a dash out of the range', () => {
    expect(findPays('USD 500 - 10 posts').map((found) => found.pay)).toEqual([
      { min: 500, max: 500, currency: 'USD', period: null },
    ])
  })

  it('leaves money that is not the pay: fees, budgets, cash handled', () => {
    expect(findPays('registration fee $10, budget of USD 50,000, handle cash of $2,000')).toEqual(
      [],
    )
    expect(findPays('pay $10 registration')).toEqual([])
  })
})
