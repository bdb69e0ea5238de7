/**
 * Validates the query string of GET /api/jobs with the shared schemas
 * (src/shared/schemas/jobs-query.ts). Every bad value is a 400 that names the parameter, except a
 * `job_id` no job can have: a 404 "Job not found". Nothing is silently defaulted except absent
 * parameters.
 */
import * as v from 'valibot'

import {
  getJobsQuerySchema,
  JOB_NOT_FOUND_MESSAGE,
  JOBS_QUERY_PARAMETERS,
  LIST_VALUED_PARAMETERS,
  type JobsQuery,
  type JobsQueryInput,
} from '#shared/schemas/jobs-query.ts'

export {
  DEFAULT_PAGE_SIZE,
  MAX_JOB_IDS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH as MAX_QUERY_LENGTH,
  type JobsQuery,
} from '#shared/schemas/jobs-query.ts'

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

// The first problem is the one answered: the rest would cost work for nothing.
const PARSE_CONFIG = { abortEarly: true } as const

export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  const input: JobsQueryInput = {}
  for (const name of JOBS_QUERY_PARAMETERS) {
    const values = params.getAll(name)
    if (values.length > 1 && LIST_VALUED_PARAMETERS.includes(name)) {
      // A form's checkboxes send a filter once per value: the same as commas.
      input[name] = values.join(',')
      continue
    }
    // Any other parameter given twice has no one value to validate.
    if (values.length > 1) throw new QueryError(name, `${name} may be given only once`)
    if (values[0] !== undefined) input[name] = values[0]
  }
  const result = v.safeParse(getJobsQuerySchema(input), input, PARSE_CONFIG)
  if (result.success) return result.output
  const [issue] = result.issues
  const key = issue.path?.[0]?.key
  const parameter = typeof key === 'string' ? key : 'query'
  // An id no job can have gets the answer the app and the server's job page give it.
  if (parameter === 'job_id' && issue.message === JOB_NOT_FOUND_MESSAGE) {
    throw new QueryError('job_id', JOB_NOT_FOUND_MESSAGE, 404, 'job_not_found')
  }
  throw new QueryError(parameter, issue.message)
}
