import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'

import type { ApiJob } from '#shared/job.ts'
import { MAX_JOB_IDS } from '#shared/schemas/jobs-query-limits.ts'

import { getJson, type ApiCallContext } from '../../../lib/api-client.ts'
import { forgetRemovedJobs } from '../lib/removed-jobs.ts'
import type { SavedJob } from '../lib/saved-jobs.ts'
import { applySavedJobsRefresh } from '../lib/saved-jobs-refresh.ts'
import { jobKeys } from './job-keys.ts'

/** the server's bound on ids per request (GET /api/jobs?job_ids=) */
export const SAVED_REFRESH_BATCH = MAX_JOB_IDS

async function fetchJobsByIds(ids: readonly string[], context: ApiCallContext): Promise<ApiJob[]> {
  const batches: string[][] = []
  for (let start = 0; start < ids.length; start += SAVED_REFRESH_BATCH)
    batches.push(ids.slice(start, start + SAVED_REFRESH_BATCH))
  const answers = await Promise.all(
    batches.map((batch) =>
      getJson(`/api/jobs?job_ids=${batch.map(encodeURIComponent).join(',')}`, context, 'jobs'),
    ),
  )
  return answers.flatMap((answer) => answer.jobs)
}

export function savedJobsQueryOptions(ids: readonly string[]) {
  return {
    queryKey: [...jobKeys.all, 'saved', ids] as const,
    queryFn: (context: ApiCallContext) => fetchJobsByIds(ids, context),
    // the saved jobs are their own offline copy; this answer only updates them
    meta: { persist: false },
    staleTime: 5 * 60_000,
  }
}

/**
 * Brings the saved copies up to date (deadline moved, withdrawn, removed) in one cached request
 * per 100 jobs, when online. The saved list itself works without it.
 */
export function useSavedJobsRefresh(saved: readonly SavedJob[]) {
  const ids = useMemo(() => saved.map((entry) => entry.job.id).sort(), [saved])
  const key = ids.join(',')
  const stableIds = useMemo(() => (key ? key.split(',') : []), [key])
  const queryClient = useQueryClient()
  const query = useQuery({ ...savedJobsQueryOptions(stableIds), enabled: stableIds.length > 0 })
  const { data, dataUpdatedAt } = query
  useEffect(() => {
    if (!data) return
    // A removed job's saved copy becomes the blanked one here; its other copies after.
    void applySavedJobsRefresh(data, stableIds, dataUpdatedAt).then(() =>
      forgetRemovedJobs(queryClient, data, dataUpdatedAt),
    )
  }, [data, dataUpdatedAt, stableIds, queryClient])
  return query
}
