/** POST /api/reports bodies: which job, why, and optional details. */
import { createHash } from 'node:crypto'

import { isJobId } from '#shared/job-id.ts'
import { isReportReason, REPORT_DETAILS_MAX, type ReportReason } from '#shared/report-reasons.ts'

import type { Queryable } from '../db/db.ts'
import { FormError } from './validate-form.ts'

export interface JobReport {
  jobId: string
  reason: ReportReason
  details: string | null
  /** a random id the app keeps on the device, so readers behind one address are told apart */
  reporterId: string | null
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export function parseReportBody(raw: unknown): JobReport {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new FormError('body', 'The body must be a JSON object')
  const body = raw as Record<string, unknown>
  const { jobId, reason, details, reporterId } = body
  if (typeof jobId !== 'string' || !isJobId(jobId))
    throw new FormError('jobId', 'jobId must be the id of a job')
  if (!isReportReason(reason))
    throw new FormError('reason', 'reason must be one of the listed reasons')
  let text: string | null = null
  if (details !== undefined && details !== null && details !== '') {
    if (typeof details !== 'string') throw new FormError('details', 'details must be text')
    text = details.replace(/\r\n?/g, '\n').trim() || null
    if (text && text.length > REPORT_DETAILS_MAX)
      throw new FormError('details', `details must be at most ${REPORT_DETAILS_MAX} characters`)
    if (text && CONTROL.test(text))
      throw new FormError('details', 'details contains characters that are not allowed')
  }
  if (reporterId !== undefined && reporterId !== null && reporterId !== '') {
    if (typeof reporterId !== 'string' || !/^[0-9a-zA-Z-]{8,64}$/.test(reporterId))
      throw new FormError('reporterId', 'reporterId is not a valid id')
  }
  return {
    // Ids are stored in lower case; the address a reader came from may not be.
    jobId: jobId.toLowerCase(),
    reason,
    details: text,
    reporterId: typeof reporterId === 'string' && reporterId ? reporterId : null,
  }
}

function reporterKey(report: JobReport, address: string): string {
  return createHash('sha256')
    .update(`${report.reporterId ?? ''}|${address}`)
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
      reporterKey(report, address),
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
