import type { QueryClient } from '@tanstack/react-query'

import { getFilterQuery, type JobFilter } from '../lib/job-filter.ts'
import { jobCountsQueryOptions } from './get-job-counts.ts'
import { jobListQueryOptions } from './get-jobs.ts'

/**
 * Starts a list page's two requests while its code loads. Not awaited: the page renders its
 * loading state at once instead of waiting on the network.
 */
export function prefetchJobList(queryClient: QueryClient, filter: JobFilter): void {
  void queryClient.prefetchInfiniteQuery(
    jobListQueryOptions({ ...getFilterQuery(filter), sort: 'newest', q: '' }),
  )
  void queryClient.prefetchQuery(jobCountsQueryOptions())
}
