/**
 * A deadline in words, for share text and screen readers. Most people read a shared job in
 * WhatsApp without opening the link, so the words must stand on their own: a weekday and a full
 * date, never "in 3d 4h". Calendar days are counted in the site's time zone, not the device's.
 */
import { DEFAULT_SITE_TIME_ZONE, isClosed } from './deadline.ts'
import { getZonedDate, type CalendarDate } from './time-zone.ts'
import { DAY_MS } from './urgency.ts'

interface Formatters {
  date: Intl.DateTimeFormat
  time: Intl.DateTimeFormat
}

const formatters = new Map<string, Formatters>()

function getFormatters(timeZone: string): Formatters {
  let cached = formatters.get(timeZone)
  if (!cached) {
    cached = {
      date: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    }
    formatters.set(timeZone, cached)
  }
  return cached
}

// Every countdown says its deadline in words each second; the words for one deadline do not
// change, and formatToParts is slow on a cheap phone.
const longDates = new Map<string, string>()
const MAX_LONG_DATES = 2000

/**
 * "Friday 27 November 2026". Built from parts because ICU versions disagree on the comma after
 * the weekday, and phones in use here run old ones.
 */
export function formatLongDate(instant: number, timeZone: string): string {
  const key = `${timeZone}|${instant}`
  let text = longDates.get(key)
  if (text === undefined) {
    const parts: Record<string, string> = {}
    for (const part of getFormatters(timeZone).date.formatToParts(instant)) {
      if (part.type !== 'literal') parts[part.type] = part.value
    }
    text = [parts.weekday, parts.day, parts.month, parts.year].filter(Boolean).join(' ')
    if (longDates.size >= MAX_LONG_DATES) longDates.clear()
    longDates.set(key, text)
  }
  return text
}

function formatTime(instant: number, timeZone: string): string {
  const parts: Record<string, string> = {}
  for (const part of getFormatters(timeZone).time.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = part.value
  }
  return `${parts.hour ?? '00'}:${parts.minute ?? '00'}`
}

function toDayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS
}

/** Whole calendar days from the day `now` falls on to the day `deadline` falls on. */
function getCalendarDaysBetween(now: number, deadline: number, timeZone: string): number {
  return toDayNumber(getZonedDate(deadline, timeZone)) - toDayNumber(getZonedDate(now, timeZone))
}

export function describeDeadline(
  deadline: number | null,
  now: number,
  timeZone = DEFAULT_SITE_TIME_ZONE,
): string {
  if (deadline === null) return 'Open until filled'
  const date = formatLongDate(deadline, timeZone)
  if (isClosed(deadline, now)) return `Closed on ${date}`
  const days = getCalendarDaysBetween(now, deadline, timeZone)
  if (days <= 0) return `Closes today at ${formatTime(deadline, timeZone)}`
  if (days === 1) return `Closes tomorrow (${date})`
  return `Closes ${date} (${days} days left)`
}
