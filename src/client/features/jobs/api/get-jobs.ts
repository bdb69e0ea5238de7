import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'

import type { JobListResponse } from '#shared/job.ts'

import { getJson } from '../../../lib/api-client.ts'
import { jobKeys, type JobListParams } from './job-keys.ts'

/** The spec's server page size (SPEC.md §9). */
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
    queryFn: (context) => getJson<JobListResponse>(getJobsPath(params, context.pageParam), context),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length + 1 : undefined),
  })
}

/** Keeps showing the previous results while a new search or sort loads. */
export function useJobList(params: JobListParams) {
  return useInfiniteQuery({ ...jobListQueryOptions(params), placeholderData: keepPreviousData })
}
