/**
 * Which alerts get a digest now. Daily alerts: about a day after the last one (20 hours, so a
 * run that starts a little late or early one morning does not skip a day). Weekly alerts: on the
 * site's Monday, once (6 days since the last one, for the same reason). Only confirmed alerts
 * that have not been stopped; `force` (the operator's `npm run alerts -- --force`) takes every
 * one of those whatever its last digest.
 */
import { WEEKDAY_NAMES } from '#shared/calendar-names.ts'
import { getZonedDate } from '#shared/time-zone.ts'

import type { Queryable } from '../../db/db.ts'
import { ALERT_COLUMNS, type AlertRow } from '../alerts.repo.ts'

const HOUR_MS = 3_600_000
export const DAILY_GAP_MS = 20 * HOUR_MS
export const WEEKLY_GAP_MS = 6 * 24 * HOUR_MS
/** the weekday weekly digests go out on, in the site's time zone */
export const WEEKLY_DAY = 'Monday' satisfies (typeof WEEKDAY_NAMES)[number]

/** Confirmed and not stopped. */
export const LIVE_ALERT = 'confirmed_at is not null and ended_at is null'

/** The weekday `now` falls on in `timeZone`. */
export function getSiteWeekday(now: number, timeZone: string): (typeof WEEKDAY_NAMES)[number] {
  const { year, month, day } = getZonedDate(now, timeZone)
  return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'Sunday'
}

export async function listDueAlerts(
  db: Queryable,
  { now, timeZone, force = false }: { now: number; timeZone: string; force?: boolean },
): Promise<AlertRow[]> {
  const weeklyToday = getSiteWeekday(now, timeZone) === WEEKLY_DAY
  const { rows } = await db.query<AlertRow>(
    `select ${ALERT_COLUMNS} from job_alerts
     where ${LIVE_ALERT}
       and ($1::boolean
         or (frequency = 'daily' and (last_digest_at is null or last_digest_at <= $2))
         or (frequency = 'weekly' and $3::boolean
             and (last_digest_at is null or last_digest_at <= $4)))
     order by id`,
    [
      force,
      new Date(now - DAILY_GAP_MS).toISOString(),
      weeklyToday,
      new Date(now - WEEKLY_GAP_MS).toISOString(),
    ],
  )
  return rows
}
