/**
 * Dates written without a year, as card boards print them ("14 Mar", "the 14th of March",
 * "March 18", "Mar 14th", "14.03."). The year comes from the kind of date and today's day in the
 * site's zone: a posted date is the nearest such day not after today; a closing date the nearest
 * not before today (so within a year). Feeds never get here: they write full dates.
 */
import {
  addCalendarDays,
  formatCalendarDate,
  getZonedDate,
  type CalendarDate,
} from '#shared/time-zone.ts'

import { DAY, execAt, GAP, makeDate, MONTH, monthNumber, type Hit } from './date-words.ts'

export type PageDateKind = 'posted' | 'closing'

/** How a year-less day gets its year: what kind of date it is, and today in the site's zone. */
export interface YearLessRule {
  kind: PageDateKind
  today: CalendarDate
}

/** The rule for a kind of date at `nowMs` (today in `timeZone`); null when the zone is unknown. */
export function yearLessRule(
  kind: PageDateKind,
  timeZone: string,
  nowMs: number,
): YearLessRule | null {
  try {
    return { kind, today: getZonedDate(nowMs, timeZone) }
  } catch {
    return null
  }
}

interface MonthDay {
  month: number
  day: number
}

// Sticky; the full forms (with a year) are tried before these, so a year here is never lost.
const DAY_MONTH = new RegExp(String.raw`${DAY}(?:${GAP}of)?${GAP}${MONTH}`, 'y')
const MONTH_DAY = new RegExp(String.raw`${MONTH}${GAP}(?:the\s+)?${DAY}`, 'y')
// "14.03." (German and Scandinavian boards): the closing dot is what tells it from "4.30pm".
const NUMERIC_DAY_MONTH = /(\d{1,2})\.(\d{1,2})\.(?![\d])/y

/** Reads a day and month without a year at `position` of lower-case text. */
export function readYearLessDate(text: string, position: number): Hit<MonthDay> | null {
  let match = execAt(DAY_MONTH, text, position)
  if (match) {
    const value = { month: monthNumber(match[2]), day: Number(match[1]) }
    return { value, end: position + match[0].length }
  }
  match = execAt(MONTH_DAY, text, position)
  if (match) {
    const value = { month: monthNumber(match[1]), day: Number(match[2]) }
    return { value, end: position + match[0].length }
  }
  match = execAt(NUMERIC_DAY_MONTH, text, position)
  if (match) {
    const value = { month: Number(match[2]), day: Number(match[1]) }
    return { value, end: position + match[0].length }
  }
  return null
}

// 29 February is the only day missing from some years; four years back always holds one.
const LEAP_CYCLE = 4

/** The year `rule` gives a day and month, or null when the day never exists ("31 Feb"). */
export function resolveYearLess({ month, day }: MonthDay, rule: YearLessRule): CalendarDate | null {
  const today = formatCalendarDate(rule.today)
  if (rule.kind === 'closing') {
    const yearAhead = formatCalendarDate(addCalendarDays(rule.today, 366))
    for (const year of [rule.today.year, rule.today.year + 1]) {
      const date = makeDate(year, month, day)
      if (!date) continue
      const text = formatCalendarDate(date)
      if (text >= today && text <= yearAhead) return date
    }
    return null
  }
  for (let back = 0; back <= LEAP_CYCLE; back++) {
    const date = makeDate(rule.today.year - back, month, day)
    if (date && formatCalendarDate(date) <= today) return date
  }
  return null
}
