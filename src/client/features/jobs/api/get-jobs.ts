import { infiniteQueryOptions, onlineManager, useInfiniteQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'
import { getDefaultSort, toScopeParams } from '../lib/list-query.ts'
import { getServerPage } from '../lib/server-pages.ts'
import { jobKeys, type JobListParams } from './job-keys.ts'

/** GET /api/jobs for the page starting after `offset` jobs (lib/server-pages.ts). */
export function getJobsPath(params: JobListParams, offset: number): string {
  const { page, pageSize } = getServerPage(offset)
  const search = toScopeParams(params)
  search.set('page', String(page))
  search.set('pageSize', String(pageSize))
  if (params.sort !== getDefaultSort(params.q)) search.set('sort', params.sort)
  return `/api/jobs?${search}`
}

export function jobListQueryOptions(params: JobListParams) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(params),
    queryFn: (context) => getJson(getJobsPath(params, context.pageParam), context, 'jobList'),
    // the offset of the page's first job
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, offset) =>
      lastPage.hasMore ? offset + getServerPage(offset).pageSize : undefined,
  })
}

/**
 * Keeps showing the previous results while a new search or sort loads. Not offline: there the
 * answer will not come, and the device's own search stands in (use-listed-jobs.ts).
 */
export function useJobList(params: JobListParams) {
  return useInfiniteQuery({
    ...jobListQueryOptions(params),
    placeholderData: (previous) => (onlineManager.isOnline() ? previous : undefined),
  })
}
