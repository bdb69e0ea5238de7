/**
 * Instants and dates as text, formatted in SQL so that both drivers (PGlite, pg) return the same
 * strings (pg would otherwise make Date objects). The one place their formats are written.
 */

/** An instant as ISO 8601 in UTC with milliseconds, as the API answers it. */
export const sqlInstant = (expression: string): string =>
  `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** An instant as ISO 8601 in UTC to the second, for operators' pages and reports. */
export const sqlInstantSeconds = (expression: string): string =>
  `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

/** A calendar date, YYYY-MM-DD; of a timestamp, its day in UTC. */
export const sqlDate = (expression: string, { utc = false } = {}): string =>
  utc
    ? `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD')`
    : `to_char(${expression}, 'YYYY-MM-DD')`
