/**
 * Urgency classes and countdown thresholds (docs/product.md#urgency). "critical" is 3 days or less,
 * "urgent" more than 3 and up to 5 days, "standard" beyond that; "closed" once the deadline has
 * passed (its countdown says EXPIRED); "open" has no deadline.
 */
export const SECOND_MS = 1000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

export const CRITICAL_WINDOW_MS = 3 * DAY_MS
export const WARNING_WINDOW_MS = 5 * DAY_MS

export type Urgency = 'open' | 'standard' | 'urgent' | 'critical' | 'closed'

export function getUrgency(deadline: number | null, now: number): Urgency {
  if (deadline === null) return 'open'
  const left = deadline - now
  if (left <= 0) return 'closed'
  if (left <= CRITICAL_WINDOW_MS) return 'critical'
  if (left <= WARNING_WINDOW_MS) return 'urgent'
  return 'standard'
}

export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Whole days, hours, minutes and seconds left; all zero once the deadline has passed. */
export function getTimeLeft(deadline: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((deadline - now) / SECOND_MS))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}
