/**
 * The employer's pages are left out of the worker's precache (docs/decisions/049); the worker
 * keeps their chunk when it is fetched through it (src/sw/lazy-chunks.ts). On the visit that
 * installs the worker, the chunk was fetched before the worker took the page, so the page keeps
 * it itself: a /post-a-job visited once opens offline, with its draft.
 */
import { LAZY_CHUNKS_CACHE_NAME } from '#shared/offline-contract.ts'

export function keepPageChunk(chunkUrl: string): void {
  // In development the module is a source file, and nothing is precached either.
  if (!import.meta.env.PROD || typeof caches === 'undefined') return
  if (navigator.serviceWorker?.controller) return // fetched through the worker, which kept it
  void caches
    .open(LAZY_CHUNKS_CACHE_NAME)
    .then(async (cache) => {
      if (!(await cache.match(chunkUrl))) await cache.add(chunkUrl)
    })
    .catch(() => {
      // No cache storage (private mode, quota): the page works online as before.
    })
}
