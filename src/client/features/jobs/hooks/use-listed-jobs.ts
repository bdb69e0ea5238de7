import { useMemo } from 'react'

import type { JobFacets } from '#shared/job.ts'

import { useOnline } from '../../../hooks/use-online.ts'
import { useJobFacets } from '../api/get-job-facets.ts'
import { useJobList } from '../api/get-jobs.ts'
import type { JobListParams } from '../api/job-keys.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import { isNarrowed, toJobScope } from '../lib/list-query.ts'
import { toJobView, type JobView } from '../lib/job-view.ts'
import { useDeviceSearch } from './use-device-search.ts'
import { useSampleFallback } from './use-sample-fallback.ts'

/**
 * The jobs a list shows and where they came from: the server's answer; when the server cannot
 * be asked and never answered this list (offline, or down), the same search over the jobs kept
 * on the device; and when the device has none either, labelled samples
 * (docs/product.md#when-the-list-cannot-load).
 */
export function useListedJobs(filter: JobFilter, params: JobListParams) {
  const scope = useMemo(() => toJobScope(params), [params])
  const list = useJobList(params)
  const facets = useJobFacets(scope)
  // Offline, the device answers at once rather than after a request that cannot succeed; a
  // previous search's results are no answer to this one.
  const online = useOnline()
  const unavailable =
    (list.isPaused || list.isError || !online) && (!list.data || list.isPlaceholderData)
  const onDevice = useDeviceSearch(params, unavailable)
  const device = onDevice?.result ?? null
  const fromServer = useMemo(
    () => dedupe(list.data?.pages.flatMap((page) => page.jobs.map(toJobView)) ?? []),
    [list.data],
  )
  const fromDevice = useMemo(() => device?.jobs.map(toJobView) ?? null, [device])
  const narrowed = isNarrowed(scope)
  const samples = useSampleFallback(filter, narrowed, list, (onDevice?.held ?? 0) > 0)
  const facetsShown: JobFacets | undefined =
    unavailable && !facets.data ? device?.facets : facets.data
  return {
    list,
    narrowed,
    /** the jobs to show, before the class each has at this moment is checked */
    jobs: samples.jobs ?? (unavailable ? (fromDevice ?? []) : fromServer),
    /** how many the server says there are; null when they came from elsewhere or are pending */
    total: unavailable || samples.jobs ? null : (list.data?.pages[0]?.total ?? null),
    facets: facetsShown,
    /** searched on the device: how many jobs it holds, and whether the reason is being offline */
    device: unavailable && device ? { searched: device.searched, offline: list.isPaused } : null,
    /** the server cannot be asked, and the device's search or the samples are still loading */
    waitingForDevice: unavailable && !device && !samples.jobs,
    samples,
    canFetchMore: !unavailable && !samples.jobs && list.hasNextPage && !list.isFetchingNextPage,
  }
}

function dedupe(jobs: JobView[]): JobView[] {
  const seen = new Set<string>()
  return jobs.filter((job) => !seen.has(job.id) && seen.add(job.id))
}
