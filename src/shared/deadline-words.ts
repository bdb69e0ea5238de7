/**
 * A deadline in words, for share text and screen readers: a weekday and a full date, never
 * "in 3d 4h". Calendar days are counted in the site's time zone, not the device's.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from './calendar-names.ts'
import { DEFAULT_SITE_TIME_ZONE, isClosed } from './deadline.ts'
import { getZonedDate, getZonedFields, type CalendarDate } from './time-zone.ts'
import { DAY_MS } from './urgency.ts'

/**
 * "Friday 27 November 2026". Spelled out here rather than by Intl: ICU versions disagree on the
 * comma after the weekday (phones in use here run old ones), and the first Intl date format is a
 * slow start-up step on a cheap phone. The site is in English.
 */
export function formatLongDate(instant: number, timeZone: string): string {
  const { year, month, day } = getZonedFields(instant, timeZone)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return `${WEEKDAY_NAMES[weekday] ?? ''} ${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`
}

function formatTime(instant: number, timeZone: string): string {
  const { hour, minute } = getZonedFields(instant, timeZone)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

function toDayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS
}

/** Whole calendar days from the day `now` falls on to the day `deadline` falls on. */
function getCalendarDaysBetween(now: number, deadline: number, timeZone: string): number {
  return toDayNumber(getZonedDate(deadline, timeZone)) - toDayNumber(getZonedDate(now, timeZone))
}

/**
 * "Closes Sunday 29 November 2026", "Closed Thursday 26 November 2026" or "Open until filled":
 * words that stay true whenever they are read, for text that travels (a share forwarded the next
 * day) and for a closed job's card and page. No "today", "tomorrow" or days left. `closed`: the
 * job closed whatever the clock says (withdrawn, filled, aged out); before its deadline, or with
 * none, that is plain "Closed" (the page says why), never a date it did not close on.
 */
export function describeClosingDate(
  deadline: number | null,
  now: number,
  timeZone = DEFAULT_SITE_TIME_ZONE,
  closed = false,
): string {
  if (deadline !== null && isClosed(deadline, now))
    return `Closed ${formatLongDate(deadline, timeZone)}`
  if (closed) return 'Closed'
  return deadline === null ? 'Open until filled' : `Closes ${formatLongDate(deadline, timeZone)}`
}

/** The deadline as of `now`, for the screen: "Closes today at 15:00", "Closes tomorrow (…)". */
export function describeDeadline(
  deadline: number | null,
  now: number,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): string {
  if (deadline === null || isClosed(deadline, now)) {
    return describeClosingDate(deadline, now, timeZone)
  }
  const date = formatLongDate(deadline, timeZone)
  const days = getCalendarDaysBetween(now, deadline, timeZone)
  if (days <= 0) return `Closes today at ${formatTime(deadline, timeZone)}`
  if (days === 1) return `Closes tomorrow (${date})`
  return `Closes ${date} (${days} days left)`
}
