import { describe, expect, it } from 'vitest'

import { currencyOfMark, findMoneySums } from './money-sums.ts'
import type { PayCurrency } from './pay.ts'

describe('findMoneySums', () => {
  it.each<[string, number, PayCurrency | null]>([
    ['pay $10 now', 10, 'USD'],
    ['send us$ 20', 20, 'USD'],
    ['pay usd 75', 75, 'USD'],
    ['pay 20 usd', 20, 'USD'],
    ['1,200 dollars a month', 1200, 'USD'],
    ['up to $1.5k', 1500, 'USD'],
    ['U.S. $900', 900, 'USD'],
    ['send r500', 500, 'ZAR'],
    ['R8 000', 8000, 'ZAR'],
    ['300 rand', 300, 'ZAR'],
    ['zig 300', 300, 'ZiG'],
    ['ZWG 12 000', 12000, 'ZiG'],
    ['BWP 6,000', 6000, 'BWP'],
    ['£11.44', 11.44, 'GBP'],
    ['€2,000', 2000, 'EUR'],
    ['ZWL 2,500,000', 2500000, null],
    ['Z$ 5 000', 5000, null],
    ['RTGS$150', 150, null],
    ['N$ 4,000', 4000, null],
    ['50 bond', 50, null],
  ])('reads %j', (text, value, currency) => {
    expect(findMoneySums(text)).toMatchObject([{ value, currency }])
  })

  it('gives the position of each sum', () => {
    const text = 'pay $10 or r250 today'
    expect(findMoneySums(text).map((sum) => text.slice(sum.start, sum.end))).toEqual([
      '$10',
      'r250',
    ])
  })

  it.each([
    'grade r teacher, 5 o levels, form 4, room 12',
    'Call 0772 123 456',
    'At least 5 years of experience',
    'Ref R2024/05',
    'R1 road to Beitbridge',
    'CAD 17 per hour',
    'Closing date 15/03/2025',
    'abc$5',
  ])('takes no words, grades, phones, dates or unknown codes for sums: %j', (text) => {
    expect(findMoneySums(text)).toEqual([])
  })
})

describe('currencyOfMark', () => {
  it.each<[string, PayCurrency | null | undefined]>([
    ['USD', 'USD'],
    ['US$', 'USD'],
    ['ZWG', 'ZiG'],
    ['ZiG', 'ZiG'],
    ['zar', 'ZAR'],
    ['ZWL', null],
    ['RTGS$', null],
    ['CAD', undefined],
    ['', undefined],
  ])('reads %j', (mark, currency) => {
    expect(currencyOfMark(mark)).toBe(currency)
  })
})
