import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'
import { jobKeys, type JobListParams } from './job-keys.ts'

/** The server page size the lists ask for (docs/product.md#paging). */
export const JOBS_PAGE_SIZE = 100

export function getJobsPath({ status, sort, q, urgency }: JobListParams, page: number): string {
  const search = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(JOBS_PAGE_SIZE),
  })
  if (sort !== 'newest') search.set('sort', sort)
  if (urgency) search.set('urgency', urgency)
  if (q) search.set('q', q)
  return `/api/jobs?${search}`
}

export function jobListQueryOptions(params: JobListParams) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(params),
    queryFn: (context) => getJson(getJobsPath(params, context.pageParam), context, 'jobList'),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  })
}

/** Keeps showing the previous results while a new search or sort loads. */
export function useJobList(params: JobListParams) {
  return useInfiniteQuery({ ...jobListQueryOptions(params), placeholderData: keepPreviousData })
}
