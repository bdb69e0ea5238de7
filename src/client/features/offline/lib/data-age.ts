/** How old the data on screen is, in words a reader on a slow connection understands at once. */

export interface ShownQuery {
  dataUpdatedAt: number
  /** whether a screen is showing it now */
  isActive: boolean
  hasData: boolean
}

/** The oldest fetch time among the data being shown, or null when nothing is shown. */
export function getOldestShownDataTime(queries: readonly ShownQuery[]): number | null {
  let oldest: number | null = null
  for (const query of queries) {
    if (!query.isActive || !query.hasData || query.dataUpdatedAt <= 0) continue
    if (oldest === null || query.dataUpdatedAt < oldest) oldest = query.dataUpdatedAt
  }
  return oldest
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function describeDataAge(ageMs: number): string {
  if (ageMs < MINUTE) return 'just now'
  if (ageMs < HOUR) return plural(Math.floor(ageMs / MINUTE), 'minute') + ' ago'
  if (ageMs < DAY) return plural(Math.floor(ageMs / HOUR), 'hour') + ' ago'
  return plural(Math.floor(ageMs / DAY), 'day') + ' ago'
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
