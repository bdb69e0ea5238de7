/**
 * The jobs one alert's next digest (or push) may carry, read as the search index reads jobs (so matching
 * them is the site's own search): open, never sent to this alert, and stored since
 * its last digest. The first digest has no "since": it offers what was posted in the last 7 days,
 * so a new subscriber sees what is open now instead of waiting for the next new job.
 */
import type { Queryable } from '../../db/db.ts'
import { openAt } from '../../jobs/job-state-sql.ts'
import { INDEXED_COLUMNS, type IndexedJobRow } from '../../search/searchable-jobs.repo.ts'

const DAY_MS = 86_400_000
export const FIRST_DIGEST_DAYS = 7

export interface CandidateJob extends IndexedJobRow {
  /** jobs.seq, as text: the order jobs were first stored in */
  seq: string
}

/**
 * The highest jobs.seq stored now; null for a board with no jobs. Read first in the digest's
 * transaction: it is where the alert's next digest starts from.
 */
export async function readMaxJobSeq(tx: Queryable): Promise<string | null> {
  const { rows } = await tx.query<{ max: string | null }>('select max(seq)::text as max from jobs')
  return rows[0]?.max ?? null
}

/**
 * Where an alert's sent jobs are recorded: an email alert's, or a push alert's (push/). Names
 * of our own tables, never input.
 */
export type SentJobsTable = 'job_alert_sent_jobs' | 'push_alert_sent_jobs'

export async function listDigestCandidates(
  tx: Queryable,
  {
    alertId,
    lastSeq,
    maxSeq,
    now,
    sentJobs = 'job_alert_sent_jobs',
  }: {
    alertId: string
    lastSeq: string | null
    maxSeq: string
    now: number
    sentJobs?: SentJobsTable
  },
): Promise<CandidateJob[]> {
  const { rows } = await tx.query<CandidateJob>(
    `select ${INDEXED_COLUMNS}, seq::text as seq
     from jobs
     where ${openAt('$1')}
       and seq <= $2::bigint
       and (case when $3::bigint is null then posted_at >= $4 else seq > $3::bigint end)
       and not exists (
         select 1 from ${sentJobs} as sent
         where sent.alert_id = $5::bigint and sent.job_id = jobs.id)`,
    [
      new Date(now).toISOString(),
      maxSeq,
      lastSeq,
      new Date(now - FIRST_DIGEST_DAYS * DAY_MS).toISOString(),
      alertId,
    ],
  )
  return rows
}
