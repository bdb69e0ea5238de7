/**
 * SQL for jobs. Status follows the shared deadline rule: a job is active while it is listed by
 * its source and its deadline (stored, computed by src/shared/deadline.ts) has not passed.
 */
import { createHash } from 'node:crypto'

import { getJobDeadline, parseSiteDateTime } from '#shared/deadline.ts'
import type { ApiJob, JobCounts, JobSort, JobStatus, JobUrgencyFilter } from '#shared/job.ts'
import { parseCalendarDate, zonedTimeToInstant } from '#shared/time-zone.ts'
import { CRITICAL_WINDOW_MS, WARNING_WINDOW_MS } from '#shared/urgency.ts'

import type { Queryable } from '../db/db.ts'
import { makeJobFingerprint } from './job-fingerprint.ts'
import { makeJobId } from './job-id.ts'
import type { JobInput } from './job-input.ts'

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
/** The columns of a job as the API answers it (ApiJob). */
export const API_COLUMNS = `
  id as job_id, title, company, location, salary, description,
  to_char(expiry_ts at time zone 'UTC', ${ISO}) as expiry_ts,
  to_char(expiry_date, 'YYYY-MM-DD') as expiry_date,
  job_link, requirements,
  to_char(date_posted, 'YYYY-MM-DD') as date_posted,
  to_char(created_at at time zone 'UTC', ${ISO}) as created_at,
  to_char(posted_at at time zone 'UTC', ${ISO}) as posted_ts,
  employment_type, apply_instructions, tags,
  withdrawn_at is not null as withdrawn, is_demo`

const ACTIVE = `(withdrawn_at is null and (deadline is null or deadline > $1))`

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
  let where = query.status === 'active' ? ACTIVE : `not ${ACTIVE}`
  if (query.status === 'active' && query.urgency) {
    const windowFrom = (ms: number) => {
      params.push(`${ms} milliseconds`)
      return `$1::timestamptz + $${params.length}::interval`
    }
    where +=
      query.urgency === 'critical'
        ? ` and deadline <= ${windowFrom(CRITICAL_WINDOW_MS)}`
        : ` and deadline > ${windowFrom(CRITICAL_WINDOW_MS)} and deadline <= ${windowFrom(WARNING_WINDOW_MS)}`
  }
  // The archive reads newest first whatever the sort.
  const order =
    query.sort === 'expiring' && query.status === 'active'
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

export async function getJobById(db: Queryable, id: string): Promise<ApiJob | null> {
  const { rows } = await db.query<ApiJob>(`select ${API_COLUMNS} from jobs where id = $1`, [id])
  return rows[0] ?? null
}

