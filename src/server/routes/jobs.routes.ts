import { Hono } from 'hono'

import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import { sendEncoded } from '../http/send-encoded.ts'
import type { JobsService } from '../jobs/jobs-service.ts'
import { parseJobsQuery, QueryError } from '../jobs/parse-jobs-query.ts'
import { route } from './api-operation.ts'
import { jobCounts, jobFacets, listJobs } from './jobs.operations.ts'

/**
 * Lists, details and saved-job batches (`job_ids`) may be a minute old: countdowns run on the
 * device, and a job crossing its deadline is handled there too. stale-while-revalidate keeps
 * flaky connections fast.
 */
const LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

/** The request's query string as parameters, read from the raw URL (Hono's parser decodes). */
function searchParamsOf(url: string): URLSearchParams {
  const queryStart = url.indexOf('?')
  return new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1))
}

export function jobsRoutes(jobs: JobsService) {
  const app = new Hono<AppEnv>()
  route(app, listJobs, async (c) => {
    let query
    try {
      query = parseJobsQuery(searchParamsOf(c.req.url))
    } catch (error) {
      if (error instanceof QueryError) {
        return apiError(c, error.status, error.code, error.message, error.parameter)
      }
      throw error
    }
    return sendEncoded(c, await jobs.get(query), LIST_CACHE_CONTROL)
  })
  route(app, jobFacets, async (c) => {
    let query
    try {
      query = parseJobsQuery(searchParamsOf(c.req.url))
      if (query.kind !== 'list') {
        const parameter = query.kind === 'detail' ? 'job_id' : 'job_ids'
        throw new QueryError(parameter, `${parameter} has no facets: it names jobs`)
      }
    } catch (error) {
      if (error instanceof QueryError) {
        return apiError(c, error.status, error.code, error.message, error.parameter)
      }
      throw error
    }
    return sendEncoded(c, await jobs.getFacets(query), LIST_CACHE_CONTROL)
  })
  route(app, jobCounts, async (c) => sendEncoded(c, await jobs.getCounts(), LIST_CACHE_CONTROL))
  return app
}
