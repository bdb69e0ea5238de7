/** Reports about listings: stored one per reporter and job, listed for the team to review. */
import { createHash } from 'node:crypto'

import type { ReportBody } from '#shared/schemas/report-body.ts'

import type { Queryable } from '../db/db.ts'

/**
 * A checked report: which job, why, optional details, and the random id the app keeps on the
 * device (reporterId), so that readers behind one address are told apart.
 */
export type JobReport = Pick<ReportBody, 'jobId' | 'reason' | 'details' | 'reporterId'>

/** One reader: the device's random id (when sent) and the address, hashed. */
export function reporterKey(reporterId: string | null, address: string): string {
  return createHash('sha256')
    .update(`${reporterId ?? ''}|${address}`)
    .digest('base64url')
}

/** Stores the report; `duplicate` when this reporter already reported this job. */
export async function insertJobReport(
  db: Queryable,
  report: JobReport,
  address: string,
  now: number,
): Promise<{ duplicate: boolean }> {
  const { rows } = await db.query(
    `insert into job_reports (job_id, reason, details, reporter_key, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (job_id, reporter_key) do nothing
     returning id`,
    [
      report.jobId,
      report.reason,
      report.details,
      reporterKey(report.reporterId, address),
      new Date(now).toISOString(),
    ],
  )
  return { duplicate: rows.length === 0 }
}

export interface OpenReportRow {
  job_id: string
  title: string | null
  company: string | null
  reports: number
  reasons: string[]
  details: string[]
  first_at: string
  last_at: string
}

/** Open reports grouped by job, most reported first. */
export async function listOpenReports(db: Queryable, limit: number): Promise<OpenReportRow[]> {
  const { rows } = await db.query<OpenReportRow>(
    `select r.job_id, j.title, j.company, count(*)::int as reports,
       array_agg(distinct r.reason) as reasons,
       array_remove(array_agg(r.details order by r.created_at), null) as details,
       to_char(min(r.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as first_at,
       to_char(max(r.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last_at
     from job_reports r left join jobs j on j.id = r.job_id
     where r.status = 'open'
     group by r.job_id, j.title, j.company
     order by count(*) desc, max(r.created_at) desc
     limit $1`,
    [limit],
  )
  return rows
}
