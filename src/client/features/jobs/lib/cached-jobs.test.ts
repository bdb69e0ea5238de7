import { describe, expect, it } from 'vitest'

import { ALL_ACTIVE_JOBS, makeApiJob } from '../../../testing/job-fixtures.ts'
import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { jobKeys } from '../api/job-keys.ts'
import { collectCachedJobs } from './cached-jobs.ts'
import { toJobView } from './job-view.ts'
import type { SavedJob } from './saved-jobs.ts'

const ALL = ALL_ACTIVE_JOBS
const saved = (job: ReturnType<typeof makeApiJob>): SavedJob => ({
  job: toJobView(job),
  savedAt: 0,
  checkedAt: null,
  gone: false,
})

describe('collectCachedJobs', () => {
  it('leaves out every job that one of its copies says the site team removed', () => {
    const listed = makeApiJob({ title: 'Teller' })
    // listed before it was removed; the saved copy was refreshed since
    const removedSaved = makeApiJob({ title: 'Agent' })
    const removedOpened = makeApiJob({ title: 'Courier' })
    const plainSaved = makeApiJob({ title: 'Nurse' })
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(jobKeys.list(ALL), {
      pages: [{ jobs: [listed, removedSaved], hasMore: false, total: 2 }],
      pageParams: [1],
    })
    queryClient.setQueryData(jobKeys.detail(removedOpened.job_id), {
      ...removedOpened,
      removed: true,
    })
    const jobs = collectCachedJobs(queryClient, [
      saved({ ...removedSaved, removed: true, description: '' }),
      saved(plainSaved),
    ])
    expect(jobs.map((job) => job.title)).toEqual(['Teller', 'Nurse'])
  })
})
