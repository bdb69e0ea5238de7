import { getJobDeadline } from '#shared/deadline.ts'

import type { Db } from '../db/db.ts'
import { sqlDate, sqlInstant } from '../db/sql-time.ts'

/**
 * Stored deadlines depend on SITE_TIMEZONE. When it changes between runs, recompute them all so
 * that status, counts and countdowns agree with the new setting.
 */
export async function syncDeadlineTimeZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ value: string }>(
      `select value from app_settings where key = 'deadline_time_zone' for update`,
    )
    if (rows[0]?.value === timeZone) return false
    const jobs = await tx.query<{
      id: string
      expiry_ts: string | null
      expiry_date: string | null
    }>(
      `select id, ${sqlInstant('expiry_ts')} as expiry_ts,
              ${sqlDate('expiry_date')} as expiry_date
       from jobs where expiry_ts is not null or expiry_date is not null`,
    )
    const updates = jobs.rows.map((job) => {
      const deadline = getJobDeadline(job, timeZone)
      return { id: job.id, deadline: deadline === null ? null : new Date(deadline).toISOString() }
    })
    if (updates.length > 0) {
      await tx.query(
        `update jobs set deadline = x.deadline
         from jsonb_to_recordset($1::jsonb) as x(id text, deadline timestamptz) where jobs.id = x.id`,
        [JSON.stringify(updates)],
      )
    }
    await tx.query(
      `insert into app_settings (key, value) values ('deadline_time_zone', $1)
       on conflict (key) do update set value = excluded.value`,
      [timeZone],
    )
    return true
  })
}
