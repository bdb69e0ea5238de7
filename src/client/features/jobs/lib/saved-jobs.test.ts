import { describe, expect, it } from 'vitest'

import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { storage } from '../../../lib/storage.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { toJobView } from './job-view.ts'
import { applySavedJobsRefresh } from './saved-jobs-refresh.ts'
import { getSavedJobsState, loadSavedJobs, resetSavedJobsForTests, saveJob } from './saved-jobs.ts'

startEachTestOnAnEmptyDevice()

/** A job as the first release of saved jobs stored it: before `removed` and `caution`. */
const FIRST_RELEASE_ENTRY = {
  job: {
    job_id: 'kopje_sales_1',
    title: 'Field Sales Representative',
    company: 'Kopje Ridge Beverages',
    location: 'Harare',
    salary: null,
    description: 'Visit tuck shops on an agreed route.',
    expiry_ts: null,
    expiry_date: '2026-12-04',
    job_link: null,
    requirements: null,
    date_posted: '2026-11-01',
    created_at: '2026-11-01T08:00:00.000Z',
    posted_ts: '2026-11-01T08:00:00.000Z',
    employment_type: 'Full-time',
    apply_instructions: 'Apply by email to careers@kopjeridge.example.',
    tags: ['Sales'],
    withdrawn: false,
    is_demo: false,
  },
  savedAt: 1_700_000_000_000,
  checkedAt: null,
  gone: false,
}

async function readStoredText(): Promise<string | null> {
  return storage.getItem(SAVED_JOBS_KEY)
}

describe('saved jobs on the device', () => {
  it('opens jobs saved by earlier releases as views, and stores them back unchanged', async () => {
    const text = JSON.stringify({ version: 1, jobs: [FIRST_RELEASE_ENTRY] })
    await storage.setItem(SAVED_JOBS_KEY, text)
    await loadSavedJobs()
    const [saved] = getSavedJobsState().jobs
    expect(saved).toMatchObject({ savedAt: FIRST_RELEASE_ENTRY.savedAt, checkedAt: null })
    expect(saved?.gone).toBe(false)
    expect(saved?.job).toMatchObject({
      id: 'kopje_sales_1',
      title: 'Field Sales Representative',
      takenDown: false,
      caution: null,
      withdrawn: false,
    })
    expect(saved?.job.deadline).toBe(Date.parse('2026-12-04T21:59:59.999Z'))

    // Saving another writes the old entry back as it was read, beside the new one.
    const other = makeApiJob({ job_id: 'teller2' })
    await saveJob(toJobView(other), 5)
    const stored = JSON.parse((await readStoredText()) ?? '{}') as { version: number }
    expect(stored).toEqual({
      version: 1,
      jobs: [FIRST_RELEASE_ENTRY, { job: other, savedAt: 5, checkedAt: null, gone: false }],
    })
  })

  it('skips an entry it cannot read and keeps the others', async () => {
    const damaged = [{ job: { title: 'no id' }, savedAt: 1 }, null, 'x', 7, true, { job: null }]
    await storage.setItem(
      SAVED_JOBS_KEY,
      JSON.stringify({ version: 1, jobs: [...damaged, FIRST_RELEASE_ENTRY] }),
    )
    await loadSavedJobs()
    expect(getSavedJobsState().jobs.map((entry) => entry.job.id)).toEqual(['kopje_sales_1'])
  })

  it('keeps the fresh copy the server sends as the saved view, and what it stores', async () => {
    const job = makeApiJob({ job_id: 'nurse1', expiry_date: '2026-12-01' })
    await saveJob(toJobView(job), 1)
    const moved = { ...job, expiry_date: '2026-12-11' }
    await applySavedJobsRefresh([moved], ['nurse1', 'gone2'], 9)
    const [saved] = getSavedJobsState().jobs
    expect(saved?.job).toBe(toJobView(moved))
    expect(saved).toMatchObject({ checkedAt: 9, gone: false })
    resetSavedJobsForTests()
    await loadSavedJobs()
    expect(getSavedJobsState().jobs[0]?.job.source).toEqual(moved)
  })
})
