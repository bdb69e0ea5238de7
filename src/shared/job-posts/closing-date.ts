/**
 * The closing date an employer gives a post: a real calendar day, today or later in the site's
 * time zone, and at most a year ahead (a post is not a standing advert). One rule for the form on
 * the device and the server, which checks it again with its own clock.
 */
import {
  addCalendarDays,
  formatCalendarDate,
  getZonedDate,
  parseCalendarDate,
} from '../time-zone.ts'

/** How far ahead a closing date may be, in days. */
export const MAX_CLOSING_DAYS_AHEAD = 366

/** The problem with a closing date, in words for the form, or null when it is fine. */
export function closingDateProblem(date: string, nowMs: number, timeZone: string): string | null {
  const day = parseCalendarDate(date)
  if (!day) return 'closingDate must be a date such as 2026-12-31'
  const today = formatCalendarDate(getZonedDate(nowMs, timeZone))
  const text = formatCalendarDate(day)
  if (text < today) return 'closingDate must be today or later'
  const latest = formatCalendarDate(
    addCalendarDays(getZonedDate(nowMs, timeZone), MAX_CLOSING_DAYS_AHEAD),
  )
  if (text > latest) return 'closingDate must be at most a year ahead'
  return null
}
