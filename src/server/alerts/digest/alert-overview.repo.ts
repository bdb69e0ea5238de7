/**
 * What `npm run alerts` shows an operator: how many alerts there are in each state, and the
 * latest ones with their addresses masked (an operator checking that digests go out needs to
 * tell alerts apart, not to read subscribers' addresses off the screen).
 */
import type { Queryable } from '../../db/db.ts'
import { ALERT_COLUMNS, type AlertRow } from '../alerts.repo.ts'

export type AlertState = 'unconfirmed' | 'active' | 'ended'

export interface AlertCount {
  state: AlertState
  frequency: AlertRow['frequency']
  count: number
}

const STATE = `case when ended_at is not null then 'ended'
  when confirmed_at is null then 'unconfirmed' else 'active' end`

export async function countAlertsByState(db: Queryable): Promise<AlertCount[]> {
  const { rows } = await db.query<AlertCount>(
    `select ${STATE} as state, frequency, count(*)::int as count
     from job_alerts group by 1, 2 order by 1, 2`,
  )
  return rows
}

export interface AlertOverviewRow extends AlertRow {
  state: AlertState
  /** jobs sent to it so far */
  jobs_sent: number
}

/** The most recently created alerts first. */
export async function listLatestAlerts(db: Queryable, limit: number): Promise<AlertOverviewRow[]> {
  const { rows } = await db.query<AlertOverviewRow>(
    `select ${ALERT_COLUMNS}, ${STATE} as state,
       (select count(*)::int from job_alert_sent_jobs as sent
        where sent.alert_id = job_alerts.id) as jobs_sent
     from job_alerts order by job_alerts.id desc limit $1`,
    [limit],
  )
  return rows
}

/** "t***@gmail.com": enough to tell two alerts apart, not enough to write to anyone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.charAt(0)}***${email.slice(at)}`
}
