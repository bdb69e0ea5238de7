import { describe, expect, it } from 'vitest'

import { describeClosingDate, describeDeadline, formatLongDate } from './deadline-words.ts'

// Harare is UTC+2 all year. Deadlines are the end of the closing day there (23:59:59.999 local,
// 21:59:59.999Z), as getJobDeadline makes them. 20 November 2026 is a Friday.
const endOfHarareDay = (day: string) => Date.parse(`${day}T21:59:59.999Z`)
// 10:00 in Harare on Friday 20 November 2026.
const FRIDAY_MORNING = Date.parse('2026-11-20T08:00:00Z')

describe('describeClosingDate', () => {
  it('gives the weekday and date, never today, tomorrow or days left', () => {
    const deadline = endOfHarareDay('2026-11-21')
    // The day before, the morning of and the last minute of the closing day all read the same.
    for (const now of [FRIDAY_MORNING, deadline - 12 * 3600_000, deadline - 1]) {
      expect(describeClosingDate(deadline, now)).toBe('Closes Saturday 21 November 2026')
    }
  })

  it('says closed with the weekday and date once passed, and open until filled without one', () => {
    const deadline = endOfHarareDay('2026-11-26')
    expect(describeClosingDate(deadline, deadline)).toBe('Closed Thursday 26 November 2026')
    expect(describeClosingDate(null, FRIDAY_MORNING)).toBe('Open until filled')
  })

  it('says a job closed otherwise (withdrawn, filled) closed, with a date only once it passed', () => {
    const deadline = endOfHarareDay('2026-11-26')
    expect(describeClosingDate(deadline, FRIDAY_MORNING, 'Africa/Harare', true)).toBe('Closed')
    expect(describeClosingDate(null, FRIDAY_MORNING, 'Africa/Harare', true)).toBe('Closed')
    expect(describeClosingDate(deadline, deadline, 'Africa/Harare', true)).toBe(
      'Closed Thursday 26 November 2026',
    )
  })

  it('counts the day in the time zone given', () => {
    // 01:00 on Sunday 29 November in Harare is still Saturday 28th in UTC.
    const instant = Date.parse('2026-11-28T23:00:00Z')
    expect(describeClosingDate(instant, FRIDAY_MORNING, 'Africa/Harare')).toBe(
      'Closes Sunday 29 November 2026',
    )
    expect(describeClosingDate(instant, FRIDAY_MORNING, 'UTC')).toBe(
      'Closes Saturday 28 November 2026',
    )
  })
})

describe('describeDeadline', () => {
  it('says a job without a deadline is open until filled', () => {
    expect(describeDeadline(null, FRIDAY_MORNING)).toBe('Open until filled')
  })

  it('gives the weekday, date and whole days left for later days', () => {
    expect(describeDeadline(endOfHarareDay('2026-11-27'), FRIDAY_MORNING)).toBe(
      'Closes Friday 27 November 2026 (7 days left)',
    )
    expect(describeDeadline(endOfHarareDay('2026-11-22'), FRIDAY_MORNING)).toBe(
      'Closes Sunday 22 November 2026 (2 days left)',
    )
  })

  it('counts calendar days across a month and a year end', () => {
    // 10:00 in Harare on Wednesday 30 December 2026.
    const now = Date.parse('2026-12-30T08:00:00Z')
    expect(describeDeadline(endOfHarareDay('2027-01-02'), now)).toBe(
      'Closes Saturday 2 January 2027 (3 days left)',
    )
  })

  it('says tomorrow, with the date, for the next calendar day', () => {
    expect(describeDeadline(endOfHarareDay('2026-11-21'), FRIDAY_MORNING)).toBe(
      'Closes tomorrow (Saturday 21 November 2026)',
    )
  })

  it('gives the closing time for a deadline later today', () => {
    expect(describeDeadline(endOfHarareDay('2026-11-20'), FRIDAY_MORNING)).toBe(
      'Closes today at 23:59',
    )
    // 15:00 in Harare.
    expect(describeDeadline(Date.parse('2026-11-20T13:00:00Z'), FRIDAY_MORNING)).toBe(
      'Closes today at 15:00',
    )
  })

  it('says closed, with the date, once the deadline has passed', () => {
    // 10:00 in Harare on Saturday 28 November 2026.
    const now = Date.parse('2026-11-28T08:00:00Z')
    expect(describeDeadline(endOfHarareDay('2026-11-27'), now)).toBe(
      'Closed Friday 27 November 2026',
    )
    // The deadline instant itself counts as closed.
    const deadline = endOfHarareDay('2026-11-27')
    expect(describeDeadline(deadline, deadline)).toBe('Closed Friday 27 November 2026')
    expect(describeDeadline(deadline, deadline - 1)).toBe('Closes today at 23:59')
  })

  it('counts days in Harare, not in UTC, around midnight', () => {
    // 23:59 in Harare on Friday 20 November (21:59Z): Saturday is still tomorrow.
    const justBeforeMidnight = Date.parse('2026-11-20T21:59:00Z')
    expect(describeDeadline(endOfHarareDay('2026-11-21'), justBeforeMidnight)).toBe(
      'Closes tomorrow (Saturday 21 November 2026)',
    )
    expect(describeDeadline(endOfHarareDay('2026-11-20'), justBeforeMidnight)).toBe(
      'Closes today at 23:59',
    )
    // 00:30 in Harare on Saturday 21 November, while UTC is still on Friday (22:30Z).
    const justAfterMidnight = Date.parse('2026-11-20T22:30:00Z')
    expect(describeDeadline(endOfHarareDay('2026-11-21'), justAfterMidnight)).toBe(
      'Closes today at 23:59',
    )
    expect(describeDeadline(endOfHarareDay('2026-11-23'), justAfterMidnight)).toBe(
      'Closes Monday 23 November 2026 (2 days left)',
    )
  })

  it('follows another time zone when given one', () => {
    // 23:00Z on 20 November is still Friday in UTC but already Saturday in Harare.
    const now = Date.parse('2026-11-20T23:00:00Z')
    const deadline = Date.parse('2026-11-21T23:59:59.999Z')
    expect(describeDeadline(deadline, now, 'UTC')).toBe(
      'Closes tomorrow (Saturday 21 November 2026)',
    )
    // The same instant is 01:59 on Sunday 22 November in Harare, which is tomorrow there.
    expect(describeDeadline(deadline, now)).toBe('Closes tomorrow (Sunday 22 November 2026)')
  })
})

describe('formatLongDate', () => {
  /** What en-GB Intl says, weekday, day, month and year joined by spaces. */
  function formatWithIntl(instant: number, timeZone: string): string {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).formatToParts(instant)
    const part = (type: string) => parts.find((p) => p.type === type)?.value
    return [part('weekday'), part('day'), part('month'), part('year')].join(' ')
  }

  it.each(['Africa/Harare', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'spells dates in %s as Intl does',
    (timeZone) => {
      for (
        let instant = Date.UTC(2026, 0, 1);
        instant < Date.UTC(2028, 0, 1);
        instant += 7 * 3600_000
      ) {
        expect(formatLongDate(instant, timeZone)).toBe(formatWithIntl(instant, timeZone))
      }
    },
  )
})
