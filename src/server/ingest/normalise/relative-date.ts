/**
 * Dates written relative to the moment the page was read: "posted 3 days ago", "10 hours ago",
 * "yesterday", "just now" (posted dates), "today", "tomorrow", "in 3 days" (closing dates). The
 * ingest's clock (`nowMs`) is the moment; days, weeks, months and years count calendar days in
 * the site's zone, minutes and hours count time (so "10 hours ago" at 08:00 is yesterday).
 */
import {
  addCalendarDays,
  formatCalendarDate,
  getZonedDate,
  type CalendarDate,
} from '#shared/time-zone.ts'

import type { ParsedDate } from './parse-human-date.ts'
import type { PageDateKind } from './year-less-date.ts'

export interface RelativeDateOptions {
  timeZone: string
  nowMs: number
  kind: PageDateKind
}

// Only the start of the text is looked at, so a hostile string costs nothing.
const MAX_INPUT = 300
// Older than this, a board's "N years ago" is not a job still open: no date beats a wrong one.
const MAX_AGE_DAYS = 366 * 2
// A closing date is at most a year ahead, as an employer's own post (closingDateProblem).
const MAX_AHEAD_DAYS = 366

const NUMBER = String.raw`(\d{1,4}|an?|one)`
const UNIT = String.raw`(second|sec|minute|min|hour|hr|day|week|wk|month|mo|year|yr)s?`
const AGO = new RegExp(String.raw`(?:^|[^a-z0-9])${NUMBER}\s*${UNIT}\.?\s+ago(?![a-z])`)
// A closing field's relative date comes first, after at most a deadline word: "Closes tomorrow",
// "Deadline: in 3 days"; "Apply today! Closing date tba" is no deadline.
const CLOSING = new RegExp(
  String.raw`^\W*(?:(?:closes?|closing(?:\s+date)?|deadline|ends?|expires?|apply\s+by)\W*)?(?:(today|tomorrow)|in\s+${NUMBER}\s*(day|week)s?)(?![a-z])`,
)
const WORD = /(?:^|[^a-z0-9])(just now|moments? ago|today|yesterday|tomorrow)(?![a-z])/

const MINUTES: Record<string, number> = { second: 0, sec: 0, minute: 1, min: 1, hour: 60, hr: 60 }
const DAYS: Record<string, number> = { day: 1, week: 7, wk: 7 }
const MONTHS: Record<string, number> = { month: 1, mo: 1, year: 12, yr: 12 }

function count(word: string): number {
  return /^\d/.test(word) ? Number(word) : 1
}

function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  // "1 month ago" on 31 March is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { year, month, day: Math.min(date.day, lastDay) }
}

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
    86_400_000
  )
}

function dayOnly(date: CalendarDate): ParsedDate {
  return { date: formatCalendarDate(date), instant: null }
}

function ago(amount: number, unit: string, { timeZone, nowMs }: RelativeDateOptions) {
  const today = getZonedDate(nowMs, timeZone)
  const minutes = MINUTES[unit]
  let date: CalendarDate
  if (minutes !== undefined) {
    const instant = nowMs - amount * minutes * 60_000
    date = getZonedDate(instant, timeZone)
    if (daysBetween(date, today) > MAX_AGE_DAYS) return null
    return { date: formatCalendarDate(date), instant: new Date(instant).toISOString() }
  }
  const days = DAYS[unit]
  if (days !== undefined) date = addCalendarDays(today, -amount * days)
  else date = addMonths(today, -amount * (MONTHS[unit] ?? 0))
  return daysBetween(date, today) > MAX_AGE_DAYS ? null : dayOnly(date)
}

/**
 * The date a relative phrase in `text` means, or null when there is none or it does not fit the
 * kind ("3 days ago" is never a closing date, "tomorrow" never a posted one).
 */
export function readRelativeDate(text: string, options: RelativeDateOptions): ParsedDate | null {
  if (typeof text !== 'string') return null
  try {
    return readRelative(text, options)
  } catch {
    // An unknown zone or a clock that is not a number: no date rather than an exception.
    return null
  }
}

function readRelative(text: string, options: RelativeDateOptions): ParsedDate | null {
  const lower = text.slice(0, MAX_INPUT).toLowerCase().replace(/\s+/g, ' ')
  const { kind, nowMs, timeZone } = options
  const today = getZonedDate(nowMs, timeZone)
  const word = WORD.exec(lower)?.[1]
  if (kind === 'posted') {
    const match = AGO.exec(lower)
    if (match) return ago(count(match[1] ?? ''), match[2] ?? '', options)
    if (word === 'just now' || word?.startsWith('moment')) {
      return { date: formatCalendarDate(today), instant: new Date(nowMs).toISOString() }
    }
    if (word === 'today') return dayOnly(today)
    if (word === 'yesterday') return dayOnly(addCalendarDays(today, -1))
    return null
  }
  const closing = CLOSING.exec(lower)
  if (!closing) return null
  const [, closingWord, amount, unit] = closing
  if (closingWord === 'today') return dayOnly(today)
  if (closingWord === 'tomorrow') return dayOnly(addCalendarDays(today, 1))
  const days = count(amount ?? '') * (DAYS[unit ?? ''] ?? 0)
  return days <= MAX_AHEAD_DAYS ? dayOnly(addCalendarDays(today, days)) : null
}
