import { useEffect, useMemo, useState } from 'react'

import { getNow } from '../../../hooks/use-now.ts'

import type { JobFilter } from '../lib/job-filter.ts'
import { toJobView, type JobView } from '../lib/job-view.ts'
import type * as SampleJobsModule from '../lib/sample-jobs.ts'

type SampleJobs = typeof SampleJobsModule

/**
 * When the first list fetch fails, six sample jobs are shown, but only
 * when nothing real is loaded or cached, and labelled as samples, with a way to try again.
 * Their words are fetched only then: almost no visit needs them.
 */
export function useSampleFallback(
  filter: JobFilter,
  /** searched or filtered: samples would pretend to match */
  narrowed: boolean,
  list: { isError: boolean; data: unknown; refetch(): Promise<unknown> },
  /** jobs kept on the device stand in instead (use-device-search.ts) */
  hasCachedJobs = false,
): { jobs: JobView[] | null; retry: () => void } {
  const failedWithNothing =
    filter === 'all' && !narrowed && list.isError && !list.data && !hasCachedJobs
  // Sample deadlines are placed relative to when the list was first shown.
  const [shownAt] = useState(getNow)
  const [samples, setSamples] = useState<SampleJobs | null>(null)
  useEffect(() => {
    if (!failedWithNothing || samples) return undefined
    let current = true
    import('../lib/sample-jobs.ts').then(
      (module) => current && setSamples(module),
      // The precache holds every chunk; failing that, the list says it could not load.
      (error: unknown) => console.warn('The sample jobs could not load.', error),
    )
    return () => {
      current = false
    }
  }, [failedWithNothing, samples])
  const jobs = useMemo(
    () => (failedWithNothing && samples ? samples.getSampleJobs(shownAt).map(toJobView) : null),
    [failedWithNothing, samples, shownAt],
  )
  return { jobs, retry: () => void list.refetch() }
}
