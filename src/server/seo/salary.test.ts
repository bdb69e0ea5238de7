import { describe, expect, it } from 'vitest'

import { parseSalary, type ParsedSalary } from './salary.ts'

const month = (currency: string, min: number, max: number | null = null): ParsedSalary => ({
  currency,
  min,
  max,
  unit: 'MONTH',
})

describe('parseSalary', () => {
  it.each<[string | null, ParsedSalary | null]>([
    ['USD 800 per month', month('USD', 800)],
    ['US$3,500 - US$4,500 per month', month('USD', 3500, 4500)],
    ['$450 per month + trip allowances', month('USD', 450)],
    ['USD 650 per month stipend', month('USD', 650)],
    ['ZWG 12 000 monthly', month('ZWG', 12000)],
    ['R15,000 pm', month('ZAR', 15000)],
    ['Competitive', null],
    ['Negotiable', null],
    ['USD 20 per hour', { currency: 'USD', min: 20, max: null, unit: 'HOUR' }],
    ['USD 24,000 per annum', { currency: 'USD', min: 24000, max: null, unit: 'YEAR' }],
    [null, null],
    ['', null],
  ])('reads %j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected)
  })

  it.each<[string, ParsedSalary]>([
    ['USD 1,200 - 1,500 per month', month('USD', 1200, 1500)],
    ['USD 1 200 – 1 500 monthly', month('USD', 1200, 1500)],
    ['USD 500 to USD 700 per month', month('USD', 500, 700)],
    ['$450/month', month('USD', 450)],
    ['ZiG 5,000 per month', month('ZWG', 5000)],
    ['USD 1,250.50 per month', month('USD', 1250.5)],
    ['USD 60 per day', { currency: 'USD', min: 60, max: null, unit: 'DAY' }],
    ['USD 150 weekly', { currency: 'USD', min: 150, max: null, unit: 'WEEK' }],
    ['US$30,000 p.a.', { currency: 'USD', min: 30000, max: null, unit: 'YEAR' }],
  ])('reads the variant %j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected)
  })

  it.each([
    'USD 800', // no period: a month? a contract total?
    'Market related per month', // no amount
    '800 per month', // no currency
    'Attractive package',
    'As per NEC grade 7',
  ])('leaves %j out rather than guess', (text) => {
    expect(parseSalary(text)).toBeNull()
  })

  it('does not read a falling range as one', () => {
    expect(parseSalary('USD 900 - 700 per month')).toEqual(month('USD', 900))
  })
})
