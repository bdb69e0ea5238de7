import { describe, expect, it } from 'vitest'

import { formatCalendarDate } from '#shared/time-zone.ts'

import { readYearLessDate, resolveYearLess, type YearLessRule } from './year-less-date.ts'

const today = { year: 2026, month: 11, day: 28 }
const posted: YearLessRule = { kind: 'posted', today }
const closing: YearLessRule = { kind: 'closing', today }

function read(text: string, rule: YearLessRule): string | null {
  const hit = readYearLessDate(text, 0)
  const date = hit ? resolveYearLess(hit.value, rule) : null
  return date ? formatCalendarDate(date) : null
}

describe('readYearLessDate', () => {
  it.each([
    ['14 mar', 3, 14],
    ['18 march', 3, 18],
    ['march 18', 3, 18],
    ['mar 14th', 3, 14],
    ['14th of march', 3, 14],
    ['mar. the 14th', 3, 14],
    ['14.03.', 3, 14],
    ['1-dec', 12, 1],
  ])('reads %s', (text, month, day) => {
    expect(readYearLessDate(text, 0)?.value).toEqual({ month, day })
  })

  it('reads nothing that is not a day and month', () => {
    for (const text of ['march', '14', '4.30pm', '14.03', '2026', 'mayor 3', '']) {
      expect(readYearLessDate(text, 0)).toBeNull()
    }
  })

  it('ends where the day and month end, so a time can follow', () => {
    expect(readYearLessDate('14 mar 16:00', 0)?.end).toBe(6)
  })
})

describe('resolveYearLess', () => {
  it('gives a posted date the nearest such day not after today', () => {
    expect(read('14 mar', posted)).toBe('2026-03-14')
    expect(read('28 nov', posted)).toBe('2026-11-28')
    expect(read('29 nov', posted)).toBe('2025-11-29')
    expect(read('31 dec', posted)).toBe('2025-12-31')
  })

  it('gives a closing date the nearest such day not before today', () => {
    expect(read('14 mar', closing)).toBe('2027-03-14')
    expect(read('28 nov', closing)).toBe('2026-11-28')
    expect(read('27 nov', closing)).toBe('2027-11-27')
    expect(read('5 dec', closing)).toBe('2026-12-05')
  })

  it('finds 29 February in the nearest year that has one', () => {
    expect(read('29 feb', posted)).toBe('2024-02-29')
    expect(read('29 feb', closing)).toBeNull()
    expect(read('29 feb', { kind: 'closing', today: { year: 2027, month: 3, day: 1 } })).toBe(
      '2028-02-29',
    )
  })

  it('refuses days that never exist', () => {
    expect(read('31 feb', posted)).toBeNull()
    expect(read('31 feb', closing)).toBeNull()
    expect(read('31 apr', closing)).toBeNull()
    expect(read('0 mar', posted)).toBeNull()
    expect(read('14.13.', posted)).toBeNull()
  })
})
