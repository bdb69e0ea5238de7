/**
 * Dates as job sources write them: ISO 8601, RSS (RFC 822/1123) pubDates, day-first numeric dates
 * ("15/03/2026", the way Zimbabwe writes them) and dates with month names in most English styles
 * ("15th of March, 2026", "Sept. 7, 2026", "Friday, 4 December 2026 at 1600hrs").
 *
 * The parser reads one date (with an optional time of day and zone) from the start of the text;
 * anything after a complete date, such as "(Harare time)" or "or until filled", is ignored. It
 * never throws, and reads a date without a year only under a caller's YearLessRule
 * (year-less-date.ts; pages, not feeds).
 */
import { parseSiteDateTime } from '#shared/deadline.ts'
import {
  formatCalendarDate,
  getZonedDate,
  zonedTimeToInstant,
  type CalendarDate,
} from '#shared/time-zone.ts'

import { DAY, execAt, GAP, makeDate, MONTH, monthNumber, type Hit } from './date-words.ts'
import { INVALID, readTime, readZone, type TimeOfDay } from './time-and-zone.ts'
import type { ZoneOffset } from './zone-abbreviations.ts'
import { readYearLessDate, resolveYearLess, type YearLessRule } from './year-less-date.ts'

export interface ParsedDate {
  /** YYYY-MM-DD: the calendar day in the site's zone */
  date: string
  /** ISO instant with Z, only when the text had a time of day */
  instant: string | null
}

// Only the start of the text is read, so very long input costs nothing.
const MAX_INPUT = 300

const WEEKDAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)(?![a-z])\.?`
// A year is not the start of a time: "4 Dec 16:00" and "4 Dec 16h00" have no year.
const YEAR = String.raw`(\d{4}|\d{2})(?![:.h]?\d)`

// All patterns are sticky: they match exactly at the cursor.
const LEADING_WORDS = /(?:(?:on|by|before|until|till|the)\s+)*/y
const WEEKDAY_PREFIX = new RegExp(String.raw`${WEEKDAY}[\s,]*(?:the\s+)?`, 'y')
const YEAR_MONTH_DAY = /(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?!\d)/y
const NUMERIC_DATE = new RegExp(String.raw`(\d{1,2})([/.-])(\d{1,2})\2${YEAR}`, 'y')
const DAY_MONTH_YEAR = new RegExp(String.raw`${DAY}(?:${GAP}of)?${GAP}${MONTH}${GAP}${YEAR}`, 'y')
const MONTH_DAY_YEAR = new RegExp(String.raw`${MONTH}${GAP}${DAY}${GAP}${YEAR}`, 'y')

const TIME_GAP = /(?:t|\s*,?\s*(?:(?:at|@|by|from|before|until|till|-)\s*)?)/y
const AFTER_LEADING_TIME = /[\s,]*(?:on\s+)?/y

function toYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits)
}

/** Reads a calendar date (with an optional weekday before it) at `position`. */
function readDate(
  text: string,
  position: number,
  yearLess?: YearLessRule,
): Hit<CalendarDate> | null {
  let start = position
  const weekday = execAt(WEEKDAY_PREFIX, text, start)
  if (weekday) start += weekday[0].length

  let match = execAt(YEAR_MONTH_DAY, text, start)
  if (match) {
    const date = makeDate(Number(match[1]), Number(match[3]), Number(match[4]))
    return date ? { value: date, end: start + match[0].length } : null
  }
  match = execAt(NUMERIC_DATE, text, start)
  if (match) {
    const first = Number(match[1])
    const second = Number(match[3])
    // Day first, as Zimbabwe writes dates, unless only month-first makes sense (03/15/2026).
    const monthFirst = first <= 12 && second > 12
    const date = makeDate(
      toYear(match[4] ?? ''),
      monthFirst ? first : second,
      monthFirst ? second : first,
    )
    return date ? { value: date, end: start + match[0].length } : null
  }
  match = execAt(DAY_MONTH_YEAR, text, start)
  if (match) {
    const date = makeDate(toYear(match[3] ?? ''), monthNumber(match[2]), Number(match[1]))
    return date ? { value: date, end: start + match[0].length } : null
  }
  match = execAt(MONTH_DAY_YEAR, text, start)
  if (match) {
    const date = makeDate(toYear(match[3] ?? ''), monthNumber(match[1]), Number(match[2]))
    return date ? { value: date, end: start + match[0].length } : null
  }
  const monthDay = yearLess ? readYearLessDate(text, start) : null
  if (!monthDay || !yearLess) return null
  const date = resolveYearLess(monthDay.value, yearLess)
  return date ? { value: date, end: monthDay.end } : null
}

interface DateTimeHit {
  date: CalendarDate
  time: TimeOfDay | null
  offset: ZoneOffset | null
}

/** A date, optionally with a time and zone after it ("… at 5pm CAT") or before it ("5pm on …"). */
function readDateTime(text: string, position: number, yearLess?: YearLessRule): DateTimeHit | null {
  const date = readDate(text, position, yearLess)
  if (date) {
    const gap = execAt(TIME_GAP, text, date.end)
    const time = readTime(text, date.end + (gap?.[0].length ?? 0))
    if (time === INVALID) return null
    if (!time) return { date: date.value, time: null, offset: null }
    return { date: date.value, time: time.value, offset: readZone(text, time.end)?.value ?? null }
  }
  const time = readTime(text, position)
  if (!time || time === INVALID) return null
  const zone = readZone(text, time.end)
  const afterTime = zone?.end ?? time.end
  const gap = execAt(AFTER_LEADING_TIME, text, afterTime)
  const later = readDate(text, afterTime + (gap?.[0].length ?? 0), yearLess)
  return later ? { date: later.value, time: time.value, offset: zone?.value ?? null } : null
}

function toParsedDate(hit: DateTimeHit, timeZone: string): ParsedDate {
  const { date, time, offset } = hit
  if (!time) return { date: formatCalendarDate(date), instant: null }
  if (offset === null) {
    // Wall time in the site's zone: the day is the day as written.
    const instant = zonedTimeToInstant(date, time, timeZone)
    return { date: formatCalendarDate(date), instant: new Date(instant).toISOString() }
  }
  const instant =
    typeof offset === 'number'
      ? Date.UTC(
          date.year,
          date.month - 1,
          date.day,
          time.hour,
          time.minute,
          time.second,
          time.ms,
        ) -
        offset * 60_000
      : zonedTimeToInstant(date, time, offset.timeZone)
  // With an explicit offset the day is the one it falls on in the site's zone, as getJobDeadline
  // reads a timestamp.
  return {
    date: formatCalendarDate(getZonedDate(instant, timeZone)),
    instant: new Date(instant).toISOString(),
  }
}

/** Lower case, one kind of space and dash, so the patterns stay simple. */
function normalise(text: string): string {
  return text
    .slice(0, MAX_INPUT)
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Reads a date at `position` of text already passed through `normalise`. */
function parseNormalised(
  text: string,
  position: number,
  timeZone: string,
  yearLess?: YearLessRule,
): ParsedDate | null {
  const hit = readDateTime(text, position, yearLess)
  return hit ? toParsedDate(hit, timeZone) : null
}

const STRICT_ISO_OFFSET = /(?:z|[+-]\d{2}:?\d{2})$/i

/**
 * Parses a human-written date at the start of `text`. A time of day makes `instant` non-null; a
 * time without a zone is wall time in `timeZone`. Day-first unless only month-first makes sense.
 * Returns null for anything it cannot read with certainty, including bare numbers (epochs).
 * Without `yearLess` a date must carry its year (feeds); with it, "14 Mar" gets one by its rule.
 */
export function parseHumanDate(
  text: string,
  timeZone: string,
  yearLess?: YearLessRule,
): ParsedDate | null {
  try {
    if (typeof text !== 'string') return null
    const trimmed = text.trim()
    // The strict ISO form is the shared helper's job; everything else is read below.
    const iso = trimmed.length <= 40 ? parseSiteDateTime(trimmed, timeZone) : null
    if (iso !== null) {
      const date = STRICT_ISO_OFFSET.test(trimmed)
        ? formatCalendarDate(getZonedDate(iso, timeZone))
        : trimmed.slice(0, 10)
      return { date, instant: new Date(iso).toISOString() }
    }
    const normalised = normalise(trimmed)
    const leading = execAt(LEADING_WORDS, normalised, 0)
    return parseNormalised(normalised, leading?.[0].length ?? 0, timeZone, yearLess)
  } catch {
    // An unknown time zone makes Intl throw; callers get "no date" rather than an exception.
    return null
  }
}

/** The YYYY-MM-DD day of `text`, or null. */
export function toIsoDate(text: string, timeZone: string): string | null {
  return parseHumanDate(text, timeZone)?.date ?? null
}

/**
 * Reads the first date that starts at any word of `text` (within its first few hundred
 * characters). `stop`, a sticky pattern tested at each word, ends the search at a word that starts
 * another field ("posted"). For deadline-from-text; `text` is matched in lower case.
 */
export function findHumanDate(
  text: string,
  timeZone: string,
  stop?: RegExp,
  yearLess?: YearLessRule,
): ParsedDate | null {
  try {
    const normalised = normalise(text)
    const wordStart = /(?:^|[^a-z0-9])(?=[a-z0-9])/g
    for (let match = wordStart.exec(normalised); match; match = wordStart.exec(normalised)) {
      const position = match.index + match[0].length
      if (stop) {
        stop.lastIndex = position
        if (stop.test(normalised)) return null
      }
      const parsed = parseNormalised(normalised, position, timeZone, yearLess)
      if (parsed) return parsed
      if (match[0].length === 0) wordStart.lastIndex++
    }
    return null
  } catch {
    return null
  }
}
