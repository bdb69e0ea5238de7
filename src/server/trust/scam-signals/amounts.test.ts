import { describe, expect, it } from 'vitest'

import { findAmounts } from './amounts.ts'

describe('findAmounts', () => {
  it.each([
    ['pay $10 now', 10, true],
    ['send us$ 20', 20, true],
    ['pay usd 75', 75, true],
    ['pay 20 usd', 20, true],
    ['1,200 dollars a month', 1200, true],
    ['up to $1.5k', 1500, true],
    ['send r500', 500, false],
    ['zig 300', 300, false],
  ])('reads %j', (text, value, usd) => {
    expect(findAmounts(text)).toMatchObject([{ value, usd }])
  })

  it('gives the position of each sum', () => {
    const text = 'pay $10 or r250 today'
    expect(findAmounts(text).map((amount) => text.slice(amount.start, amount.end))).toEqual([
      '$10',
      'r250',
    ])
  })

  it('does not take words or grades for sums', () => {
    expect(findAmounts('grade r teacher, 5 o levels, form 4, room 12')).toEqual([])
  })
})