/** The jobs with these ids, whatever their status, in the order of `ids`; unknown ids are absent. */
export async function getJobsByIds(db: Queryable, ids: readonly string[]): Promise<ApiJob[]> {
  const { rows } = await db.query<ApiJob>(
    `select ${API_COLUMNS} from jobs where id = any($1::text[])`,
    [ids],
  )
  const byId = new Map(rows.map((job) => [job.job_id, job]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function countJobs(db: Queryable, now: number): Promise<JobCounts> {
  const { rows } = await db.query<JobCounts>(
    `select
       count(*) filter (where ${ACTIVE})::int as active,
       count(*) filter (where not ${ACTIVE})::int as expired,
       count(*) filter (where ${ACTIVE} and deadline > $1::timestamptz + $2::interval
                                       and deadline <= $1::timestamptz + $3::interval)::int as urgent,
       count(*) filter (where ${ACTIVE} and deadline <= $1::timestamptz + $2::interval)::int as critical
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
    `select to_char(least(
       (select min(deadline) from jobs where deadline > $1),
       (select min(deadline) from jobs where deadline > $1::timestamptz + $2::interval) - $2::interval,
       (select min(deadline) from jobs where deadline > $1::timestamptz + $3::interval) - $3::interval
     ) at time zone 'UTC', ${ISO}) as next`,
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

function hashContent(job: JobInput): string {
  const { source, ...content } = job // the same posting from another source hashes alike
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url')
}

export interface UpsertResult {
  inserted: number
  updated: number
  unchanged: number
}

const UPSERT_BATCH = 500

function toIso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString()
}

// NUL cannot be stored in PostgreSQL text (nor sent in jsonb); the other C0 controls but tab and
// line breaks are noise from broken sources. One stray byte must not lose a source's jobs.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

function clean<T extends string | null>(text: T): T {
  return (text === null ? null : text.replace(CONTROL_CHARACTERS, '')) as T
}

function cleanJob(job: JobInput): JobInput {
  return {
    ...job,
    externalId: clean(job.externalId),
    title: clean(job.title),
    company: clean(job.company),
    location: clean(job.location),
    salary: clean(job.salary),
    employmentType: clean(job.employmentType),
    description: clean(job.description),
    jobLink: clean(job.jobLink),
    applyInstructions: clean(job.applyInstructions),
    requirements: clean(job.requirements),
    tags: job.tags.map((tag) => clean(tag)),
  }
}

/** Only valid values reach typed columns: a bad date from a source must not fail the batch. */
function toJobRow(id: string, input: JobInput, timeZone: string) {
  const job = cleanJob(input)
  const expiryTs = toIso(parseSiteDateTime(job.expiryTs, timeZone))
  const expiryDate = job.expiryDate && parseCalendarDate(job.expiryDate) ? job.expiryDate : null
  const postedDate = job.datePosted ? parseCalendarDate(job.datePosted) : null
  // null when the source gives no date: the upsert then keeps the time the job was first seen
  const postedAt =
    parseSiteDateTime(job.postedAt, timeZone) ??
    (postedDate
      ? zonedTimeToInstant(postedDate, { hour: 0, minute: 0, second: 0, ms: 0 }, timeZone)
      : null)
  return {
    id,
    source: job.source,
    external_id: job.externalId,
    title: job.title,
    company: job.company,
    location: job.location,
    salary: job.salary,
    employment_type: job.employmentType,
    description: job.description,
    job_link: job.jobLink,
    apply_instructions: job.applyInstructions,
    requirements: job.requirements,
    tags: job.tags,
    date_posted: postedDate ? job.datePosted : null,
    posted_at: toIso(postedAt),
    expiry_ts: expiryTs,
    expiry_date: expiryDate,
    deadline: toIso(getJobDeadline({ expiry_ts: expiryTs, expiry_date: expiryDate }, timeZone)),
    is_demo: job.isDemo ?? false,
    content_hash: hashContent(job),
    fingerprint: makeJobFingerprint(job),
  }
}

/**
 * Inserts new jobs and updates changed ones. A job that is unchanged (same content hash, same
 * derived dates, nothing to reset) is not written at all: rewriting every row on every run left a
 * dead copy of each row and its index entries behind, and bumped data_version for nothing.
 */
export async function upsertJobs(
  db: Queryable,
  jobs: JobInput[],
  { now, timeZone }: { now: number; timeZone: string },
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0 }
  const nowIso = new Date(now).toISOString()
  for (let start = 0; start < jobs.length; start += UPSERT_BATCH) {
    // The same posting twice in one batch would make the statement update a row twice.
    const unique = new Map<string, JobInput>()
    for (const job of jobs.slice(start, start + UPSERT_BATCH)) {
      unique.set(makeJobId(job.source, job.externalId), job)
    }
    const batch = [...unique].map(([id, job]) => toJobRow(id, job, timeZone))
    const previous = await db.query<{ id: string; content_hash: string }>(
      'select id, content_hash from jobs where id = any($1::text[])',
      [batch.map((row) => row.id)],
    )
    const previousHash = new Map(previous.rows.map((row) => [row.id, row.content_hash]))
    await db.query(
      `insert into jobs (id, source, external_id, title, company, location, salary, employment_type,
         description, job_link, apply_instructions, requirements, tags, date_posted, posted_at,
         expiry_ts, expiry_date, deadline, is_demo, content_hash, fingerprint,
         first_seen_at, last_seen_at, updated_at, created_at)
       select x.id, x.source, x.external_id, x.title, x.company, x.location, x.salary,
         x.employment_type, x.description, x.job_link, x.apply_instructions, x.requirements,
         array(select jsonb_array_elements_text(x.tags)), x.date_posted,
         coalesce(x.posted_at, stored.posted_at, $2), x.expiry_ts, x.expiry_date, x.deadline,
         x.is_demo, x.content_hash, x.fingerprint, $2, $2, $2, $2
       from jsonb_to_recordset($1::jsonb) as x(id text, source text, external_id text, title text,
         company text, location text, salary text, employment_type text, description text,
         job_link text, apply_instructions text, requirements text, tags jsonb, date_posted date,
         posted_at timestamptz, expiry_ts timestamptz, expiry_date date, deadline timestamptz,
         is_demo boolean, content_hash text, fingerprint text)
       left join jobs as stored on stored.id = x.id
       on conflict (id) do update set
         title = excluded.title, company = excluded.company, location = excluded.location,
         salary = excluded.salary, employment_type = excluded.employment_type,
         description = excluded.description, job_link = excluded.job_link,
         apply_instructions = excluded.apply_instructions, requirements = excluded.requirements,
         tags = excluded.tags, date_posted = excluded.date_posted, posted_at = excluded.posted_at,
         expiry_ts = excluded.expiry_ts, expiry_date = excluded.expiry_date,
         deadline = excluded.deadline, is_demo = excluded.is_demo,
         last_seen_at = excluded.last_seen_at,
         fingerprint = excluded.fingerprint, withdrawn_at = null, missed_runs = 0,
         updated_at = case when jobs.content_hash <> excluded.content_hash
                           then excluded.updated_at else jobs.updated_at end,
         content_hash = excluded.content_hash
       -- The dates are compared too: they also depend on SITE_TIMEZONE, which the hash leaves out.
       where jobs.content_hash <> excluded.content_hash
         or jobs.missed_runs <> 0
         or jobs.withdrawn_at is not null
         or (jobs.posted_at, jobs.expiry_ts, jobs.deadline)
            is distinct from (excluded.posted_at, excluded.expiry_ts, excluded.deadline)`,
      [JSON.stringify(batch), nowIso],
    )
    for (const row of batch) {
      const before = previousHash.get(row.id)
      if (before === undefined) result.inserted++
      else if (before !== row.content_hash) result.updated++
      else result.unchanged++
    }
  }
  return result
}

/** Active jobs for the sitemap, a stable order so that pages of it do not overlap. */
export async function listSitemapJobs(
  db: Queryable,
  { now, offset, limit }: { now: number; offset: number; limit: number },
): Promise<{ id: string; lastmod: string }[]> {
  const { rows } = await db.query<{ id: string; lastmod: string }>(
    `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
     from jobs where ${ACTIVE} order by id offset $2 limit $3`,
    [new Date(now).toISOString(), offset, limit],
  )
  return rows
}
