/**
 * The words and checks every date reader shares (parse-human-date.ts, year-less-date.ts): month
 * names, day numbers, and a calendar-day check that refuses "31 Feb".
 */
import type { CalendarDate } from '#shared/time-zone.ts'

export interface Hit<T> {
  value: T
  end: number
}

export const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?`
export const DAY = String.raw`(\d{1,2})(?!\d)(?:st|nd|rd|th)?`
export const GAP = String.raw`[\s.,/-]*`

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

/** Runs a sticky pattern exactly at `position`. */
export function execAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position
  return pattern.exec(text)
}

/** The day, or null when it does not exist (31 Feb, 29 Feb 2027) or the year is implausible. */
export function makeDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null
  const probe = new Date(Date.UTC(year, month - 1, day))
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
    ? { year, month, day }
    : null
}

export function monthNumber(word: string | undefined): number {
  return MONTH_NUMBERS[(word ?? '').slice(0, 3)] ?? 0
}
