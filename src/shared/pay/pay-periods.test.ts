import { describe, expect, it } from 'vitest'

import { periodAfter, periodBefore, periodOfWord } from './pay-periods.ts'

describe('periodOfWord', () => {
  it.each([
    ['MONTH', 'month'],
    ['per month', 'month'],
    ['p.m.', 'month'],
    ['p/m', 'month'],
    ['Monthly', 'month'],
    ['per-month-salary', 'month'],
    ['per-hour-wage', 'hour'],
    ['/hr', 'hour'],
    ['per annum', 'year'],
    ['p.a.', 'year'],
    ['annually', 'year'],
    ['fortnightly', null],
    ['one-time', undefined],
    ['bi-week-salary', undefined],
    ['person', undefined],
  ])('reads %j', (word, period) => {
    expect(periodOfWord(word)).toBe(period)
  })
})

describe('periodAfter', () => {
  it.each([
    [' per month', 'month'],
    [' a week', 'week'],
    [' an hour', 'hour'],
    ['/month', 'month'],
    [' / hr', 'hour'],
    [' p.m.', 'month'],
    ['pm', 'month'],
    [' p.a.', 'year'],
    [' monthly', 'month'],
    [' gross per month', 'month'],
    [' (negotiable) per month', 'month'],
    [' net, per calendar month', 'month'],
    [' per fortnight', null],
  ])('reads %j', (text, period) => {
    expect(periodAfter(text, 0)?.period).toBe(period)
  })

  it('says where the period ends', () => {
    expect(periodAfter('USD 800 per month + lunch', 7)).toEqual({ period: 'month', end: 17 })
  })

  it.each([' per person', ' pay', ' passport', ' a head', ' plus allowances', ' months'])(
    'reads no period in %j',
    (text) => {
      expect(periodAfter(text, 0)).toBeNull()
    },
  )
})

describe('periodBefore', () => {
  it.each([
    ['daily rate ', 'day'],
    ['Weekly wage: ', 'week'],
    ['Monthly gross salary of ', 'month'],
    ['Annual salary ', 'year'],
    ['Salary per month: ', 'month'],
    ['Fortnightly wage ', null],
  ])('reads %j', (clause, period) => {
    expect(periodBefore(clause)).toBe(period)
  })

  it.each(['Salary: ', 'Prepare weekly reports. ', 'monthly '])('reads none in %j', (clause) => {
    expect(periodBefore(clause)).toBeUndefined()
  })
})
