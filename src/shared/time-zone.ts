/**
 * Calendar maths in a named IANA time zone with nothing but Intl, so that the server and the
 * browser agree on "the end of the closing day in Harare" without shipping a time-zone library.
 *
 * The site's own zone needs no Intl at all: Harare has been UTC+2 without daylight saving for over
 * a century, and a phone's first time-zone Intl.DateTimeFormat loads ICU's zone data, about 20 ms of
 * blocked page even on a fast machine (~190 ms at a cheap phone's speed) on every cold start.
 */

export interface CalendarDate {
  year: number
  month: number
  day: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    getFormatter(timeZone)
    return true
  } catch {
    return false
  }
}

export interface ZonedFields extends CalendarDate {
  hour: number
  minute: number
  second: number
}

// formatToParts is the slow step (tens of microseconds; on a cheap phone every countdown asked
// several times a second). Pages ask about the same few deadlines and the current second over
// and over, so answers are kept; the bound only guards a long-running server.
const knownFields = new Map<string, Readonly<ZonedFields>>()
const MAX_KNOWN_FIELDS = 5000

/**
 * Zones whose offset from UTC has not changed since `since` and that keep no daylight saving,
 * in minutes east of UTC. Only zones whose rules are settled belong here; any other zone, or an
 * earlier instant, is asked of Intl. (Harare is a tzdata link to Maputo, UTC+2 since the early
 * 1900s; the ICU builds in use disagree on the exact year, and nothing here is that old.)
 */
const SINCE_1970 = 0
const FIXED_OFFSETS: Readonly<Record<string, { minutes: number; since: number }>> = {
  'Africa/Harare': { minutes: 120, since: SINCE_1970 },
  'Africa/Maputo': { minutes: 120, since: SINCE_1970 },
  UTC: { minutes: 0, since: Number.NEGATIVE_INFINITY },
  'Etc/UTC': { minutes: 0, since: Number.NEGATIVE_INFINITY },
}

function getFixedOffsetMs(instantMs: number, timeZone: string): number | null {
  const fixed = FIXED_OFFSETS[timeZone]
  return fixed && instantMs >= fixed.since ? fixed.minutes * 60_000 : null
}

/** Wall-clock fields of `instantMs` as seen in `timeZone` (milliseconds dropped). */
export function getZonedFields(instantMs: number, timeZone: string): Readonly<ZonedFields> {
  const fixedOffsetMs = getFixedOffsetMs(instantMs, timeZone)
  if (fixedOffsetMs !== null) return readShiftedFields(instantMs + fixedOffsetMs)
  const key = `${timeZone}|${Math.floor(instantMs / 1000)}`
  let fields = knownFields.get(key)
  if (!fields) {
    fields = readZonedFields(instantMs, timeZone)
    if (knownFields.size >= MAX_KNOWN_FIELDS) knownFields.clear()
    knownFields.set(key, fields)
  }
  return fields
}

function readShiftedFields(shiftedMs: number): ZonedFields {
  const date = new Date(shiftedMs)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }
}

/** Intl's answer, for zones that are not fixed (exported for the tests that compare the two). */
export function readZonedFields(instantMs: number, timeZone: string): ZonedFields {
  const fields: Record<string, number> = {}
  for (const part of getFormatter(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  }
}

/** The calendar date that `instantMs` falls on in `timeZone`. */
export function getZonedDate(instantMs: number, timeZone: string): CalendarDate {
  const { year, month, day } = getZonedFields(instantMs, timeZone)
  return { year, month, day }
}

/** Offset of `timeZone` from UTC at `instantMs`, in milliseconds (Harare: +7,200,000). */
function getOffsetMs(instantMs: number, timeZone: string): number {
  const f = getZonedFields(instantMs, timeZone)
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)
  return asUtc - Math.floor(instantMs / 1000) * 1000
}

/** The instant at which the wall clock in `timeZone` shows the given local time. */
export function zonedTimeToInstant(
  date: CalendarDate,
  time: { hour: number; minute: number; second: number; ms: number },
  timeZone: string,
): number {
  const wall = Date.UTC(
    date.year,
    date.month - 1,
    date.day,
    time.hour,
    time.minute,
    time.second,
    time.ms,
  )
  // Two passes settle the offset even when the guess lands on the other side of a DST change.
  let instant = wall - getOffsetMs(wall, timeZone)
  instant = wall - getOffsetMs(instant, timeZone)
  return instant
}

/** 23:59:59.999 local time on `date` in `timeZone`, as epoch milliseconds. */
export function getEndOfZonedDay(date: CalendarDate, timeZone: string): number {
  return zonedTimeToInstant(date, { hour: 23, minute: 59, second: 59, ms: 999 }, timeZone)
}

/** Parses a strict `YYYY-MM-DD` calendar date, rejecting impossible days such as 2026-02-30. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null
  }
  return { year, month, day }
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Adds whole calendar days (negative to go back). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() }
}
