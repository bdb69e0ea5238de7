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
  jobListResponseSchema,
} from './schemas/job.ts'

export type ApiJob = v.InferOutput<typeof apiJobSchema>
export type JobListResponse = v.InferOutput<typeof jobListResponseSchema>
export type JobDetailResponse = v.InferOutput<typeof jobDetailResponseSchema>
export type JobCounts = v.InferOutput<typeof jobCountsSchema>
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>

export const jobStatuses = ['active', 'expired'] as const
export type JobStatus = (typeof jobStatuses)[number]

export const jobSorts = ['newest', 'expiring'] as const
export type JobSort = (typeof jobSorts)[number]

/** Narrows an active list to the jobs closing soon (critical: <= 3 days; urgent: 3-5 days). */
export const jobUrgencyFilters = ['critical', 'urgent'] as const
export type JobUrgencyFilter = (typeof jobUrgencyFilters)[number]
