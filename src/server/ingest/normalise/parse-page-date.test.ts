import { describe, expect, it } from 'vitest'

import { parsePageDate, type PageDateOptions } from './parse-page-date.ts'

const timeZone = 'Africa/Harare'
const nowMs = Date.parse('2026-11-28T10:00:00Z')
const posted: PageDateOptions = { timeZone, nowMs, kind: 'posted' }
const closing: PageDateOptions = { timeZone, nowMs, kind: 'closing' }

describe('parsePageDate', () => {
  it('gives a year-less day the year its kind needs', () => {
    expect(parsePageDate('14 Mar', posted)?.date).toBe('2026-03-14')
    expect(parsePageDate('14 Mar', closing)?.date).toBe('2027-03-14')
    expect(parsePageDate('28 Nov', closing)?.date).toBe('2026-11-28')
    expect(parsePageDate('Posted: March 18', posted)?.date).toBe('2026-03-18')
    expect(parsePageDate('Closing: the 14th of March', closing)?.date).toBe('2027-03-14')
    expect(parsePageDate('Mar 14th', closing)?.date).toBe('2027-03-14')
    expect(parsePageDate('Frist: 14.03.', closing)?.date).toBe('2027-03-14')
    expect(parsePageDate('Friday, 4 Dec', closing)?.date).toBe('2026-12-04')
  })

  it('keeps a written year as written', () => {
    expect(parsePageDate('14 March 2026', closing)?.date).toBe('2026-03-14')
    expect(parsePageDate('Posted 14/03/2025', posted)?.date).toBe('2025-03-14')
  })

  it('reads relative dates', () => {
    expect(parsePageDate('posted 3 days ago', posted)?.date).toBe('2026-11-25')
    expect(parsePageDate('Closes tomorrow', closing)?.date).toBe('2026-11-29')
  })

  it('turns a written zone into the instant, and the day into the site zone', () => {
    // 23:59 in New York (UTC-5 in November) is 06:59 the next morning in Harare.
    expect(parsePageDate('28 Nov, 11:59 PM ET', closing)).toEqual({
      date: '2026-11-29',
      instant: '2026-11-29T04:59:00.000Z',
    })
    // In June New York keeps daylight time (UTC-4).
    expect(parsePageDate('14 June 2027 11:59 PM ET', closing)?.instant).toBe(
      '2027-06-15T03:59:00.000Z',
    )
    expect(parsePageDate('4 Dec 23:59 GMT+2', closing)?.instant).toBe('2026-12-04T21:59:00.000Z')
    expect(parsePageDate('4 Dec 17:00 CAT', closing)?.instant).toBe('2026-12-04T15:00:00.000Z')
    expect(parsePageDate('4 Dec 5pm SAST', closing)?.instant).toBe('2026-12-04T15:00:00.000Z')
    expect(parsePageDate('4 Dec 16:00 UTC', closing)?.instant).toBe('2026-12-04T16:00:00.000Z')
    expect(parsePageDate('4 Dec 23:30 EAT', closing)).toEqual({
      date: '2026-12-04',
      instant: '2026-12-04T20:30:00.000Z',
    })
    expect(parsePageDate('4 Dec 23:30 WAT', closing)).toEqual({
      date: '2026-12-05',
      instant: '2026-12-04T22:30:00.000Z',
    })
    expect(parsePageDate('4 Dec 23:30 GMT', closing)?.date).toBe('2026-12-05')
    expect(parsePageDate('14 June 2027 23:30 BST', closing)?.instant).toBe(
      '2027-06-14T22:30:00.000Z',
    )
  })

  it('answers null for what is not a date, and never throws', () => {
    expect(parsePageDate('31 Feb', closing)).toBeNull()
    expect(parsePageDate('31 Feb', posted)).toBeNull()
    expect(parsePageDate('Open until filled', closing)).toBeNull()
    expect(parsePageDate('10000 years ago', posted)).toBeNull()
    expect(parsePageDate('3 days ago', closing)).toBeNull()
    expect(parsePageDate('x'.repeat(2_000_000), posted)).toBeNull()
    expect(parsePageDate('14 Mar', { ...posted, timeZone: 'Not/AZone' })).toBeNull()
    expect(parsePageDate(null as unknown as string, posted)).toBeNull()
  })
})
