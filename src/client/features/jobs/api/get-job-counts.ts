import { queryOptions, useQuery } from '@tanstack/react-query'

import type { JobCounts } from '#shared/job.ts'

import { getJson } from '../../../lib/api-client.ts'
import { jobKeys } from './job-keys.ts'

/** Counts come from the server (DESIGN.md §9), never from downloading jobs to count them. */
export function jobCountsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.counts(),
    queryFn: (context) => getJson<JobCounts>('/api/jobs/counts', context),
  })
}

export function useJobCounts() {
  return useQuery(jobCountsQueryOptions())
}
