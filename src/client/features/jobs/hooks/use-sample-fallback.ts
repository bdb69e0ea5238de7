import { useMemo, useState } from 'react'

import { getNow } from '../../../hooks/use-now.ts'

import type { JobFilter } from '../lib/job-filter.ts'
import { toJobView, type JobView } from '../lib/job-view.ts'
import { getSampleJobs } from '../lib/sample-jobs.ts'

interface ListState {
  isError: boolean
  data: unknown
  refetch(): Promise<unknown>
}

/**
 * When the first list fetch fails, six sample jobs are shown, but only
 * when nothing real is loaded or cached, and labelled as samples, with a way to try again.
 */
export function useSampleFallback(
  filter: JobFilter,
  serverQuery: string,
  list: ListState,
  /** jobs saved on the device stand in instead (use-cached-jobs-fallback.ts) */
  hasCachedJobs = false,
): { jobs: JobView[] | null; retry: () => void } {
  const failedWithNothing =
    filter === 'all' && !serverQuery && list.isError && !list.data && !hasCachedJobs
  // Sample deadlines are placed relative to when the list was first shown.
  const [shownAt] = useState(getNow)
  const jobs = useMemo(
    () => (failedWithNothing ? getSampleJobs(shownAt).map(toJobView) : null),
    [failedWithNothing, shownAt],
  )
  return { jobs, retry: () => void list.refetch() }
}
