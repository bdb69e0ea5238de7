import { describe, expect, it } from 'vitest'

import { payToBaseSalary } from './base-salary.ts'
import { parsePay } from './parse-pay.ts'

const amount = (currency: string, value: Record<string, unknown>) => ({
  '@type': 'MonetaryAmount',
  currency,
  value: { '@type': 'QuantitativeValue', ...value },
})

describe('payToBaseSalary', () => {
  it.each([
    ['USD 800 per month', amount('USD', { value: 800, unitText: 'MONTH' })],
    [
      'US$3,500 - US$4,500 per month',
      amount('USD', { minValue: 3500, maxValue: 4500, unitText: 'MONTH' }),
    ],
    ['ZiG 5 000 monthly', amount('ZWG', { value: 5000, unitText: 'MONTH' })],
    ['up to USD 1000 pm', amount('USD', { maxValue: 1000, unitText: 'MONTH' })],
    ['from $300 a week', amount('USD', { minValue: 300, unitText: 'WEEK' })],
    ['USD 4.50 per hour', amount('USD', { value: 4.5, unitText: 'HOUR' })],
    ['R350 per day', amount('ZAR', { value: 350, unitText: 'DAY' })],
    ['£25,000 per annum', amount('GBP', { value: 25000, unitText: 'YEAR' })],
  ])('gives %j as schema.org wants it', (text, expected) => {
    expect(payToBaseSalary(parsePay(text))).toEqual(expected)
  })

  it('gives none for no pay, or a pay without a period', () => {
    expect(payToBaseSalary(null)).toBeNull()
    expect(payToBaseSalary(parsePay('USD 800'))).toBeNull()
  })
})
