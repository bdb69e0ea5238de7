/**
 * Validates the query string of GET /api/jobs (SPEC.md §7, DESIGN.md §4). Every bad value is a
 * 400 that names the parameter; nothing is silently defaulted except absent parameters.
 */
import {
  jobSorts,
  jobStatuses,
  jobUrgencyFilters,
  type JobSort,
  type JobStatus,
  type JobUrgencyFilter,
} from '#shared/job.ts'
import { normalizeSearch } from '#shared/search-text.ts'

import { JOB_ID_PATTERN } from './job-id.ts'

export const MAX_PAGE = 100_000
export const MAX_PAGE_SIZE = 10_000
export const DEFAULT_PAGE_SIZE = 100
export const MAX_QUERY_LENGTH = 200
export const MAX_JOB_ID_LENGTH = 64
/** the most ids one `job_ids` request may name (the saved jobs refresh sends batches of this) */
export const MAX_JOB_IDS = 100

export type JobsQuery =
  | { kind: 'detail'; jobId: string }
  /** unique lower-case ids, in the order first given */
  | { kind: 'ids'; jobIds: string[] }
  | {
      kind: 'list'
      status: JobStatus
      page: number
      pageSize: number
      sort: JobSort
      q: string | null
      urgency: JobUrgencyFilter | null
    }

export class QueryError extends Error {
  override name = 'QueryError'
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message)
  }
}

const LIST_PARAMETERS = ['status', 'page', 'pageSize', 'q', 'sort', 'urgency'] as const
// Matching control characters is the point: NUL and friends are never part of a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name)
  if (values.length > 1) throw new QueryError(name, `${name} may be given only once`)
  return values[0] ?? null
}

function parseWholeNumber(name: string, raw: string | null, fallback: number, max: number): number {
  if (raw === null) return fallback
  if (!/^\d{1,16}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new QueryError(name, `${name} must be a whole number from 1 to ${max}`)
  }
  return Number(raw)
}

function parseOneOf<T extends string>(
  name: string,
  raw: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === null) return fallback
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new QueryError(name, `${name} must be one of: ${allowed.join(', ')}`)
  }
  return raw as T
}

function isJobId(raw: string): boolean {
  return raw.length <= MAX_JOB_ID_LENGTH && JOB_ID_PATTERN.test(raw)
}

function rejectListParameters(params: URLSearchParams, by: string) {
  const extra = LIST_PARAMETERS.find((name) => params.has(name))
  if (extra) throw new QueryError(extra, `${extra} cannot be combined with ${by}`)
}

/** `a,b,c`: 1 to MAX_JOB_IDS ids, no empty items; duplicates fold into the first. */
function parseJobIds(raw: string): string[] {
  const items = raw.split(',')
  if (items.length > MAX_JOB_IDS) {
    throw new QueryError('job_ids', `job_ids may list at most ${MAX_JOB_IDS} ids`)
  }
  if (items.some((item) => item === '')) {
    throw new QueryError(
      'job_ids',
      'job_ids must be ids separated by single commas, with none empty',
    )
  }
  if (!items.every(isJobId)) {
    throw new QueryError(
      'job_ids',
      `job_ids must list ids of 1 to ${MAX_JOB_ID_LENGTH} letters, digits, "-" or "_"`,
    )
  }
  return [...new Set(items.map((item) => item.toLowerCase()))]
}

export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  const jobIds = single(params, 'job_ids')
  if (jobIds !== null) {
    if (params.has('job_id')) {
      throw new QueryError('job_ids', 'job_ids cannot be combined with job_id')
    }
    rejectListParameters(params, 'job_ids')
    return { kind: 'ids', jobIds: parseJobIds(jobIds) }
  }

  const jobId = single(params, 'job_id')
  if (jobId !== null) {
    rejectListParameters(params, 'job_id')
    if (!isJobId(jobId)) {
      throw new QueryError(
        'job_id',
        `job_id must be 1 to ${MAX_JOB_ID_LENGTH} letters, digits, "-" or "_"`,
      )
    }
    return { kind: 'detail', jobId: jobId.toLowerCase() }
  }

  const rawQ = single(params, 'q')
  let q: string | null = null
  if (rawQ !== null) {
    if (CONTROL_CHARACTERS.test(rawQ))
      throw new QueryError('q', 'q must not contain control characters')
    q = normalizeSearch(rawQ) || null
    if (q && q.length > MAX_QUERY_LENGTH) {
      throw new QueryError('q', `q must be at most ${MAX_QUERY_LENGTH} characters`)
    }
  }
  const status = parseOneOf('status', single(params, 'status'), jobStatuses, 'active')
  const rawUrgency = single(params, 'urgency')
  const urgency =
    rawUrgency === null ? null : parseOneOf('urgency', rawUrgency, jobUrgencyFilters, 'critical')
  if (urgency && status !== 'active') {
    throw new QueryError('urgency', 'urgency applies only to status=active')
  }
  return {
    kind: 'list',
    status,
    page: parseWholeNumber('page', single(params, 'page'), 1, MAX_PAGE),
    pageSize: parseWholeNumber(
      'pageSize',
      single(params, 'pageSize'),
      DEFAULT_PAGE_SIZE,
      MAX_PAGE_SIZE,
    ),
    sort: parseOneOf('sort', single(params, 'sort'), jobSorts, 'newest'),
    q,
    urgency,
  }
}
