/**
 * GET /api/jobs, /api/jobs/facets and /api/jobs/counts as the API description gives them: the
 * jobs query's parameters with their bounds (src/shared/schemas/jobs-query.ts), the rules that
 * join them, and the answers. jobs.routes.ts registers its handlers by these.
 */
import type * as v from 'valibot'

import {
  JOBS_QUERY_PARAMETERS,
  jobDetailQuerySchema,
  jobIdsQuerySchema,
  jobListParameters,
  URGENCY_ONLY_WITH_STATUS,
  type JobsQueryParameter,
} from '#shared/schemas/jobs-query.ts'

import { defineOperation, type Json, type QueryRule } from './api-operation.ts'
import {
  CACHE_HEADERS,
  databaseUnavailable,
  errorResponse,
  json,
  notModified,
  ref,
  toJson,
} from './openapi-parts.ts'

/** Comma-separated values, one parameter (repeating it adds values, as a form does). */
const COMMA_SEPARATED = new Set<JobsQueryParameter>(['job_ids', 'location', 'category', 'type'])
/** What the facets read of the jobs query; paging and order do not change a count. */
const FACET_PARAMETERS = new Set<JobsQueryParameter>([
  'q',
  'status',
  'urgency',
  'location',
  'category',
  'type',
  'posted',
  'pay',
])

/** The jobs query, one OpenAPI parameter per query parameter, with its bounds. */
function jobsQueryParameters(only?: ReadonlySet<JobsQueryParameter>): Json[] {
  const schemas: Record<JobsQueryParameter, v.GenericSchema> = {
    ...jobListParameters,
    job_id: jobDetailQuerySchema.pipe[0].entries.job_id,
    job_ids: jobIdsQuerySchema.pipe[0].entries.job_ids,
  }
  const names = JOBS_QUERY_PARAMETERS.filter((name) => !only || only.has(name))
  return names.map((name) => {
    // Their bounds are on the value the server reads (a number, a list of ids), not the text.
    const { description, ...schema } = toJson(schemas[name], 'output')
    return {
      name,
      in: 'query',
      required: false,
      ...(typeof description === 'string' ? { description } : {}),
      ...(COMMA_SEPARATED.has(name) ? { style: 'form', explode: false } : {}),
      schema,
    }
  })
}

/** The list parameters: what job_id and job_ids, which name jobs, cannot be given with. */
const LIST_PARAMETERS = Object.keys(jobListParameters)
const URGENCY_RULE: QueryRule = {
  parameter: 'urgency',
  onlyWith: { status: [URGENCY_ONLY_WITH_STATUS] },
}
const invalidParameter = errorResponse('A parameter is wrong; parameter names it', [
  'invalid_parameter',
])

export const listJobs = defineOperation({
  method: 'get',
  path: '/api/jobs',
  summary: 'A page of jobs, one job (job_id), or saved jobs by id (job_ids)',
  description:
    'A list answers JobList. job_id answers Jobs with the job, or with none when the id ' +
    'is unknown; job_ids answers Jobs with those found.',
  parameters: jobsQueryParameters(),
  queryRules: [
    { parameter: 'job_ids', excludes: ['job_id', ...LIST_PARAMETERS] },
    { parameter: 'job_id', excludes: LIST_PARAMETERS },
    URGENCY_RULE,
  ],
  responses: {
    200: json(
      'JobList for a list; Jobs for job_id and job_ids',
      { anyOf: [ref('JobList'), ref('Jobs')] },
      CACHE_HEADERS,
    ),
    304: notModified,
    400: invalidParameter,
    404: errorResponse('A job_id no job can have', ['job_not_found']),
    503: databaseUnavailable,
  },
})

export const jobFacets = defineOperation({
  method: 'get',
  path: '/api/jobs/facets',
  summary: 'The filters of a search, each value with how many jobs it would show',
  description:
    'Takes the list parameters of /api/jobs (paging and sort are ignored) and counts ' +
    'active or expired jobs as status says. Each filter is counted with the other ' +
    'filters applied but not its own. job_id and job_ids are refused (400): they name jobs.',
  parameters: jobsQueryParameters(FACET_PARAMETERS),
  queryRules: [URGENCY_RULE],
  responses: {
    200: json('The counts', ref('JobFacets'), CACHE_HEADERS),
    304: notModified,
    400: invalidParameter,
    503: databaseUnavailable,
  },
})

export const jobCounts = defineOperation({
  method: 'get',
  path: '/api/jobs/counts',
  summary: 'How many jobs are active, expired, urgent and critical',
  responses: {
    200: json('The counts over every job', ref('JobCounts'), CACHE_HEADERS),
    304: notModified,
    503: databaseUnavailable,
  },
})

export const jobsOperations = [listJobs, jobFacets, jobCounts]
