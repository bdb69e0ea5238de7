import { describe, expect, it } from 'vitest'

import { findHumanDate, parseHumanDate, toIsoDate } from './parse-human-date.ts'

const HARARE = 'Africa/Harare'

// Harare is UTC+2 all year: 16:00 local is 14:00Z.
describe('parseHumanDate: dates without a time', () => {
  it.each([
    // ISO
    ['2026-03-15', '2026-03-15'],
    ['  2026-03-15  ', '2026-03-15'],
    ['2026/03/15', '2026-03-15'],
    ['2026.3.5', '2026-03-05'],
    // day-first numeric, as Zimbabwe writes dates
    ['15/03/2026', '2026-03-15'],
    ['15-03-2026', '2026-03-15'],
    ['15.03.2026', '2026-03-15'],
    ['5/3/26', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['1/12/2026', '2026-12-01'],
    ['12/1/2026', '2026-01-12'],
    // month-first only when the second number cannot be a month
    ['03/15/2026', '2026-03-15'],
    ['12/31/26', '2026-12-31'],
    // named months
    ['15 March 2026', '2026-03-15'],
    ['15 march 2026', '2026-03-15'],
    ['15 MARCH 2026', '2026-03-15'],
    ['15th of March, 2026', '2026-03-15'],
    ['15th March, 2026', '2026-03-15'],
    ['1st Feb 2026', '2026-02-01'],
    ['2nd Feb 2026', '2026-02-02'],
    ['3rd Feb 2026', '2026-02-03'],
    ['Sept. 7, 2026', '2026-09-07'],
    ['Sept 7, 2026', '2026-09-07'],
    ['Sep 7 2026', '2026-09-07'],
    ['September 7 2026', '2026-09-07'],
    ['31st December 2025', '2025-12-31'],
    ['Friday, 4 December 2026', '2026-12-04'],
    ['Friday 4th December 2026', '2026-12-04'],
    ['Fri. 4 Dec 2026', '2026-12-04'],
    ['Thurs 3 Dec 2026', '2026-12-03'],
    ['December 4th, 2026', '2026-12-04'],
    ['Wednesday, December 2, 2026', '2026-12-02'],
    ['4-Dec-2026', '2026-12-04'],
    ['4-Dec-26', '2026-12-04'],
    ['04 Dec 26', '2026-12-04'],
    ['4 Dec. 2026', '2026-12-04'],
    ['4 Dec.2026', '2026-12-04'],
    ['4 June 2026', '2026-06-04'],
    ['4 Jun 2026', '2026-06-04'],
    ['May 1, 2026', '2026-05-01'],
    ['29 February 2028', '2028-02-29'],
    // leading words and trailing notes are tolerated
    ['on 15 March 2026', '2026-03-15'],
    ['by the 15th of March 2026', '2026-03-15'],
    ['15 March 2026 or until filled', '2026-03-15'],
    ['15/03/2026 (Harare time)', '2026-03-15'],
    // unicode spaces and dashes
    ['15\u00a0March\u00a02026', '2026-03-15'],
    ['4\u2013Dec\u20132026', '2026-12-04'],
  ])('%j is %s', (text, date) => {
    expect(parseHumanDate(text, HARARE)).toEqual({ date, instant: null })
  })
})

describe('parseHumanDate: dates with a time of day', () => {
  it.each([
    // ISO with and without offset; without one the time is Harare wall time
    ['2026-03-15T08:00:00Z', '2026-03-15', '2026-03-15T08:00:00.000Z'],
    ['2026-03-15T08:00:00.250Z', '2026-03-15', '2026-03-15T08:00:00.250Z'],
    ['2026-03-15T08:00:00+02:00', '2026-03-15', '2026-03-15T06:00:00.000Z'],
    ['2026-03-15T08:00:00+0200', '2026-03-15', '2026-03-15T06:00:00.000Z'],
    ['2026-03-15T08:00+02', '2026-03-15', '2026-03-15T06:00:00.000Z'],
    ['2026-03-15T08:00', '2026-03-15', '2026-03-15T06:00:00.000Z'],
    ['2026-03-15 16:00', '2026-03-15', '2026-03-15T14:00:00.000Z'],
    // the day is the Harare day of an instant given with an offset
    ['2026-03-14T23:30:00Z', '2026-03-15', '2026-03-14T23:30:00.000Z'],
    ['2026-08-03T00:00:00+00:00', '2026-08-03', '2026-08-03T00:00:00.000Z'],
    // RFC 822 / 1123 as in RSS pubDate
    ['Tue, 10 Nov 2026 08:00:00 +0200', '2026-11-10', '2026-11-10T06:00:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 GMT', '2026-11-10', '2026-11-10T08:00:00.000Z'],
    ['Tue, 10 Nov 2026 23:30:00 GMT', '2026-11-11', '2026-11-10T23:30:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 UT', '2026-11-10', '2026-11-10T08:00:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 CAT', '2026-11-10', '2026-11-10T06:00:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 SAST', '2026-11-10', '2026-11-10T06:00:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 EAT', '2026-11-10', '2026-11-10T05:00:00.000Z'],
    ['Tue, 10 Nov 2026 08:00:00 -0500', '2026-11-10', '2026-11-10T13:00:00.000Z'],
    ['Tue, 10 Nov 26 08:00 +0000', '2026-11-10', '2026-11-10T08:00:00.000Z'],
    ['10 Nov 2026 08:00:00 GMT+2', '2026-11-10', '2026-11-10T06:00:00.000Z'],
    // JavaScript's Date#toString
    [
      'Tue Nov 10 2026 08:00:00 GMT+0200 (Central Africa Time)',
      '2026-11-10',
      '2026-11-10T06:00:00.000Z',
    ],
    // human times
    ['4 Dec. 2026 at 5pm', '2026-12-04', '2026-12-04T15:00:00.000Z'],
    ['4 December 2026, 16:00', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['4 December 2026 at 4:30 p.m.', '2026-12-04', '2026-12-04T14:30:00.000Z'],
    ['4 December 2026 at 4.30pm', '2026-12-04', '2026-12-04T14:30:00.000Z'],
    ['4 December 2026 at 9 a.m.', '2026-12-04', '2026-12-04T07:00:00.000Z'],
    ['4 December 2026 at 12am', '2026-12-04', '2026-12-03T22:00:00.000Z'],
    ['4 December 2026 at 12pm', '2026-12-04', '2026-12-04T10:00:00.000Z'],
    ['4 December 2026 at noon', '2026-12-04', '2026-12-04T10:00:00.000Z'],
    ['4 December 2026 by 12 noon', '2026-12-04', '2026-12-04T10:00:00.000Z'],
    ['4 December 2026 at 12:00 midday', '2026-12-04', '2026-12-04T10:00:00.000Z'],
    // midnight on a closing day is the end of that day, not its first minute
    ['4 December 2026 at midnight', '2026-12-04', '2026-12-04T21:59:59.000Z'],
    ['4 December 2026, 24:00', '2026-12-04', '2026-12-04T21:59:59.000Z'],
    ['4 December 2026 at 00:00', '2026-12-04', '2026-12-03T22:00:00.000Z'],
    ['Friday 4 December 2026 at 1600hrs', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['Friday 4 December 2026 at 1600 hours', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['4 December 2026 at 16:00 hours', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['4 December 2026 at 16.00hrs', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['4 Dec 2026 16h00', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['15/03/2026 16:00', '2026-03-15', '2026-03-15T14:00:00.000Z'],
    ['15/03/2026 at 4pm CAT', '2026-03-15', '2026-03-15T14:00:00.000Z'],
    ['December 4th, 2026, 11:59 p.m.', '2026-12-04', '2026-12-04T21:59:00.000Z'],
    // a time before the date
    ['5pm on 4 December 2026', '2026-12-04', '2026-12-04T15:00:00.000Z'],
    ['16:00 hours, Friday 4 December 2026', '2026-12-04', '2026-12-04T14:00:00.000Z'],
    ['noon on 4 December 2026', '2026-12-04', '2026-12-04T10:00:00.000Z'],
  ])('%j is %s at %s', (text, date, instant) => {
    expect(parseHumanDate(text, HARARE)).toEqual({ date, instant })
  })

  it('reads wall time in the given zone, across a daylight-saving change', () => {
    // London: GMT until 29 March 2026, BST (UTC+1) after.
    expect(parseHumanDate('28 March 2026 at 10:00', 'Europe/London')).toEqual({
      date: '2026-03-28',
      instant: '2026-03-28T10:00:00.000Z',
    })
    expect(parseHumanDate('2026-03-30T10:00', 'Europe/London')).toEqual({
      date: '2026-03-30',
      instant: '2026-03-30T09:00:00.000Z',
    })
    expect(parseHumanDate('1 July 2026 at 10:00', 'UTC')?.instant).toBe('2026-07-01T10:00:00.000Z')
  })
})

describe('parseHumanDate: rejects', () => {
  it.each([
    '',
    '   ',
    'garbage',
    'ASAP',
    'Open until filled',
    'next Friday',
    // impossible dates
    '31 February 2026',
    '30 Feb 2026',
    '29 February 2027',
    '2026-02-30',
    '2026-13-01',
    '15/13/2026',
    '13/15/2026',
    '0/3/2026',
    '32 March 2026',
    'March 32, 2026',
    // epochs and bare numbers are not dates
    '1767225600',
    '1767225600000',
    '2026',
    '20260315',
    // no year: never guessed
    '15 March',
    'March 15',
    '4 Dec 16:00',
    'March 2026',
    // an impossible time makes the whole text unreadable rather than being dropped
    '2026-03-15T25:00:00Z',
    '2026-03-15T10:60',
    '4 December 2026 at 25:00',
    '4 December 2026 at 13pm',
    '4 December 2026 at 0am',
    // not a date at the start
    '12 Samora Machel Avenue, Harare',
    '5 years experience',
  ])('%j is null', (text) => {
    expect(parseHumanDate(text, HARARE)).toBeNull()
  })

  it('never throws, whatever it is given', () => {
    expect(parseHumanDate('4 December 2026 at 16:00', 'Not/AZone')).toBeNull()
    expect(parseHumanDate('4 December 2026', 'Not/AZone')).toEqual({
      date: '2026-12-04',
      instant: null,
    })
    expect(parseHumanDate(undefined as unknown as string, HARARE)).toBeNull()
    expect(parseHumanDate(`15 March 2026 ${'x'.repeat(1_000_000)}`, HARARE)?.date).toBe(
      '2026-03-15',
    )
  })

  it('is quick on hostile input', () => {
    const started = performance.now()
    parseHumanDate(`${'1/'.repeat(50_000)}x`, HARARE)
    parseHumanDate(`${'4 '.repeat(50_000)}x`, HARARE)
    findHumanDate(`${'4 dec '.repeat(50_000)}x`, HARARE)
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('toIsoDate', () => {
  it('gives the date part only', () => {
    expect(toIsoDate('Tue, 10 Nov 2026 08:00:00 +0200', HARARE)).toBe('2026-11-10')
    expect(toIsoDate('15/03/2026', HARARE)).toBe('2026-03-15')
    expect(toIsoDate('soon', HARARE)).toBeNull()
  })
})

describe('findHumanDate', () => {
  it('finds the first date starting at any word', () => {
    expect(findHumanDate('for applications is Friday 4 December 2026', HARARE)?.date).toBe(
      '2026-12-04',
    )
    expect(findHumanDate('no date in here at all', HARARE)).toBeNull()
  })

  it('stops at a word that starts another field', () => {
    expect(findHumanDate('TBA. Posted 1 March 2026', HARARE, /posted/y)).toBeNull()
  })
})
