/**
 * Dates as job sources write them: ISO 8601, RSS (RFC 822/1123) pubDates, day-first numeric dates
 * ("15/03/2026", the way Zimbabwe writes them) and dates with month names in most English styles
 * ("15th of March, 2026", "Sept. 7, 2026", "Friday, 4 December 2026 at 1600hrs").
 *
 * The parser reads one date (with an optional time of day and zone) from the start of the text;
 * anything after a complete date, such as "(Harare time)" or "or until filled", is ignored. It
 * never throws and never guesses a missing year.
 */
import { parseSiteDateTime } from '#shared/deadline.ts'
import {
  formatCalendarDate,
  getZonedDate,
  zonedTimeToInstant,
  type CalendarDate,
} from '#shared/time-zone.ts'

export interface ParsedDate {
  /** YYYY-MM-DD: the calendar day in the site's zone */
  date: string
  /** ISO instant with Z, only when the text had a time of day */
  instant: string | null
}

interface TimeOfDay {
  hour: number
  minute: number
  second: number
  ms: number
}

interface Hit<T> {
  value: T
  end: number
}

// Only the start of the text is read, so very long input costs nothing.
const MAX_INPUT = 300

const WEEKDAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)(?![a-z])\.?`
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?`
const DAY = String.raw`(\d{1,2})(?!\d)(?:st|nd|rd|th)?`
// A year is not the start of a time: "4 Dec 16:00" and "4 Dec 16h00" have no year.
const YEAR = String.raw`(\d{4}|\d{2})(?![:.h]?\d)`
const GAP = String.raw`[\s.,/-]*`

// All patterns are sticky: they match exactly at the cursor.
const LEADING_WORDS = /(?:(?:on|by|before|until|till|the)\s+)*/y
const WEEKDAY_PREFIX = new RegExp(String.raw`${WEEKDAY}[\s,]*(?:the\s+)?`, 'y')
const YEAR_MONTH_DAY = /(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?!\d)/y
const NUMERIC_DATE = new RegExp(String.raw`(\d{1,2})([/.-])(\d{1,2})\2${YEAR}`, 'y')
const DAY_MONTH_YEAR = new RegExp(String.raw`${DAY}(?:${GAP}of)?${GAP}${MONTH}${GAP}${YEAR}`, 'y')
const MONTH_DAY_YEAR = new RegExp(String.raw`${MONTH}${GAP}${DAY}${GAP}${YEAR}`, 'y')

const TIME_GAP = /(?:t|\s*,?\s*(?:(?:at|@|by|from|before|until|till|-)\s*)?)/y
const MERIDIEM = String.raw`([ap])\.?m(?![a-z])\.?`
const HOURS_WORD = String.raw`(?:hrs?|hours?)(?![a-z])\.?`
// "16:00", "08:00:00.000", "4:30 p.m.", "16h00", "16:00 hours", "12:00 noon"
const TIME_COLON = new RegExp(
  String.raw`(\d{1,2})[:h](\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?!\d)(?:\s*${MERIDIEM}|\s*${HOURS_WORD}|\s*(noon|midday|midnight)(?![a-z]))?`,
  'y',
)
// "4pm", "4 p.m.", "4.30pm"
const TIME_MERIDIEM = new RegExp(String.raw`(\d{1,2})(?:\.(\d{2}))?\s*${MERIDIEM}`, 'y')
// "1600hrs", "1600 hours", "16.00hrs", "0900h"
const TIME_HOURS = new RegExp(String.raw`(\d{2})\.?(\d{2})\s*(?:${HOURS_WORD}|h(?![a-z]))`, 'y')
const TIME_WORD = /(?:12(?:[:.]00)?\s*)?(noon|midday|midnight)(?![a-z])/y
const AFTER_LEADING_TIME = /[\s,]*(?:on\s+)?/y

const ZONE = new RegExp(
  String.raw`\s*\(?\s*(?:(z)(?![a-z])|(utc|gmt|ut)(?:\s*([+-])(\d{1,2})(?::?(\d{2}))?)?(?![a-z\d])|([+-])(\d{2})(?::?(\d{2}))?(?![\d:])|([a-z]{2,5})(?![a-z]))\s*\)?`,
  'y',
)

/** Zone abbreviations seen in feeds, in minutes east of UTC; ambiguous ones (IST, GST) left out. */
const ZONE_OFFSETS: Record<string, number> = {
  cat: 120,
  sast: 120,
  eat: 180,
  wat: 60,
  wet: 0,
  west: 60,
  cet: 60,
  cest: 120,
  eet: 120,
  eest: 180,
  bst: 60,
  msk: 180,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
}

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position
  return pattern.exec(text)
}

function toYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits)
}

function makeDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null
  const probe = new Date(Date.UTC(year, month - 1, day))
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
    ? { year, month, day }
    : null
}

function monthNumber(word: string | undefined): number {
  return MONTH_NUMBERS[(word ?? '').slice(0, 3)] ?? 0
}

/** Reads a calendar date (with an optional weekday before it) at `position`. */
function readDate(text: string, position: number): Hit<CalendarDate> | null {
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
  return null
}

const INVALID = 'invalid'

