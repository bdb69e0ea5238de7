import { describe, expect, it } from 'vitest'

import { readRelativeDate, type RelativeDateOptions } from './relative-date.ts'

const timeZone = 'Africa/Harare'
// 12:00 in Harare
const nowMs = Date.parse('2026-11-28T10:00:00Z')
const posted: RelativeDateOptions = { timeZone, nowMs, kind: 'posted' }
const closing: RelativeDateOptions = { timeZone, nowMs, kind: 'closing' }

const day = (text: string, options = posted) => readRelativeDate(text, options)?.date ?? null

describe('readRelativeDate, posted', () => {
  it.each([
    ['today', '2026-11-28'],
    ['Yesterday', '2026-11-27'],
    ['3 days ago', '2026-11-25'],
    ['Posted 3 days ago', '2026-11-25'],
    ['posted: 1 day ago', '2026-11-27'],
    ['a week ago', '2026-11-21'],
    ['2 weeks ago', '2026-11-14'],
    ['1 month ago', '2026-10-28'],
    ['an hour ago', '2026-11-28'],
    ['a year ago', '2025-11-28'],
    ['99 days ago', '2026-08-21'],
    ['2 yrs ago', '2024-11-28'],
  ])('%s → %s', (text, date) => {
    expect(day(text)).toBe(date)
  })

  it('keeps the instant of a time ago, and its day in the site zone', () => {
    expect(readRelativeDate('just now', posted)).toEqual({
      date: '2026-11-28',
      instant: '2026-11-28T10:00:00.000Z',
    })
    expect(readRelativeDate('10 minutes ago', posted)?.instant).toBe('2026-11-28T09:50:00.000Z')
    // 08:00 in Harare: ten hours before is 22:00 the day before.
    const morning = { ...posted, nowMs: Date.parse('2026-11-28T06:00:00Z') }
    expect(readRelativeDate('10 hours ago', morning)).toEqual({
      date: '2026-11-27',
      instant: '2026-11-27T20:00:00.000Z',
    })
    expect(readRelativeDate('3 hours ago', morning)?.date).toBe('2026-11-28')
  })

  it('counts a month back to the last day of a shorter month', () => {
    const endOfMarch = { ...posted, nowMs: Date.parse('2026-03-31T10:00:00Z') }
    expect(day('1 month ago', endOfMarch)).toBe('2026-02-28')
    expect(day('3 months ago', endOfMarch)).toBe('2025-12-31')
  })

  it('refuses what is no date of an open job, or no date at all', () => {
    for (const text of [
      '10000 years ago',
      '9999 days ago',
      '3 years ago',
      'tomorrow',
      'in 3 days',
      '3 days',
      'ago',
      'todays jobs',
      'Posted by Todayshire Ltd',
      '',
    ]) {
      expect(day(text)).toBeNull()
    }
  })

  it('reads only the start of a huge string, and never throws', () => {
    expect(day(`${'x '.repeat(500_000)}3 days ago`)).toBeNull()
    expect(day(`3 days ago ${'x'.repeat(1_000_000)}`)).toBe('2026-11-25')
    expect(readRelativeDate('today', { ...posted, timeZone: 'Not/AZone' })).toBeNull()
    expect(readRelativeDate('today', { ...posted, nowMs: Number.NaN })).toBeNull()
    expect(readRelativeDate(42 as unknown as string, posted)).toBeNull()
  })
})

describe('readRelativeDate, closing', () => {
  it.each([
    ['today', '2026-11-28'],
    ['Closes tomorrow', '2026-11-29'],
    ['in 3 days', '2026-12-01'],
    ['closes in 2 weeks', '2026-12-12'],
    ['Deadline: in 1 week', '2026-12-05'],
    ['TODAY', '2026-11-28'],
  ])('%s → %s', (text, date) => {
    expect(day(text, closing)).toBe(date)
  })

  it('refuses dates in the past and more than a year ahead', () => {
    for (const text of ['yesterday', '3 days ago', 'just now', 'in 400 days', 'in 99 weeks']) {
      expect(day(text, closing)).toBeNull()
    }
  })

  it('reads a relative closing date only at the start of the field', () => {
    for (const text of ['Apply today! Closing date tba', 'Posted today', 'Start in 3 days']) {
      expect(day(text, closing)).toBeNull()
    }
  })
})
