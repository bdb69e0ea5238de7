import { describe, expect, it } from 'vitest'

import type { ApiJob, JobListResponse } from '#shared/job.ts'

import { ALL_ACTIVE_JOBS, makeApiJob } from '../../../testing/job-fixtures.ts'
import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { jobKeys } from '../api/job-keys.ts'
import { forgetRemovedJobs } from './removed-jobs.ts'
import { getSavedJobsState, saveJob } from './saved-jobs.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { toJobView } from './job-view.ts'

const ALL = ALL_ACTIVE_JOBS
const listOf = (jobs: ApiJob[]) => ({
  pages: [{ jobs, hasMore: false, total: jobs.length } satisfies JobListResponse],
  pageParams: [1],
})

startEachTestOnAnEmptyDevice()

describe('forgetRemovedJobs', () => {
  it('replaces the opened and saved copies of a removed job and drops it from the lists', async () => {
    const advert = makeApiJob({ title: 'Agent', description: 'Pay a $20 fee.' })
    const blanked: ApiJob = { ...advert, removed: true, description: '' }
    const other = makeApiJob({ title: 'Teller' })
    await saveJob(toJobView(advert), 1)
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(jobKeys.detail(advert.job_id), advert)
    queryClient.setQueryData(jobKeys.list(ALL), listOf([other, advert]), { updatedAt: 1000 })
    const unrelated = jobKeys.list({ ...ALL, q: 'teller' })
    const unrelatedList = listOf([other])
    queryClient.setQueryData(unrelated, unrelatedList, { updatedAt: 2000 })

    await forgetRemovedJobs(queryClient, [other, blanked], 5000)

    expect(queryClient.getQueryData(jobKeys.detail(advert.job_id))).toEqual(blanked)
    expect(queryClient.getQueryData(jobKeys.list(ALL))).toEqual({
      pages: [{ jobs: [other], hasMore: false, total: 2 }],
      pageParams: [1],
    })
    expect(queryClient.getQueryState(jobKeys.list(ALL))?.dataUpdatedAt).toBe(1000)
    expect(queryClient.getQueryData(unrelated)).toBe(unrelatedList)
    expect(queryClient.getQueryState(unrelated)?.dataUpdatedAt).toBe(2000)
    expect(getSavedJobsState().jobs.map((entry) => entry.job.source)).toEqual([blanked])
  })
})
