import { QueryClient } from '@tanstack/react-query'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PERSISTED_CACHE_KEY, startQueryPersistence } from './query-persistence.ts'
import { resetStorageForTests, storage } from './storage.ts'

const jobsKey = ['jobs', 'list', { status: 'active' }]
const jobs = { jobs: [{ job_id: 'abc123', title: 'Nurse' }], total: 1 }

async function savedClient(buildId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })
  await startQueryPersistence(client, buildId, { throttleTime: 0 })
  client.setQueryData(jobsKey, jobs)
  await vi.waitFor(async () =>
    expect(await storage.getItem(PERSISTED_CACHE_KEY)).toContain('abc123'),
  )
  return client
}

describe('startQueryPersistence', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
  })
  afterEach(() => {
    resetStorageForTests()
  })

  it('puts the last jobs back into a new page before anything renders', async () => {
    const first = await savedClient('build-1')
    const savedAt = first.getQueryState(jobsKey)?.dataUpdatedAt

    const next = new QueryClient()
    await startQueryPersistence(next, 'build-1')
    expect(next.getQueryData(jobsKey)).toEqual(jobs)
    // the age of the data survives, so the offline banner can tell it
    expect(next.getQueryState(jobsKey)?.dataUpdatedAt).toBe(savedAt)
  })

  it('drops a cache written by another build', async () => {
    await savedClient('build-1')
    const next = new QueryClient()
    await startQueryPersistence(next, 'build-2')
    expect(next.getQueryData(jobsKey)).toBeUndefined()
  })

  it('does not keep queries marked not to persist', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })
    await startQueryPersistence(client, 'build-1', { throttleTime: 0 })
    await client.fetchQuery({
      queryKey: ['private'],
      queryFn: () => 'secret',
      meta: { persist: false },
    })
    client.setQueryData(jobsKey, jobs)
    await vi.waitFor(async () =>
      expect(await storage.getItem(PERSISTED_CACHE_KEY)).toContain('abc123'),
    )
    expect(await storage.getItem(PERSISTED_CACHE_KEY)).not.toContain('secret')
  })
})
