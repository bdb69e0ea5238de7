import { describe, expect, it } from 'vitest'

import {
  addCalendarDays,
  getEndOfZonedDay,
  getZonedDate,
  getZonedFields,
  isValidTimeZone,
  parseCalendarDate,
  readZonedFields,
} from './time-zone.ts'

/** Deterministic instants spread from 1850 to 2150 (a linear congruential sequence). */
function spreadInstants(count: number): number[] {
  const from = Date.UTC(1850, 0, 1)
  const span = Date.UTC(2150, 0, 1) - from
  let seed = 12345
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return from + Math.floor((seed / 2 ** 31) * span)
  })
}

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

  it.each(['Africa/Harare', 'Africa/Maputo', 'UTC', 'Etc/UTC'])(
    'answers %s without Intl exactly as Intl does, before and after 1970',
    (timeZone) => {
      for (const instant of spreadInstants(3000)) {
        expect(getZonedFields(instant, timeZone), new Date(instant).toISOString()).toEqual(
          readZonedFields(instant, timeZone),
        )
      }
    },
  )

  it('still asks Intl for zones with daylight saving', () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4.
    expect(getEndOfZonedDay({ year: 2026, month: 3, day: 7 }, 'America/New_York')).toBe(
      Date.parse('2026-03-08T04:59:59.999Z'),
    )
    expect(getEndOfZonedDay({ year: 2026, month: 3, day: 8 }, 'America/New_York')).toBe(
      Date.parse('2026-03-09T03:59:59.999Z'),
    )
  })

  it('ends the day in Harare at 21:59:59.999 UTC', () => {
    expect(getEndOfZonedDay({ year: 2026, month: 11, day: 27 }, 'Africa/Harare')).toBe(
      Date.parse('2026-11-27T21:59:59.999Z'),
    )
  })
})
