/**
 * The query of GET /api/jobs as schemas: the server validates requests with them, the API
 * description lists their bounds, and the app's search box takes its limit from here.
 *
 * A query is one of three kinds, chosen by which parameters it carries: `job_ids` (a batch of
 * saved jobs), `job_id` (one job), or a list (every other query). Each value arrives as one
 * string; a parameter given twice is refused before these schemas run (it has no one value).
 * Unknown parameters are ignored.
 */
import * as v from 'valibot'

import { JOB_CATEGORY_VALUES } from '../job-facets/category-values.ts'
import { JOB_TYPE_VALUES } from '../job-facets/job-type-values.ts'
import { LOCATION_FACET_VALUES } from '../job-facets/location-values.ts'
import { PAY_FACET_VALUES } from '../job-facets/pay-values.ts'
import { jobPostedWithin, jobSorts, jobStatuses, jobUrgencyFilters } from '../job.ts'
import { isJobId, MAX_JOB_ID_LENGTH } from '../job-id.ts'
import { normalizeSearch } from '../search-text.ts'
import { anyOf, oneOf, wholeNumber } from './query-values.ts'
import { JOB_ID_TEXT } from './text-patterns.ts'
import {
  DEFAULT_PAGE_SIZE,
  JOB_NOT_FOUND_MESSAGE,
  MAX_JOB_IDS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from './jobs-query-limits.ts'

// Callers of the query's schemas read its bounds from here too.
export {
  DEFAULT_PAGE_SIZE,
  JOB_NOT_FOUND_MESSAGE,
  MAX_JOB_IDS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
}

/** Every parameter the API reads, in the order a query's values are taken. */
export const JOBS_QUERY_PARAMETERS = [
  'job_ids',
  'job_id',
  'q',
  'status',
  'urgency',
  'page',
  'pageSize',
  'sort',
  'location',
  'category',
  'type',
  'posted',
  'pay',
] as const
/** The parameters that take several values: given twice, their values add up (as a form sends). */
export const LIST_VALUED_PARAMETERS: readonly JobsQueryParameter[] = [
  'location',
  'category',
  'type',
]
export type JobsQueryParameter = (typeof JOBS_QUERY_PARAMETERS)[number]
/** What a request holds before validation: each parameter given, once. */
export type JobsQueryInput = Partial<Record<JobsQueryParameter, string>>

// Matching control characters is the point: NUL and friends are never part of a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
/** The same rule as a JSON Schema pattern, for the API description: no such character at all. */
const NO_CONTROL_CHARACTERS = `^[^${CONTROL_CHARACTERS.source.slice(1)}*$`
/** urgency narrows the active jobs; the closed ones have none closing soon. */
export const URGENCY_ONLY_WITH_STATUS = 'active'

const searchParameter = v.optional(
  v.pipe(
    v.string(),
    v.check((raw) => !CONTROL_CHARACTERS.test(raw), 'q must not contain control characters'),
    v.transform(normalizeSearch),
    v.string(),
    // Characters (code points), as the API description's maxLength counts them.
    v.maxCodePoints(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`),
    // The description gives the value read, after folding; the text as sent is refused for
    // control characters before that, so its pattern is stated here.
    v.metadata({ pattern: NO_CONTROL_CHARACTERS }),
    v.description(
      'Words to find. Every word must be found, in any order, in the title, company, location, ' +
        'category, tags or description; case and accents do not matter, and words such as ' +
        '"jobs" and "in" are left out. The last word also finds words it begins; words of 5 ' +
        'letters or more also match with one typo. Runs of spaces fold to one and the ends are ' +
        'trimmed before the length is counted; no control characters. Empty means no search.',
    ),
  ),
)

const jobIdParameter = v.pipe(
  v.string(),
  v.check(isJobId, JOB_NOT_FOUND_MESSAGE),
  v.transform((id) => id.toLowerCase()),
  v.metadata({
    pattern: JOB_ID_TEXT,
    maxLength: MAX_JOB_ID_LENGTH,
    description:
      'One job. Any other value is a 404 job_not_found, as no job can have it. ' +
      'Cannot be combined with the list parameters.',
  }),
)

const EMPTY_ID_MESSAGE = 'job_ids must be ids separated by single commas, with none empty'
const jobIdsParameter = v.pipe(
  v.string(),
  v.transform((raw) => raw.split(',')),
  // An id is a value of a comma-separated list, so it holds no comma.
  v.array(v.pipe(v.string(), v.minLength(1, EMPTY_ID_MESSAGE), v.metadata({ pattern: '^[^,]+$' }))),
  v.minLength(1, EMPTY_ID_MESSAGE),
  v.maxLength(MAX_JOB_IDS, `job_ids may list at most ${MAX_JOB_IDS} ids`),
  v.description(
    `Up to ${MAX_JOB_IDS} comma-separated ids, with none empty. Duplicates fold into the first; ` +
      'an id no job can have is left out, like an unknown one. Every job found is answered ' +
      'whatever its status, in the order asked. Cannot be combined with job_id or the list ' +
      'parameters.',
  ),
  // Lower case, as ids are stored; an id no job can have names no job, so it is dropped.
  v.transform((ids) => [...new Set(ids.filter(isJobId).map((id) => id.toLowerCase()))]),
)

/** The list parameters, with their bounds; absent ones take the defaults in their metadata. */
export const jobListParameters = {
  q: searchParameter,
  status: oneOf(
    'status',
    jobStatuses,
    'active: the open jobs: listed by their source, before their deadline (or open until ' +
      'filled). expired: the closed jobs: deadline passed, or withdrawn by their source.',
    'active',
  ),
  urgency: oneOf(
    'urgency',
    jobUrgencyFilters,
    'Only the active jobs closing soon: critical (3 days or less) or urgent (more than 3 ' +
      'and up to 5 days). Only with status=active.',
  ),
  page: wholeNumber('page', MAX_PAGE, 1, 'The page to answer, from 1, written in digits.'),
  pageSize: wholeNumber(
    'pageSize',
    MAX_PAGE_SIZE,
    DEFAULT_PAGE_SIZE,
    'Jobs per page, written in digits.',
  ),
  sort: oneOf(
    'sort',
    jobSorts,
    'relevance (the default with q): title matches first, then company and location, then ' +
      'the description; ties nearest deadline first. newest (the default without q): by ' +
      'posting date. expiring: nearest deadline first, open until filled last. The closed ' +
      'jobs (status=expired) without q are always newest first.',
  ),
  location: anyOf(
    'location',
    LOCATION_FACET_VALUES,
    'Towns (harare, bulawayo, victoria-falls, ...), remote, or other (anywhere else, or not said).',
  ),
  category: anyOf('category', JOB_CATEGORY_VALUES, 'Kinds of work.'),
  type: anyOf('type', JOB_TYPE_VALUES, 'Job types; a job whose type is not known has none.'),
  posted: oneOf('posted', jobPostedWithin, 'Only jobs posted within this many days.'),
  pay: oneOf(
    'pay',
    PAY_FACET_VALUES,
    'shown: only jobs whose advert states its pay (their `pay` is not null).',
  ),
}
type ListParameter = keyof typeof jobListParameters

/** The list parameters, each refused when the query is for `by` instead. */
function refusedWith(by: string) {
  const refuse = (name: ListParameter) =>
    v.optional(v.never(`${name} cannot be combined with ${by}`))
  // In the order they are looked for, so that the first one given is the one named.
  return {
    status: refuse('status'),
    page: refuse('page'),
    pageSize: refuse('pageSize'),
    q: refuse('q'),
    sort: refuse('sort'),
    urgency: refuse('urgency'),
    location: refuse('location'),
    category: refuse('category'),
    type: refuse('type'),
    posted: refuse('posted'),
    pay: refuse('pay'),
  }
}

export const jobListQuerySchema = v.pipe(
  v.object(jobListParameters),
  v.forward(
    v.check(
      ({ status, urgency }) =>
        urgency === undefined || status === undefined || status === URGENCY_ONLY_WITH_STATUS,
      'urgency applies only to status=active',
    ),
    ['urgency'],
  ),
  v.transform((input) => ({
    kind: 'list' as const,
    status: input.status ?? 'active',
    page: input.page ?? 1,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: input.sort ?? (input.q ? 'relevance' : 'newest'),
    q: input.q || null,
    urgency: input.urgency ?? null,
    location: input.location ?? [],
    category: input.category ?? [],
    type: input.type ?? [],
    postedDays: input.posted === undefined ? null : Number(input.posted),
    pay: input.pay ?? null,
  })),
)

export const jobDetailQuerySchema = v.pipe(
  v.object({ ...refusedWith('job_id'), job_id: jobIdParameter }),
  v.transform(({ job_id }) => ({ kind: 'detail' as const, jobId: job_id })),
)

export const jobIdsQuerySchema = v.pipe(
  v.object({ ...refusedWith('job_ids'), job_id: v.optional(v.string()), job_ids: jobIdsParameter }),
  v.forward(
    v.check(({ job_id }) => job_id === undefined, 'job_ids cannot be combined with job_id'),
    ['job_ids'],
  ),
  v.transform(({ job_ids }) => ({ kind: 'ids' as const, jobIds: job_ids })),
)

export type JobsQuery =
  | v.InferOutput<typeof jobListQuerySchema>
  | v.InferOutput<typeof jobDetailQuerySchema>
  /** unique lower-case ids, in the order first given */
  | v.InferOutput<typeof jobIdsQuerySchema>

/** The schema for the kind of query `input` is: by `job_ids`, then `job_id`, else a list. */
export function getJobsQuerySchema(input: JobsQueryInput) {
  if (input.job_ids !== undefined) return jobIdsQuerySchema
  if (input.job_id !== undefined) return jobDetailQuerySchema
  return jobListQuerySchema
}
