import { describe, expect, it, vi } from 'vitest'

import { resetStorageForTests, storage } from '../../../lib/storage.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { loadDocumentTicks, MAX_TICKED_JOBS, saveDocumentTicks } from './document-ticks.ts'

startEachTestOnAnEmptyDevice()

describe('document ticks', () => {
  it('are kept per job, and come back after a reload', async () => {
    await saveDocumentTicks('job-a', ['CV', 'National ID'])
    await saveDocumentTicks('job-b', ['Cover letter'])
    // a reload: the storage is opened afresh, and finds what was written
    resetStorageForTests()
    expect(await loadDocumentTicks('job-a')).toEqual(['CV', 'National ID'])
    expect(await loadDocumentTicks('job-b')).toEqual(['Cover letter'])
    expect(await loadDocumentTicks('job-c')).toEqual([])
  })

  it('keep the last of quick changes made one after another', async () => {
    void saveDocumentTicks('job-a', ['CV'])
    void saveDocumentTicks('job-b', ['CV'])
    await saveDocumentTicks('job-a', ['CV', 'National ID'])
    expect(await loadDocumentTicks('job-a')).toEqual(['CV', 'National ID'])
    expect(await loadDocumentTicks('job-b')).toEqual(['CV'])
  })

  it('forget a job whose ticks are all taken off', async () => {
    await saveDocumentTicks('job-a', ['CV'])
    await saveDocumentTicks('job-a', [])
    expect(await storage.getItem('document-ticks')).toBe(JSON.stringify({ version: 1, jobs: [] }))
  })

  it(`keep the ${MAX_TICKED_JOBS} jobs changed last, and let the older go`, async () => {
    for (let index = 0; index < MAX_TICKED_JOBS; index++)
      await saveDocumentTicks(`job-${index}`, ['CV'])
    // the first one, changed again, is the newest; the second is now the oldest
    await saveDocumentTicks('job-0', ['CV', 'National ID'])
    await saveDocumentTicks('job-new', ['CV'])
    const stored = JSON.parse((await storage.getItem('document-ticks')) ?? '') as {
      jobs: { id: string }[]
    }
    expect(stored.jobs).toHaveLength(MAX_TICKED_JOBS)
    expect(stored.jobs.slice(0, 2).map((entry) => entry.id)).toEqual(['job-new', 'job-0'])
    expect(await loadDocumentTicks('job-1')).toEqual([])
    expect(await loadDocumentTicks('job-2')).toEqual(['CV'])
    expect(await loadDocumentTicks('job-0')).toEqual(['CV', 'National ID'])
  })

  it.each([
    ['not JSON', '{"jobs": [{"id": "job-a", "tick'],
    ['another shape', '{"jobs": {"job-a": ["CV"]}}'],
    ['entries of another shape', '{"jobs": [null, 7, {"id": 1}, {"id": "job-a", "ticked": "CV"}]}'],
  ])('start afresh from a record that is %s', async (_what, text) => {
    await storage.setItem('document-ticks', text)
    expect(await loadDocumentTicks('job-a')).toEqual([])
    await saveDocumentTicks('job-b', ['CV'])
    expect(await loadDocumentTicks('job-b')).toEqual(['CV'])
  })

  it('live in memory for the visit where nothing can be stored', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(saveDocumentTicks('job-a', ['CV'])).resolves.toBeUndefined()
    expect(await loadDocumentTicks('job-a')).toEqual(['CV'])
  })
})
