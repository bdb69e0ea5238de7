import { queryOptions, useQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'
import { jobKeys } from './job-keys.ts'

/** Counts come from the server, never from downloading every job to count them on the phone. */
export function jobCountsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.counts(),
    queryFn: (context) => getJson('/api/jobs/counts', context, 'jobCounts'),
  })
}

export function useJobCounts() {
  return useQuery(jobCountsQueryOptions())
}
