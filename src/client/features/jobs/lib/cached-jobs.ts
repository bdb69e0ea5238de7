import type { InfiniteData, QueryClient } from '@tanstack/react-query'

import type { ApiJob, JobListResponse } from '#shared/job.ts'

import { jobKeys } from '../api/job-keys.ts'
import type { SavedJob } from './saved-jobs.ts'

/**
 * Every job this device holds: the lists and the jobs opened (the query cache, kept in
 * IndexedDB by lib/query-persistence.ts) and the saved jobs, each once. A job in several places
 * is taken from the first: the lists, which are the newest copies. A job that any copy says the
 * site's team removed is left out: no list or search shows it.
 */
export function collectCachedJobs(queryClient: QueryClient, saved: readonly SavedJob[]): ApiJob[] {
  const lists = queryClient
    .getQueriesData<InfiniteData<JobListResponse>>({ queryKey: jobKeys.lists() })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.jobs) ?? [])
  const opened = queryClient
    .getQueriesData<ApiJob>({ queryKey: [...jobKeys.all, 'detail'] })
    .flatMap(([, job]) => (job ? [job] : []))
  const all = [...lists, ...opened, ...saved.map((entry) => entry.job.source)]
  const removed = new Set(all.flatMap((job) => (job.removed ? [job.job_id] : [])))
  const byId = new Map<string, ApiJob>()
  for (const job of all) {
    if (!byId.has(job.job_id) && !removed.has(job.job_id)) byId.set(job.job_id, job)
  }
  return [...byId.values()]
}
