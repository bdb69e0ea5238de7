/**
 * SQL for jobs. `status=active` lists open jobs and `status=expired` closed ones
 * (#shared/job-state.ts; the deadline is stored, computed by src/shared/deadline.ts). A job the
 * site's team took down is in no list or count.
 */
import {
  collectTakenDownContacts,
  type TakenDownContacts,
  type TakenDownListing,
} from '#shared/advert-check/taken-down-contacts.ts'
import { blankRemovedJob } from '#shared/removed-job.ts'
import type { ApiJob, JobCounts, JobSort, JobStatus, JobUrgencyFilter } from '#shared/job.ts'
import { stateOfStatus } from '#shared/job-state.ts'
import { CRITICAL_WINDOW_MS, WARNING_WINDOW_MS } from '#shared/urgency.ts'

import type { Queryable } from '../db/db.ts'
import { sqlDate, sqlInstant } from '../db/sql-time.ts'
import { API_COLUMNS } from './job-columns.ts'
import { closedAt, openAt, TAKEN_DOWN } from './job-state-sql.ts'

/** The states of the API's `status` values (#shared/job-state.ts), at the instant `$1`. */
const OPEN = openAt('$1')
const CLOSED = closedAt('$1')

export interface ListJobsQuery {
  status: JobStatus
  page: number
  pageSize: number
  /** relevance without search words is newest */
  sort: JobSort
  /** with status active: only jobs with at most 3 days (critical) or 3-5 days (urgent) left */
  urgency?: JobUrgencyFilter | null
  now: number
}

export async function listJobs(db: Queryable, query: ListJobsQuery) {
  const params: unknown[] = [new Date(query.now).toISOString()]
  const listsOpen = stateOfStatus[query.status] === 'open'
  let where = listsOpen ? OPEN : CLOSED
  if (listsOpen && query.urgency) {
    const windowFrom = (ms: number) => {
      params.push(`${ms} milliseconds`)
      return `$1::timestamptz + $${params.length}::interval`
    }
    where +=
      query.urgency === 'critical'
        ? ` and deadline <= ${windowFrom(CRITICAL_WINDOW_MS)}`
        : ` and deadline > ${windowFrom(CRITICAL_WINDOW_MS)} and deadline <= ${windowFrom(WARNING_WINDOW_MS)}`
  }
  // The closed list reads newest first whatever the sort.
  const order =
    query.sort === 'expiring' && listsOpen
      ? 'deadline asc nulls last, posted_at desc, id desc'
      : 'posted_at desc, id desc'
  const countParams = [...params]
  params.push(query.pageSize, (query.page - 1) * query.pageSize)
  const [page, count] = await Promise.all([
    db.query<ApiJob>(
      `select ${API_COLUMNS} from jobs where ${where} order by ${order}
       limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from jobs where ${where}`,
      countParams,
    ),
  ])
  return { jobs: page.rows, total: count.rows[0]?.total ?? 0 }
}

/** What the API answers of a stored job: a removed one blanked. */
const blankIfRemoved = (job: ApiJob): ApiJob => (job.removed ? blankRemovedJob(job) : job)

export async function getJobById(db: Queryable, id: string): Promise<ApiJob | null> {
  const { rows } = await db.query<ApiJob>(`select ${API_COLUMNS} from jobs where id = $1`, [id])
  return rows[0] ? blankIfRemoved(rows[0]) : null
}

/** The jobs with these ids, whatever their status, in the order of `ids`; unknown ids are absent. */
export async function getJobsByIds(db: Queryable, ids: readonly string[]): Promise<ApiJob[]> {
  const { rows } = await db.query<ApiJob>(
    `select ${API_COLUMNS} from jobs where id = any($1::text[])`,
    [ids],
  )
  const byId = new Map(rows.map((job) => [job.job_id, blankIfRemoved(job)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function countJobs(db: Queryable, now: number): Promise<JobCounts> {
  const { rows } = await db.query<JobCounts>(
    `select
       count(*) filter (where ${OPEN})::int as active,
       count(*) filter (where ${CLOSED})::int as expired,
       count(*) filter (where ${OPEN} and deadline > $1::timestamptz + $2::interval
                                       and deadline <= $1::timestamptz + $3::interval)::int as urgent,
       count(*) filter (where ${OPEN} and deadline <= $1::timestamptz + $2::interval)::int as critical
     from jobs`,
    [
      new Date(now).toISOString(),
      `${CRITICAL_WINDOW_MS} milliseconds`,
      `${WARNING_WINDOW_MS} milliseconds`,
    ],
  )
  return rows[0] ?? { active: 0, expired: 0, urgent: 0, critical: 0 }
}

/**
 * The next instant after `now` at which any job changes class (expires, or enters the 3- or
 * 5-day window). Responses computed at `now` stay true until then. Null when nothing will change.
 */
export async function getNextClassChange(db: Queryable, now: number): Promise<number | null> {
  const { rows } = await db.query<{ next: string | null }>(
    `select ${sqlInstant(`least(
       (select min(deadline) from jobs where deadline > $1),
       (select min(deadline) from jobs where deadline > $1::timestamptz + $2::interval) - $2::interval,
       (select min(deadline) from jobs where deadline > $1::timestamptz + $3::interval) - $3::interval
     )`)} as next`,
    [
      new Date(now).toISOString(),
      `${CRITICAL_WINDOW_MS} milliseconds`,
      `${WARNING_WINDOW_MS} milliseconds`,
    ],
  )
  const next = rows[0]?.next
  return next ? Date.parse(next) : null
}

export async function getDataVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: string | number }>('select version from data_version')
  return Number(rows[0]?.version ?? 0)
}

/**
 * The jobs the site's team took down, with the contacts they give (their text is kept): a pasted
 * advert that gives one of them is a caution (#shared/advert-check/taken-down-contacts.ts).
 */
export async function listTakenDown(
  db: Queryable,
): Promise<{ ids: string[]; contacts: TakenDownContacts }> {
  const { rows } = await db.query<{ id: string } & TakenDownListing>(
    `select id, how_to_apply, job_link from jobs where ${TAKEN_DOWN}`,
  )
  return { ids: rows.map((row) => row.id), contacts: collectTakenDownContacts(rows) }
}

/** Active jobs for the sitemap, a stable order so that pages of it do not overlap. */
export async function listSitemapJobs(
  db: Queryable,
  { now, offset, limit }: { now: number; offset: number; limit: number },
): Promise<{ id: string; lastmod: string }[]> {
  const { rows } = await db.query<{ id: string; lastmod: string }>(
    `select id, ${sqlDate('updated_at', { utc: true })} as lastmod
     from jobs where ${OPEN} order by id offset $2 limit $3`,
    [new Date(now).toISOString(), offset, limit],
  )
  return rows
}
