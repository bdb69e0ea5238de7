/**
 * Each test starts on a device with nothing stored: a new IndexedDB, and the storage and saved
 * jobs modules forgetting what they had loaded. Call once at the top of a test file.
 */
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, vi } from 'vitest'

import { resetSavedJobsForTests } from '../features/jobs/lib/saved-jobs.ts'
import { resetStorageForTests } from '../lib/storage.ts'

export function startEachTestOnAnEmptyDevice(): void {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
    resetStorageForTests()
    resetSavedJobsForTests()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}
