/**
 * The deadline rule (docs/product.md#the-deadline-rule), the one place it is written; the server stores what this
 * returns and the app counts down to it.
 *
 * A job's deadline is its expiry timestamp if valid, else its expiry date, moved to the end of
 * that calendar day (23:59:59.999) in the site's time zone. A job with neither is "open until
 * filled": it has no deadline, and nothing may invent one.
 */
import {
  getEndOfZonedDay,
  getZonedDate,
  parseCalendarDate,
  zonedTimeToInstant,
  type CalendarDate,
} from './time-zone.ts'

export const DEFAULT_SITE_TIME_ZONE = 'Africa/Harare'

export interface DeadlineFields {
  expiry_ts: string | null | undefined
  expiry_date: string | null | undefined
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * Epoch ms of an ISO 8601 date-time. Without an offset the time is local to the site (engines
 * would read it in the device's zone, so server and phone would disagree). Impossible dates
 * such as 2026-02-30 stay invalid instead of rolling into March.
 */
export function parseSiteDateTime(
  text: string | null | undefined,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): number | null {
  const match = text ? DATE_TIME.exec(text.trim()) : null
  if (!match) return null
  const [, day = '', hh = '', mm = '', ss = '0', fraction = '0', offset] = match
  const date = parseCalendarDate(day)
  const [hour, minute, second] = [Number(hh), Number(mm), Number(ss)]
  if (!date || hour > 23 || minute > 59 || second > 59) return null
  if (!offset) {
    const ms = Math.floor(Number(`0.${fraction}`) * 1000)
    return zonedTimeToInstant(date, { hour, minute, second, ms }, timeZone)
  }
  const ms = Date.parse(
    `${day}T${hh}:${mm}:${ss.padStart(2, '0')}.${fraction.slice(0, 3).padEnd(3, '0')}${offset}`,
  )
  return Number.isFinite(ms) ? ms : null
}

function getClosingDay(text: string | null | undefined, timeZone: string): CalendarDate | null {
  const instant = parseSiteDateTime(text, timeZone)
  return instant === null ? null : getZonedDate(instant, timeZone)
}

/** End of the closing day in `timeZone` as epoch ms, or null when the job is open until filled. */
export function getJobDeadline(
  job: DeadlineFields,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): number | null {
  const day =
    getClosingDay(job.expiry_ts, timeZone) ??
    (job.expiry_date ? parseCalendarDate(job.expiry_date) : null) ??
    // A full timestamp in the date field still names a day: the day it falls on locally.
    getClosingDay(job.expiry_date, timeZone)
  return day ? getEndOfZonedDay(day, timeZone) : null
}

export function isClosed(deadline: number | null, now: number): boolean {
  return deadline !== null && deadline <= now
}
