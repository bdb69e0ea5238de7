import type { QueryClient } from '@tanstack/react-query'

import type { ListSearch } from '../../../lib/list-search.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import { toJobListParams, toJobScope } from '../lib/list-query.ts'
import { jobCountsQueryOptions } from './get-job-counts.ts'
import { jobFacetsQueryOptions } from './get-job-facets.ts'
import { jobListQueryOptions } from './get-jobs.ts'

/**
 * Starts a list page's requests while its code loads: the list, the filters' counts and the
 * chips' counts. Not awaited: the page renders its loading state at once instead of waiting on
 * the network, and shows the list whether or not the counts have come.
 */
export function prefetchJobList(
  queryClient: QueryClient,
  filter: JobFilter,
  search: ListSearch,
): void {
  const params = toJobListParams(filter, search)
  void queryClient.prefetchInfiniteQuery(jobListQueryOptions(params))
  void queryClient.prefetchQuery(jobFacetsQueryOptions(toJobScope(params)))
  void queryClient.prefetchQuery(jobCountsQueryOptions())
}
