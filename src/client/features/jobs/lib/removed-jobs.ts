/**
 * Jobs the site's team took down, as the server answers them (a saved jobs' refresh, or a job's
 * page): the device keeps no copy of their adverts, which are most often scams. The copies it
 * holds (saved, opened) become the blanked ones the server sent, and the lists kept on the device
 * drop them, so that no list and no search on the device shows them again.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'

import type { ApiJob, JobListResponse } from '#shared/job.ts'

import { jobKeys } from '../api/job-keys.ts'
import { getSavedJobsState, loadSavedJobs } from './saved-jobs.ts'
import { applySavedJobsRefresh } from './saved-jobs-refresh.ts'

export async function forgetRemovedJobs(
  queryClient: QueryClient,
  answered: readonly ApiJob[],
  now: number,
): Promise<void> {
  const removed = answered.filter((job) => job.removed)
  if (removed.length === 0) return
  const ids = new Set(removed.map((job) => job.job_id))
  for (const job of removed) {
    const key = jobKeys.detail(job.job_id)
    const cached = queryClient.getQueryData<ApiJob>(key)
    // A copy already blanked is left as it is, with the time it was fetched.
    if (cached && !cached.removed) queryClient.setQueryData(key, job)
  }
  for (const query of queryClient.getQueryCache().findAll({ queryKey: jobKeys.lists() })) {
    const data = query.state.data as InfiniteData<JobListResponse> | undefined
    if (!data?.pages.some((page) => page.jobs.some((job) => ids.has(job.job_id)))) continue
    const pages = data.pages.map((page) => ({
      ...page,
      jobs: page.jobs.filter((job) => !ids.has(job.job_id)),
    }))
    // As old as it was: the list is as stale as before, and refetched as before.
    const updatedAt = query.state.dataUpdatedAt
    queryClient.setQueryData(query.queryKey, { ...data, pages }, { updatedAt })
  }
  await loadSavedJobs()
  const kept = removed.filter((job) =>
    getSavedJobsState().jobs.some((entry) => entry.job.id === job.job_id && !entry.job.takenDown),
  )
  const keptIds = kept.map((job) => job.job_id)
  if (keptIds.length > 0) await applySavedJobsRefresh(kept, keptIds, now)
}