// "Midnight" on a closing day means its end, not the first minute of it.
const END_OF_DAY: TimeOfDay = { hour: 23, minute: 59, second: 59, ms: 0 }
const NOON: TimeOfDay = { hour: 12, minute: 0, second: 0, ms: 0 }

function withMeridiem(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return null
  return (hour % 12) + (meridiem === 'p' ? 12 : 0)
}

function makeTime(hour: number | null, minute: number, second = 0, ms = 0): TimeOfDay | null {
  if (hour === 24 && minute === 0 && second === 0) return END_OF_DAY
  if (hour === null || hour > 23 || minute > 59 || second > 59) return null
  return { hour, minute, second, ms }
}

/**
 * Reads a time of day at `position`: null when there is none, INVALID when something shaped like
 * a time is impossible ("25:00", "13pm"), which makes the whole text unreadable.
 */
function readTime(text: string, position: number): Hit<TimeOfDay> | typeof INVALID | null {
  let match = execAt(TIME_COLON, text, position)
  if (match) {
    const [whole, hh = '', mm = '', ss = '0', fraction = '0', meridiem, word] = match
    const end = position + whole.length
    if (word === 'midnight') return { value: END_OF_DAY, end }
    if (word) return { value: NOON, end }
    const ms = Math.floor(Number(`0.${fraction}`) * 1000)
    const time = makeTime(withMeridiem(Number(hh), meridiem), Number(mm), Number(ss), ms)
    return time ? { value: time, end } : INVALID
  }
  match = execAt(TIME_MERIDIEM, text, position)
  if (match) {
    const [whole, hh = '', mm = '0', meridiem] = match
    const time = makeTime(withMeridiem(Number(hh), meridiem), Number(mm))
    return time ? { value: time, end: position + whole.length } : INVALID
  }
  match = execAt(TIME_HOURS, text, position)
  if (match) {
    const [whole, hh = '', mm = ''] = match
    const time = makeTime(Number(hh), Number(mm))
    return time ? { value: time, end: position + whole.length } : INVALID
  }
  match = execAt(TIME_WORD, text, position)
  if (match) {
    return { value: match[1] === 'midnight' ? END_OF_DAY : NOON, end: position + match[0].length }
  }
  return null
}

function offsetMinutes(sign: string | undefined, hours: string | undefined, minutes?: string) {
  const total = Number(hours ?? 0) * 60 + Number(minutes ?? 0)
  if (Number(hours ?? 0) > 14 || Number(minutes ?? 0) > 59) return null
  return sign === '-' ? -total : total
}

/** Reads a zone after a time: "Z", "GMT", "+0200", "+02:00", "GMT+2", "CAT", "(SAST)". */
function readZone(text: string, position: number): Hit<number> | null {
  const match = execAt(ZONE, text, position)
  if (!match) return null
  const end = position + match[0].length
  const [, z, named, namedSign, namedHours, namedMinutes, sign, hours, minutes, abbreviation] =
    match
  let offset: number | null | undefined
  if (z) offset = 0
  else if (named) offset = namedSign ? offsetMinutes(namedSign, namedHours, namedMinutes) : 0
  else if (sign) offset = offsetMinutes(sign, hours, minutes)
  else offset = ZONE_OFFSETS[abbreviation ?? '']
  return offset === null || offset === undefined ? null : { value: offset, end }
}

interface DateTimeHit {
  date: CalendarDate
  time: TimeOfDay | null
  offset: number | null
}

/** A date, optionally with a time and zone after it ("… at 5pm CAT") or before it ("5pm on …"). */
function readDateTime(text: string, position: number): DateTimeHit | null {
  const date = readDate(text, position)
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
  const later = readDate(text, afterTime + (gap?.[0].length ?? 0))
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
  const wall = Date.UTC(
    date.year,
    date.month - 1,
    date.day,
    time.hour,
    time.minute,
    time.second,
    time.ms,
  )
  const instant = wall - offset * 60_000
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
function parseNormalised(text: string, position: number, timeZone: string): ParsedDate | null {
  const hit = readDateTime(text, position)
  return hit ? toParsedDate(hit, timeZone) : null
}

const STRICT_ISO_OFFSET = /(?:z|[+-]\d{2}:?\d{2})$/i

/**
 * Parses a human-written date at the start of `text`. A time of day makes `instant` non-null; a
 * time without a zone is wall time in `timeZone`. Day-first unless only month-first makes sense.
 * Returns null for anything it cannot read with certainty, including bare numbers (epochs).
 */
export function parseHumanDate(text: string, timeZone: string): ParsedDate | null {
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
    return parseNormalised(normalised, leading?.[0].length ?? 0, timeZone)
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
export function findHumanDate(text: string, timeZone: string, stop?: RegExp): ParsedDate | null {
  try {
    const normalised = normalise(text)
    const wordStart = /(?:^|[^a-z0-9])(?=[a-z0-9])/g
    for (let match = wordStart.exec(normalised); match; match = wordStart.exec(normalised)) {
      const position = match.index + match[0].length
      if (stop) {
        stop.lastIndex = position
        if (stop.test(normalised)) return null
      }
      const parsed = parseNormalised(normalised, position, timeZone)
      if (parsed) return parsed
      if (match[0].length === 0) wordStart.lastIndex++
    }
    return null
  } catch {
    return null
  }
}
