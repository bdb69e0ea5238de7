/**
 * The jobs API contract (SPEC.md §3 and §7, DESIGN.md §4). The first thirteen fields are the
 * spec's, so any client written for it keeps working; the rest are additive.
 */
export interface ApiJob {
  job_id: string
  title: string
  company: string
  location: string | null
  salary: string | null
  /** markdown */
  description: string
  /** ISO 8601 instant, when the source gave a closing time */
  expiry_ts: string | null
  /** YYYY-MM-DD, when the source gave a closing date */
  expiry_date: string | null
  job_link: string | null
  requirements: string | null
  /** YYYY-MM-DD */
  date_posted: string | null
  /** ISO 8601 instant the job was first stored */
  created_at: string
  /** ISO 8601 instant the job was posted (date_posted, or first seen) */
  posted_ts: string | null
  employment_type: string | null
  /** how to apply when there is no job_link (email, in person) */
  apply_instructions: string | null
  tags: string[]
  /** the source no longer lists the job */
  withdrawn: boolean
  /** one of the demo listings loaded into an empty database */
  is_demo: boolean
}

export interface JobListResponse {
  jobs: ApiJob[]
  hasMore: boolean
  total: number
}

export interface JobDetailResponse {
  jobs: ApiJob[]
}

export interface JobCounts {
  active: number
  expired: number
  urgent: number
  critical: number
}

export const jobStatuses = ['active', 'expired'] as const
export type JobStatus = (typeof jobStatuses)[number]

export const jobSorts = ['newest', 'expiring'] as const
export type JobSort = (typeof jobSorts)[number]

/** Narrows an active list to the jobs closing soon (critical: <= 3 days; urgent: 3-5 days). */
export const jobUrgencyFilters = ['critical', 'urgent'] as const
export type JobUrgencyFilter = (typeof jobUrgencyFilters)[number]

export interface ApiErrorBody {
  error: { code: string; message: string; parameter?: string }
}
