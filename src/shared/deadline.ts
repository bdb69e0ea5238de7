/**
 * The deadline rule (DESIGN.md §3), the one place it is written; the server stores what this
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
  type CalendarDate,
} from './time-zone.ts'

export const DEFAULT_SITE_TIME_ZONE = 'Africa/Harare'

export interface DeadlineFields {
  expiry_ts: string | null | undefined
  expiry_date: string | null | undefined
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * The closing day named by an ISO 8601 date-time, in `timeZone`. Without an offset the time is
 * local to the site, so its own date part is the day; engines would otherwise read it in the
 * device's zone. Impossible dates (2026-02-30) stay invalid instead of rolling into March.
 */
function getClosingDayOfDateTime(
  text: string | null | undefined,
  timeZone: string,
): CalendarDate | null {
  const match = text ? DATE_TIME.exec(text.trim()) : null
  if (!match || !text) return null
  const date = parseCalendarDate(match[1] ?? '')
  if (!date) return null
  if (!match[4]) return date
  const ms = Date.parse(text.trim().replace(' ', 'T'))
  return Number.isFinite(ms) ? getZonedDate(ms, timeZone) : null
}

/** End of the closing day in `timeZone` as epoch ms, or null when the job is open until filled. */
export function getJobDeadline(
  job: DeadlineFields,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): number | null {
  const day =
    getClosingDayOfDateTime(job.expiry_ts, timeZone) ??
    (job.expiry_date ? parseCalendarDate(job.expiry_date) : null) ??
    // A full timestamp in the date field still names a day: the day it falls on locally.
    getClosingDayOfDateTime(job.expiry_date, timeZone)
  return day ? getEndOfZonedDay(day, timeZone) : null
}

export function isClosed(deadline: number | null, now: number): boolean {
  return deadline !== null && deadline <= now
}
