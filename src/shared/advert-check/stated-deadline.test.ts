import { describe, expect, it } from 'vitest'

import { findStatedDeadline } from './stated-deadline.ts'
import { NOW, TIME_ZONE } from './testing/make-listing.ts'

const stated = (text: string) => findStatedDeadline(text, NOW, TIME_ZONE)
const day = (year: number, month: number, date: number) => ({ year, month, day: date })

describe('findStatedDeadline', () => {
  it.each([
    ['Closing date: 18 December 2026', day(2026, 12, 18)],
    ['Deadline 18th of Dec, 2026', day(2026, 12, 18)],
    ['Applications close on December 18, 2026.', day(2026, 12, 18)],
    ['Deadline: 18/12/2026', day(2026, 12, 18)],
    ['deadline 18.12.26', day(2026, 12, 18)],
    ['Closing date 2026-12-18', day(2026, 12, 18)],
    ['Closes Friday 18 December 2026.', day(2026, 12, 18)],
    ['Send by post not later than 4 January 2027', day(2027, 1, 4)],
    ['Closed Thursday 26 November 2026.', day(2026, 11, 26)],
  ])('reads %j', (text, date) => {
    expect(stated(text)).toEqual(date)
  })

  it('gives a date without a year the year that puts it nearest', () => {
    expect(stated('Closing date: 4 January')).toEqual(day(2027, 1, 4))
    expect(stated('Deadline 20 November')).toEqual(day(2026, 11, 20))
  })

  it('reads only dates after a closing word, and no impossible one', () => {
    expect(stated('Posted 12 December 2026. Start date 1 January 2027')).toBeNull()
    expect(stated('Closing date: 31/02/2026')).toBeNull()
    expect(stated('Deadline: as soon as possible')).toBeNull()
  })

  it('reads a long text in one pass', () => {
    const text = 'deadline '.repeat(2_500)
    const started = Date.now()
    expect(stated(text)).toBeNull()
    expect(Date.now() - started).toBeLessThan(200)
  })
})
