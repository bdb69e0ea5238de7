import { describe, expect, it } from 'vitest'

import { extractDeadlineFromText } from './deadline-from-text.ts'

const HARARE = 'Africa/Harare'

describe('extractDeadlineFromText', () => {
  it.each([
    ['Closing date: 15 March 2026', '2026-03-15', null],
    ['CLOSING DATE: 15/03/2026', '2026-03-15', null],
    ['closing date 15.03.2026', '2026-03-15', null],
    ['Closing Date - 31/12/2026', '2026-12-31', null],
    ['Closing Date – 31/12/2026', '2026-12-31', null],
    ['Deadline: 5 March 2026', '2026-03-05', null],
    ['Application deadline is 5 March 2026', '2026-03-05', null],
    ['Deadline for applications: Sept. 7, 2026', '2026-09-07', null],
    ['Applications close on 16 April 2026.', '2026-04-16', null],
    ['Applications close on Friday, 4 December 2026', '2026-12-04', null],
    ['Last day of application: 3 Jan 2027', '2027-01-03', null],
    ['Last date for applications is 3rd January 2027', '2027-01-03', null],
    ['Apply by 20 March 2026', '2026-03-20', null],
    ['Applications should be submitted on or before 20 March 2026.', '2026-03-20', null],
    ['Applications must reach us not later than 20/03/2026', '2026-03-20', null],
    ['Expiry date: 2026-03-20', '2026-03-20', null],
    [
      'The closing date for applications is Friday 4 December 2026 at 1600hrs.',
      '2026-12-04',
      '2026-12-04T14:00:00.000Z',
    ],
    [
      'Application deadline is 5 March 2026 at 16:00 hours',
      '2026-03-05',
      '2026-03-05T14:00:00.000Z',
    ],
    ['Deadline: 5 March 2026, 4:30 p.m.', '2026-03-05', '2026-03-05T14:30:00.000Z'],
    ['Applications close at 12 noon on 5 March 2026', '2026-03-05', '2026-03-05T10:00:00.000Z'],
  ])('%j gives %s (%s)', (text, date, instant) => {
    const found = extractDeadlineFromText(text, HARARE)
    expect(found).toMatchObject({ date, instant })
    // The phrase the console shows: the sentence up to the end of its date.
    expect(text.startsWith(found?.phrase ?? '-')).toBe(true)
  })

  it('reads phrases inside longer text and markdown', () => {
    const markdown = [
      '## Accountant',
      '',
      'Delta Beverages is looking for an accountant.',
      '',
      '- Degree in accounting',
      '- 3 years experience',
      '',
      '**Closing date:** 15 March 2026',
    ].join('\n')
    expect(extractDeadlineFromText(markdown, HARARE)).toEqual({
      date: '2026-03-15',
      instant: null,
      phrase: 'Closing date: 15 March 2026',
    })
    expect(extractDeadlineFromText('__Deadline__: _31 December 2026_', HARARE)?.date).toBe(
      '2026-12-31',
    )
    expect(extractDeadlineFromText('| Closing date | 15/03/2026 |', HARARE)?.date).toBe(
      '2026-03-15',
    )
  })

  it('takes the date from the next line after a heading or label', () => {
    expect(extractDeadlineFromText('### Closing Date\n\n15 March 2026', HARARE)?.date).toBe(
      '2026-03-15',
    )
    expect(extractDeadlineFromText('Deadline:\n4 Dec 2026', HARARE)?.date).toBe('2026-12-04')
  })

  it('returns the first deadline found', () => {
    const text = 'Closing date: 15 March 2026. Extended deadline: 30 March 2026.'
    expect(extractDeadlineFromText(text, HARARE)?.date).toBe('2026-03-15')
  })

  it('moves on when a phrase has no date after it', () => {
    const text = 'We meet every deadline.\nClosing date: 1 April 2026'
    expect(extractDeadlineFromText(text, HARARE)?.date).toBe('2026-04-01')
  })

  it('does not take a date that belongs to another field', () => {
    expect(extractDeadlineFromText('Closing date: TBA. Posted: 1 March 2026', HARARE)).toBeNull()
    expect(
      extractDeadlineFromText('Closing date: open\nDate posted: 1 March 2026', HARARE),
    ).toBeNull()
    expect(
      extractDeadlineFromText('Closing date: TBA\n\nInterviews start 1 March 2026', HARARE),
    ).toBeNull()
  })

  it('returns null without a phrase or without a readable date', () => {
    expect(extractDeadlineFromText('', HARARE)).toBeNull()
    expect(extractDeadlineFromText('Posted on 15 March 2026', HARARE)).toBeNull()
    expect(extractDeadlineFromText('Closing date: open until filled', HARARE)).toBeNull()
    expect(extractDeadlineFromText('Closing date: 31 February 2026', HARARE)).toBeNull()
    expect(extractDeadlineFromText('Closing date: 15 March', HARARE)).toBeNull()
    expect(extractDeadlineFromText('Must be able to work to deadlines. 15/03/2026', HARARE)).toBe(
      null,
    )
  })

  it('is quick on long text full of phrases', () => {
    const text = 'closing date soon, deadline tba, '.repeat(30_000)
    const started = performance.now()
    expect(extractDeadlineFromText(text, HARARE)).toBeNull()
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('extractDeadlineFromText with the ingest clock (board pages)', () => {
  const nowMs = Date.parse('2026-11-28T10:00:00Z')
  const read = (text: string) => extractDeadlineFromText(text, HARARE, { nowMs })?.date ?? null

  it('reads a date without a year as the nearest such day not before today', () => {
    expect(read('Deadline: 14 Mar')).toBe('2027-03-14')
    expect(read('Applications close on 5 December')).toBe('2026-12-05')
    expect(read('CVs to be received not later than Dec 18th')).toBe('2026-12-18')
    expect(read('Closing: 28 Nov')).toBe('2026-11-28')
    expect(read('Farm Manager Chinhoyi Posted 20 Nov Closing date 4 Dec')).toBe('2026-12-04')
  })

  it('still prefers a written year, and skips other fields and impossible days', () => {
    expect(read('Deadline: 14 March 2026')).toBe('2026-03-14')
    expect(read('Closing date: posted 20 Nov')).toBeNull()
    expect(read('Deadline: 31 Feb')).toBeNull()
  })

  it('turns a written zone into the day in the site zone', () => {
    expect(
      extractDeadlineFromText('Applications close 4 Dec, 11:59 PM ET', HARARE, { nowMs }),
    ).toEqual({
      date: '2026-12-05',
      instant: '2026-12-05T04:59:00.000Z',
      phrase: 'Applications close 4 Dec, 11:59 PM ET',
    })
  })

  it('with adjacent, takes only a date right after the phrase (a card of fields on one line)', () => {
    const card = (text: string) =>
      extractDeadlineFromText(text, HARARE, { nowMs, adjacent: true })?.date ?? null
    expect(card('Account Closing Clerk · Harare · 14 Mar')).toBeNull()
    expect(read('Account Closing Clerk · Harare · 14 Mar')).toBe('2027-03-14')
    expect(card('Nurse · Harare · Deadline: 14 Mar')).toBe('2027-03-14')
    expect(card('Applications close on Friday, 4 Dec')).toBe('2026-12-04')
    expect(card('Closing date - the 5th of December 2026')).toBe('2026-12-05')
    expect(card('Send CVs not later than Dec 18th')).toBe('2026-12-18')
  })
})

describe('the phrase a deadline was read from (for the console)', () => {
  it('keeps the clause that holds the phrase, not the sentences before it', () => {
    const text =
      'Econet Wireless is an equal opportunity employer. Interested candidates should apply before 4 December 2026 via the portal.'
    expect(extractDeadlineFromText(text, HARARE)?.phrase).toBe(
      'Interested candidates should apply before 4 December 2026',
    )
  })

  it('leaves out the fields before it on a card line', () => {
    const card = 'Account Clerk · Harare · Deadline: 14 Mar 2026'
    expect(extractDeadlineFromText(card, HARARE, { adjacent: true })?.phrase).toBe(
      'Deadline: 14 Mar 2026',
    )
  })

  it('ends with its date, and is one line of at most 120 characters', () => {
    const line = `Closing date:\n  Friday, 15 March 2026 ${'and then a great deal more words '.repeat(2_000)}`
    expect(extractDeadlineFromText(line, HARARE)?.phrase).toBe(
      'Closing date: Friday, 15 March 2026',
    )
    const long = `The closing date for applications, which ${'we repeat '.repeat(10)} is 15 March 2026`
    const phrase = extractDeadlineFromText(long, HARARE)?.phrase ?? ''
    expect(phrase.length).toBeLessThanOrEqual(120)
    expect(phrase).not.toMatch(/\s{2}|\n/)
    expect(phrase.endsWith('…')).toBe(true)
  })
})
