import type { PayFacet } from '#shared/job-facets/pay-values.ts'
import type { JobPostedWithin, JobSort, JobStatus, JobUrgencyFilter } from '#shared/job.ts'

/** Which jobs a list holds: its class, the search and the filters, as the API is asked. */
export interface JobScope {
  status: JobStatus
  urgency: JobUrgencyFilter | null
  /** the search's words, folded as the API reads them; '' for none */
  q: string
  /** the filters' values, sorted, so that one choice is one cache entry whatever its order */
  location: readonly string[]
  category: readonly string[]
  type: readonly string[]
  /** shown: only jobs that state their pay */
  pay: PayFacet | null
  posted: JobPostedWithin | null
}

export interface JobListParams extends JobScope {
  /** resolved: relevance only with words, and the closed list without words is newest */
  sort: JobSort
}

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListParams) => [...jobKeys.lists(), params] as const,
  facets: (scope: JobScope) => [...jobKeys.all, 'facets', scope] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  counts: () => [...jobKeys.all, 'counts'] as const,
}
