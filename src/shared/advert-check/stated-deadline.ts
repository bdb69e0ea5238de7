/**
 * The closing date a pasted advert states, to compare with the official one: the first date
 * written shortly after "closing date", "deadline", "closes", "apply by", "not later than"…, as
 * adverts here write dates (day first): "18 December 2026", "18th of Dec, 2026", "December 18,
 * 2026", "18/12/2026", "2026-12-18", and the site's own share text, "Closes Friday 18 December
 * 2026". A date without a year takes the year that puts it nearest the check's day.
 *
 * The ingester's date reader (server/ingest/normalise) knows more forms and times of day; this
 * one only has to tell whether a forward moved the date, and runs on the phone, so it stays
 * small. Each keyword's date is looked for in the 60 characters after it, so a long advert costs
 * one pass.
 */
import { MONTH_NAMES } from '../calendar-names.ts'
import { getZonedDate, parseCalendarDate, type CalendarDate } from '../time-zone.ts'

const KEYWORD =
  /\b(?:closing date|deadline|closes|closed|close on|applications? close|apply by|apply before|submit by|not later than|on or before|last day)\b/gi
const WINDOW = 60

const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)([a-z]*)\.?`
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`
const DAY_MONTH = new RegExp(String.raw`\b${DAY}(?:\s+of)?\s+${MONTH},?(?:\s+(\d{4}))?`, 'i')
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY},?(?:\s+(\d{4}))?`, 'i')
const NUMERIC = /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/

interface Found {
  at: number
  date: CalendarDate | null
}

export function findStatedDeadline(
  text: string,
  now: number,
  timeZone: string,
): CalendarDate | null {
  const today = getZonedDate(now, timeZone)
  for (const keyword of text.matchAll(KEYWORD)) {
    const from = keyword.index + keyword[0].length
    const window = text.slice(from, from + WINDOW)
    const found = [
      read(ISO, window, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]),
      read(NUMERIC, window, (m) => [fullYear(m[3]), Number(m[2]), Number(m[1])]),
      readNamed(DAY_MONTH, window, today, { day: 1, month: 2, rest: 3, year: 4 }),
      readNamed(MONTH_DAY, window, today, { month: 1, rest: 2, day: 3, year: 4 }),
    ]
      .filter((hit): hit is Found => hit !== null)
      .sort((a, b) => a.at - b.at)[0]
    if (found?.date) return found.date
  }
  return null
}

function read(
  pattern: RegExp,
  window: string,
  parts: (match: RegExpExecArray) => [number, number, number],
): Found | null {
  const match = pattern.exec(window)
  if (!match) return null
  const [year, month, day] = parts(match)
  return { at: match.index, date: makeDate(year, month, day) }
}

function readNamed(
  pattern: RegExp,
  window: string,
  today: CalendarDate,
  groups: { day: number; month: number; rest: number; year: number },
): Found | null {
  const match = pattern.exec(window)
  if (!match) return null
  const month = monthNumber(`${match[groups.month] ?? ''}${match[groups.rest] ?? ''}`)
  const day = Number(match[groups.day])
  if (month === null) return { at: match.index, date: null }
  const written = match[groups.year]
  if (written) return { at: match.index, date: makeDate(Number(written), month, day) }
  return { at: match.index, date: nearestYear(today, month, day) }
}

/** "dec", "december", "sept": a month's name or the start of it, three letters or more. */
function monthNumber(word: string): number | null {
  const lower = word.toLowerCase()
  const index = MONTH_NAMES.findIndex((name) => {
    const full = name.toLowerCase()
    return full.startsWith(lower) || (lower === 'sept' && full === 'september')
  })
  return index === -1 ? null : index + 1
}

function fullYear(written: string | undefined): number {
  const year = Number(written)
  return (written ?? '').length === 2 ? 2000 + year : year
}

function makeDate(year: number, month: number, day: number): CalendarDate | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return parseCalendarDate(text)
}

/** The year that puts the day and month nearest `today` (a forward is read within months). */
function nearestYear(today: CalendarDate, month: number, day: number): CalendarDate | null {
  const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day)
  const candidates = [today.year - 1, today.year, today.year + 1]
    .map((year) => makeDate(year, month, day))
    .filter((date): date is CalendarDate => date !== null)
  candidates.sort(
    (a, b) => Math.abs(dayNumber(a) - dayNumber(today)) - Math.abs(dayNumber(b) - dayNumber(today)),
  )
  return candidates[0] ?? null
}
