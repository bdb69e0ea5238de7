/**
 * The jobs API contract. The shapes are defined once, as schemas (src/shared/schemas/job.ts);
 * these types are read from them, so the server, the app and the published API description
 * cannot drift apart.
 */
import type * as v from 'valibot'

import type {
  apiErrorBodySchema,
  apiJobSchema,
  jobCountsSchema,
  jobDetailResponseSchema,
  jobFacetsSchema,
  jobListResponseSchema,
} from './schemas/job.ts'

export type ApiJob = v.InferOutput<typeof apiJobSchema>
export type JobListResponse = v.InferOutput<typeof jobListResponseSchema>
export type JobDetailResponse = v.InferOutput<typeof jobDetailResponseSchema>
export type JobCounts = v.InferOutput<typeof jobCountsSchema>
export type JobFacets = v.InferOutput<typeof jobFacetsSchema>
export type FacetCount = JobFacets['location'][number]
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>

export const jobStatuses = ['active', 'expired'] as const
export type JobStatus = (typeof jobStatuses)[number]

/** relevance: best match first, for a search; without one it is newest. */
export const jobSorts = ['relevance', 'newest', 'expiring'] as const
export type JobSort = (typeof jobSorts)[number]

/** Narrows an active list to the jobs closing soon (critical: <= 3 days; urgent: 3-5 days). */
export const jobUrgencyFilters = ['critical', 'urgent'] as const
export type JobUrgencyFilter = (typeof jobUrgencyFilters)[number]

/** How recently a job was posted, in days, for the `posted` filter. */
export const jobPostedWithin = ['1', '3', '7', '30'] as const
export type JobPostedWithin = (typeof jobPostedWithin)[number]
