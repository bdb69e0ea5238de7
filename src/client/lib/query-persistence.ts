/**
 * Keeps the query cache on the device: job lists and opened jobs are written to
 * storage as they arrive and put back before the router's loaders run, so a reload with no
 * network shows the last jobs at once, with countdowns computed on the device.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient, removeOldestQuery } from '@tanstack/react-query-persist-client'

import { storage } from './storage.ts'

/** Kept this long without a visit; the query client's gcTime must be at least as long. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000
export const PERSISTED_CACHE_KEY = 'query-cache'
/** a restore that has not finished by then is given up: the page must not wait on storage */
const RESTORE_TIMEOUT_MS = 2000

/**
 * Restores the saved cache into `queryClient` (resolving when done, or after a short timeout)
 * and keeps saving it. A cache from another build is dropped: its shapes may differ.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  buildId: string,
  { throttleTime = 1000 }: { throttleTime?: number } = {},
): Promise<void> {
  const persister = createAsyncStoragePersister({
    storage,
    key: PERSISTED_CACHE_KEY,
    // at most one write a second, however many queries land at once
    throttleTime,
    // Quota: drop the oldest queries until the rest fits.
    retry: removeOldestQuery,
  })
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    buster: buildId,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false,
    },
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    restored.catch((error: unknown) =>
      console.warn('The saved jobs could not be restored.', error),
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, RESTORE_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
}
