import { describe, expect, it } from 'vitest'

import { highestMonthlyPay } from './pay-level.ts'

function monthly(text: string): number | null {
  return highestMonthlyPay(text)?.monthlyUsd ?? null
}

describe('highestMonthlyPay', () => {
  it.each([
    ['salary usd 450 per month', 450],
    ['usd 150/month', 150],
    ['earn $50 per day', 1100],
    ['earn $50 daily', 1100],
    ['usd 200 a week', 866],
    ['$5 an hour', 880],
    ['usd 36,000 per annum', 3000],
    ['usd 3,500 - 4,200 per month', 4200],
    ['usd 800 to usd 1,000 monthly', 1000],
    ['salary: usd 900', 900],
    ['daily rate $40', 880],
  ])('reads %j as %i a month', (text, expected) => {
    expect(monthly(text)).toBeCloseTo(expected, 0)
  })

  it('takes the highest of several sums', () => {
    expect(monthly('builders $25 per day and assistants $12 per day')).toBe(550)
  })

  it('skips fees, budgets and cash handled, and other currencies', () => {
    expect(monthly('registration fee $10')).toBeNull()
    expect(monthly('manage a budget of usd 50,000')).toBeNull()
    expect(monthly('handle cash of up to $20,000')).toBeNull()
    expect(monthly('r9000 per month')).toBeNull()
  })
})
