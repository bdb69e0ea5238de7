import type { JobSort, JobStatus, JobUrgencyFilter } from '#shared/job.ts'

export interface JobListParams {
  status: JobStatus
  sort: JobSort
  /** trimmed search text sent to the server; '' for none */
  q: string
  urgency: JobUrgencyFilter | null
}

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListParams) => [...jobKeys.lists(), params] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  counts: () => [...jobKeys.all, 'counts'] as const,
}
