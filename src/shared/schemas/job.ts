/**
 * The answers of the jobs API as schemas: the one definition the server's API description, the
 * app's types (src/shared/job.ts) and the app's development checks of answers all come from.
 */
import * as v from 'valibot'

import { jobFieldSchemas } from '../job-fields.ts'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A job as the API answers it: the fields of the job definition (job-fields.ts). */
export const apiJobSchema = v.pipe(v.object(jobFieldSchemas), v.title('Job'))

export const jobListResponseSchema = v.pipe(
  v.object({
    jobs: v.array(apiJobSchema),
    hasMore: v.boolean(),
    total: count,
  }),
  v.title('JobList'),
)

/** `job_id` (one job, or none) and `job_ids` (the ones found, in the order asked). */
export const jobDetailResponseSchema = v.pipe(
  v.object({ jobs: v.array(apiJobSchema) }),
  v.title('Jobs'),
)

const facetCountSchema = v.object({
  value: v.pipe(v.string(), v.description('what the filter parameter takes')),
  label: v.pipe(v.string(), v.description('what a reader is shown')),
  count,
})

/**
 * Each filter's values, with how many jobs each would show: counted with the other filters
 * applied but not the filter's own, so a reader sees what each other town holds. Values with no
 * jobs are left out unless chosen; the most jobs first.
 */
export const jobFacetsSchema = v.pipe(
  v.object({
    location: v.array(facetCountSchema),
    category: v.array(facetCountSchema),
    type: v.array(facetCountSchema),
    pay: v.pipe(
      v.array(facetCountSchema),
      v.description('shown: how many of the jobs state their pay (the pay filter)'),
    ),
  }),
  v.title('JobFacets'),
)

export const jobCountsSchema = v.pipe(
  v.object({ active: count, expired: count, urgent: count, critical: count }),
  v.title('JobCounts'),
)

/** The one shape of every API error. `parameter` (or the field) names what was wrong. */
export const apiErrorBodySchema = v.pipe(
  v.object({
    error: v.object({
      code: v.string(),
      message: v.string(),
      parameter: v.exactOptional(v.string()),
    }),
  }),
  v.title('Error'),
)
