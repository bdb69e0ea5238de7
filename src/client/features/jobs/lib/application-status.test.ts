import { describe, expect, it, vi } from 'vitest'

import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { storage } from '../../../lib/storage.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { readApplicationStatus, setApplicationStatus } from './application-status.ts'
import { toJobView } from './job-view.ts'
import {
  getSavedJobsState,
  loadSavedJobs,
  resetSavedJobsForTests,
  saveJob,
  type SavedJob,
} from './saved-jobs.ts'

startEachTestOnAnEmptyDevice()

const savedJob = (id: string): SavedJob | undefined =>
  getSavedJobsState().jobs.find((entry) => entry.job.id === id)

async function storedEntries(): Promise<Record<string, unknown>[]> {
  return (JSON.parse((await storage.getItem(SAVED_JOBS_KEY)) ?? '{}') as { jobs: [] }).jobs
}

describe('a saved job’s application status', () => {
  it('is none until chosen, then kept on the device with the job, dated when first chosen', async () => {
    await saveJob(toJobView(makeApiJob({ job_id: 'teller1' })), 1)
    await saveJob(toJobView(makeApiJob({ job_id: 'nurse2' })), 2)
    expect(readApplicationStatus(savedJob('teller1')!)).toBeNull()

    await setApplicationStatus('teller1', 'applied', 100)
    await setApplicationStatus('teller1', 'interview', 200)
    expect(savedJob('teller1')).toMatchObject({ status: 'interview', appliedAt: 100, savedAt: 1 })
    expect(readApplicationStatus(savedJob('nurse2')!)).toBeNull()

    resetSavedJobsForTests()
    await loadSavedJobs()
    expect(savedJob('teller1')).toMatchObject({ status: 'interview', appliedAt: 100 })
    expect((await storedEntries())[0]).toMatchObject({ status: 'interview', appliedAt: 100 })
  })

  it('cleared, drops the status and its date', async () => {
    await saveJob(toJobView(makeApiJob({ job_id: 'teller1' })), 1)
    await setApplicationStatus('teller1', 'offer', 100)
    await setApplicationStatus('teller1', null, 200)
    expect(savedJob('teller1')).not.toHaveProperty('status')
    expect(savedJob('teller1')).not.toHaveProperty('appliedAt')
    await setApplicationStatus('teller1', 'not-taken', 300)
    expect(savedJob('teller1')).toMatchObject({ status: 'not-taken', appliedAt: 300 })
  })

  it('reads a value it does not know (another release, a damaged record) as none', async () => {
    const job = makeApiJob({ job_id: 'teller1' })
    await storage.setItem(
      SAVED_JOBS_KEY,
      JSON.stringify({
        version: 1,
        jobs: [{ job, savedAt: 1, checkedAt: null, gone: false, status: 'hired', appliedAt: 'x' }],
      }),
    )
    await loadSavedJobs()
    expect(readApplicationStatus(savedJob('teller1')!)).toBeNull()
    // choosing one dates it now: the damaged date is not kept
    await setApplicationStatus('teller1', 'applied', 50)
    expect(savedJob('teller1')).toMatchObject({ status: 'applied', appliedAt: 50 })
  })

  it('survives storage that is full: the list and the status stay for the visit', async () => {
    // localStorage, as where IndexedDB is missing: its quota is the one phones run into
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await saveJob(toJobView(makeApiJob({ job_id: 'teller1' })), 1)
    await saveJob(toJobView(makeApiJob({ job_id: 'nurse2' })), 2)
    const onDevice = window.localStorage.getItem(`jobs-zw:${SAVED_JOBS_KEY}`)
    expect(onDevice).toContain('nurse2')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })

    await expect(setApplicationStatus('nurse2', 'applied', 9)).resolves.toBeUndefined()

    expect(getSavedJobsState().jobs.map((entry) => entry.job.id)).toEqual(['teller1', 'nurse2'])
    expect(savedJob('nurse2')).toMatchObject({ status: 'applied', appliedAt: 9 })
    // the device keeps its last whole copy, and this visit reads the new one from memory
    expect(window.localStorage.getItem(`jobs-zw:${SAVED_JOBS_KEY}`)).toBe(onDevice)
    resetSavedJobsForTests()
    await loadSavedJobs()
    expect(getSavedJobsState().jobs.map((entry) => entry.job.id)).toEqual(['teller1', 'nurse2'])
    expect(savedJob('nurse2')).toMatchObject({ status: 'applied' })
    window.localStorage.clear()
  })
})
