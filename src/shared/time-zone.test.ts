import { describe, expect, it } from 'vitest'

import { addCalendarDays, getZonedDate, isValidTimeZone, parseCalendarDate } from './time-zone.ts'

describe('time-zone helpers', () => {
  it('parses only real calendar dates', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseCalendarDate('2026-02-29')).toBeNull()
    expect(parseCalendarDate('2026-13-01')).toBeNull()
    expect(parseCalendarDate('15/03/2026')).toBeNull()
  })

  it('finds the local date of an instant', () => {
    expect(getZonedDate(Date.parse('2026-12-31T22:30:00Z'), 'Africa/Harare')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    })
  })

  it('adds days across month and year ends', () => {
    expect(addCalendarDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({
      year: 2027,
      month: 1,
      day: 2,
    })
    expect(addCalendarDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    })
  })

  it('knows real time zones from typos', () => {
    expect(isValidTimeZone('Africa/Harare')).toBe(true)
    expect(isValidTimeZone('Africa/Harrare')).toBe(false)
  })
})
