/**
 * One reader for the dates a job board's pages print, posted or closing: full dates as
 * parseHumanDate reads them, dates without a year (year-less-date.ts) and relative ones
 * (relative-date.ts), with any zone written after a time turned into the site's calendar day.
 * Feeds keep parseHumanDate alone: they write full dates, and nothing there may guess a year.
 */
import { extractDeadlineFromText } from './deadline-from-text.ts'
import { findHumanDate, parseHumanDate, type ParsedDate } from './parse-human-date.ts'
import { readRelativeDate } from './relative-date.ts'
import { yearLessRule, type PageDateKind } from './year-less-date.ts'

export type { PageDateKind } from './year-less-date.ts'

export interface PageDateOptions {
  /** the site's IANA zone: the calendar day of every answer is the day there */
  timeZone: string
  /** the ingest's clock: "today", "3 days ago" and the year of "14 Mar" count from it */
  nowMs: number
  kind: PageDateKind
}

/**
 * The date in `text` (a card's or page's posted or closing field): a date at its start, else (for
 * a closing date) one after a deadline phrase, else the first date in it, else a relative phrase. Null when there is none; never throws.
 */
export function parsePageDate(text: string, options: PageDateOptions): ParsedDate | null {
  if (typeof text !== 'string') return null
  const { kind, timeZone, nowMs } = options
  const rule = yearLessRule(kind, timeZone, nowMs)
  if (!rule) return null
  return (
    parseHumanDate(text, timeZone, rule) ??
    // "Closing date: Friday, 4 December" after other words: the date after the phrase, not the
    // first date of the field.
    (kind === 'closing' ? extractDeadlineFromText(text, timeZone, { nowMs }) : null) ??
    findHumanDate(text, timeZone, undefined, rule) ??
    readRelativeDate(text, options)
  )
}
