import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useMemo } from 'react'

import type { JobListResponse } from '#shared/job.ts'

import { getNow } from '../../../hooks/use-now.ts'
import { jobKeys } from '../api/job-keys.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import { toJobView, type JobView } from '../lib/job-view.ts'

interface ListState {
  data: unknown
  isError: boolean
  isPaused: boolean
}

/**
 * A list that cannot be loaded (offline, or the server is down) and was never saved on this
 * device is made from the jobs of the lists that were: /jobs/urgent opened offline shows the
 * urgent jobs among those the reader has already seen, instead of nothing. The caller filters
 * them by class and search as it does loaded jobs.
 */
export function useCachedJobsFallback(filter: JobFilter, list: ListState): JobView[] | null {
  const queryClient = useQueryClient()
  const unavailable = !list.data && (list.isError || list.isPaused)
  return useMemo(() => {
    if (!unavailable) return null
    const now = getNow()
    const jobs = queryClient
      .getQueriesData<InfiniteData<JobListResponse>>({ queryKey: jobKeys.lists() })
      .flatMap(([, data]) => data?.pages.flatMap((page) => page.jobs) ?? [])
      .map(toJobView)
      // the archive lists closed jobs; every other list is filtered by class by the caller
      .filter((job) => filter !== 'archive' || (job.deadline !== null && job.deadline <= now))
    return jobs.length > 0 ? jobs : null
  }, [unavailable, queryClient, filter])
}
