import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'

import type { ApiJob, JobListResponse } from '#shared/job.ts'
import { isJobId } from '#shared/job-id.ts'

import { ApiError, getJson } from '../../../lib/api-client.ts'
import { getSavedJobsState, loadSavedJobs } from '../lib/saved-jobs.ts'
import { jobKeys } from './job-keys.ts'

/**
 * The API has no such job: a 404 however it was learnt (an empty answer, or an id no job can
 * have), so the query client's rule never asks again.
 */
export class JobNotFoundError extends ApiError {
  override name = 'JobNotFoundError'
  constructor(readonly jobId: string) {
    super(404, 'Job not found')
  }
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async (context) => {
      // Not worth a request: the API would answer "Job not found" too.
      if (!isJobId(id)) throw new JobNotFoundError(id)
      const { jobs } = await getJson(`/api/jobs?job_id=${encodeURIComponent(id)}`, context, 'jobs')
      const job = jobs[0]
      if (!job) throw new JobNotFoundError(id)
      return job
    },
  })
}

/**
 * A job opened from a list is already in memory: show it at once (and offline) instead of
 * downloading it again. Returns the job and when its list was fetched.
 */
export function findJobInLists(
  queryClient: QueryClient,
  id: string,
): { job: ApiJob; updatedAt: number } | null {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: jobKeys.lists() })) {
    const data = query.state.data as InfiniteData<JobListResponse> | undefined
    const job = data?.pages
      .flatMap((page) => page.jobs)
      .find((candidate) => candidate.job_id === id)
    if (job) return { job, updatedAt: query.state.dataUpdatedAt }
  }
  return null
}

/** A saved job is kept whole on the device: it opens with no network and no cached list. */
async function findSavedJob(id: string): Promise<{ job: ApiJob; updatedAt: number } | null> {
  // The server has no device storage; it asks the API.
  if (import.meta.env.SSR) return null
  await loadSavedJobs()
  const saved = getSavedJobsState().jobs.find((entry) => entry.job.id === id)
  return saved ? { job: saved.job.source, updatedAt: saved.checkedAt ?? saved.savedAt } : null
}

export async function ensureJob(queryClient: QueryClient, id: string): Promise<ApiJob> {
  const options = jobQueryOptions(id)
  if (!queryClient.getQueryData(options.queryKey)) {
    const known = findJobInLists(queryClient, id) ?? (await findSavedJob(id))
    if (known) queryClient.setQueryData(options.queryKey, known.job, { updatedAt: known.updatedAt })
  }
  return queryClient.ensureQueryData(options)
}
