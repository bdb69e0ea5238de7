/**
 * What the console shows: open reports grouped by listing, listings the scam rules flagged,
 * listings operators took down, the newest contact messages and the audit log. Times are ISO instants
 * in UTC; the pages show them in the site's time zone.
 */
import type { Queryable } from '../../db/db.ts'

import { sqlInstantSeconds as iso } from '../../db/sql-time.ts'
import { NOT_TAKEN_DOWN, TAKEN_DOWN } from '../../jobs/job-state-sql.ts'

export interface ReportEntry {
  reason: string
  details: string | null
  at: string
}

export interface ReportedListing {
  job_id: string
  /** null when the job is no longer stored */
  title: string | null
  company: string | null
  taken_down: boolean
  caution: string | null
  /** the words its deadline was read from, when a source wrote it as text */
  deadline_phrase: string | null
  reports: ReportEntry[]
  last_at: string
}

/** Open reports, one entry per listing, the listing reported most recently first. */
export async function listReportQueue(db: Queryable, limit = 100): Promise<ReportedListing[]> {
  const { rows } = await db.query<ReportedListing>(
    `select r.job_id, j.title, j.company, coalesce(j.${TAKEN_DOWN}, false) as taken_down,
       case when j.flag_cleared_at is null then j.caution end as caution, j.deadline_phrase,
       json_agg(json_build_object('reason', r.reason, 'details', r.details,
         'at', ${iso('r.created_at')}) order by r.created_at desc) as reports,
       ${iso('max(r.created_at)')} as last_at
     from job_reports r left join jobs j on j.id = r.job_id
     where r.status = 'open'
     group by r.job_id, j.title, j.company, j.taken_down_at, j.caution, j.flag_cleared_at,
       j.deadline_phrase
     order by max(r.created_at) desc, r.job_id
     limit $1`,
    [limit],
  )
  return rows
}

export interface FlaggedListing {
  job_id: string
  title: string
  company: string
  source: string
  caution: string
  scam_score: number
  scam_signals: { rule: string; excerpt: string }[]
  first_seen_at: string
  deadline_phrase: string | null
}

/** Listings the scam rules flagged that no operator has looked at yet, the strongest first. */
export async function listFlagged(db: Queryable, limit = 100): Promise<FlaggedListing[]> {
  const { rows } = await db.query<FlaggedListing>(
    `select id as job_id, title, company, source, caution, scam_score, scam_signals,
       ${iso('first_seen_at')} as first_seen_at, deadline_phrase
     from jobs
     where caution is not null and flag_cleared_at is null and ${NOT_TAKEN_DOWN}
     order by scam_score desc, first_seen_at desc, id
     limit $1`,
    [limit],
  )
  return rows
}

export interface TakenDownListing {
  job_id: string
  title: string
  company: string
  taken_down_reason: string | null
  taken_down_at: string
}

/** Listings the site's team took down, the most recent first. */
export async function listTakenDown(db: Queryable, limit = 100): Promise<TakenDownListing[]> {
  const { rows } = await db.query<TakenDownListing>(
    `select id as job_id, title, company, taken_down_reason,
       ${iso('taken_down_at')} as taken_down_at
     from jobs where ${TAKEN_DOWN} order by taken_down_at desc, id limit $1`,
    [limit],
  )
  return rows
}

export interface AuditEntry {
  at: string
  actor: string
  action: string
  job_id: string | null
  reason: string
}

export async function listAudit(db: Queryable, limit = 100): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditEntry>(
    `select ${iso('at')} as at, actor, action, job_id, reason
     from operator_audit order by at desc, id desc limit $1`,
    [limit],
  )
  return rows
}

export interface QueueCounts {
  reports: number
  /** employers' posts waiting for an operator (job-posts/review-queue.repo.ts) */
  review: number
  flagged: number
  taken_down: number
  /** forwarded adverts readers sent from the advert check, by text (forms/advert-reports.repo.ts) */
  adverts: number
}

/** The numbers on the console's tabs. */
export async function countQueues(db: Queryable): Promise<QueueCounts> {
  const { rows } = await db.query<QueueCounts>(
    `select
       (select count(distinct job_id)::int from job_reports where status = 'open') as reports,
       (select count(*)::int from jobs where caution is not null and flag_cleared_at is null
          and ${NOT_TAKEN_DOWN}) as flagged,
       (select count(*)::int from jobs where ${TAKEN_DOWN}) as taken_down,
       (select count(*)::int from job_posts where status = 'review'
          or (status = 'live' and pending_post is not null)) as review,
       (select count(distinct text_hash)::int from advert_reports where status = 'open')
         as adverts`,
  )
  return rows[0] ?? { reports: 0, review: 0, flagged: 0, taken_down: 0, adverts: 0 }
}
