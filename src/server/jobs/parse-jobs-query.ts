/**
 * Validates the query string of GET /api/jobs. Every bad value is a 400 that names the parameter,
 * except a `job_id` no job can have: a 404 "Job not found". Nothing is silently defaulted except
 * absent parameters.
 */
import {
  jobSorts,
  jobStatuses,
  jobUrgencyFilters,
  type JobSort,
  type JobStatus,
  type JobUrgencyFilter,
} from '#shared/job.ts'
import { isJobId } from '#shared/job-id.ts'
import { normalizeSearch } from '#shared/search-text.ts'

export const MAX_PAGE = 100_000
export const MAX_PAGE_SIZE = 10_000
export const DEFAULT_PAGE_SIZE = 100
export const MAX_QUERY_LENGTH = 200
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
    readonly status: 400 | 404 = 400,
    readonly code = 'invalid_parameter',
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

function rejectListParameters(params: URLSearchParams, by: string) {
  const extra = LIST_PARAMETERS.find((name) => params.has(name))
  if (extra) throw new QueryError(extra, `${extra} cannot be combined with ${by}`)
}

/**
 * `a,b,c`: 1 to MAX_JOB_IDS ids, no empty items; duplicates fold into the first. An id no job can
 * have is left out, like an unknown one: one damaged saved id must not fail the whole refresh.
 */
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
  return [...new Set(items.filter(isJobId).map((item) => item.toLowerCase()))]
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
    // An id no job can have gets the answer the app and the server's job page give it.
    if (!isJobId(jobId)) throw new QueryError('job_id', 'Job not found', 404, 'job_not_found')
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
