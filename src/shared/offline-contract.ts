/**
 * What the page and the service worker agree on. Neither may import the other (docs/architecture.md), so
 * the few names they share live here.
 */

/** Posted by the page to a waiting worker when the user chooses Reload in the update toast. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'

/**
 * Set by the worker on an API response it served from its own cache because the network failed:
 * the time (epoch ms) at which that response left the server, so the page can say how old it is.
 */
export const SW_CACHED_AT_HEADER = 'x-sw-cached-at'

/** The IndexedDB database and store of src/client/lib/storage.ts, read by the worker too. */
export const STORAGE_DB_NAME = 'jobs-zw'
export const STORAGE_STORE_NAME = 'kv'
/** saved jobs: JSON `{ version: 1, jobs: SavedJob[] }` (src/client/features/jobs/lib/saved-jobs.ts) */
export const SAVED_JOBS_KEY = 'saved-jobs'
/** reminder keys already shown (`${jobId}:${kind}`), JSON string[] */
export const SENT_REMINDERS_KEY = 'saved-reminders-sent'
/** the periodic background sync that shows saved-job reminders with the app closed */
export const REMINDER_SYNC_TAG = 'saved-job-reminders'
/** The icon of every notification the site shows (the page, periodic sync and pushes). */
export const NOTIFICATION_ICON = '/icon-192.png'
/**
 * the push endpoint last sent to the server (a plain string), so that when the browser replaces
 * the subscription the server moves the device's alerts to the new one
 */
export const PUSH_ENDPOINT_KEY = 'push-endpoint'
/**
 * The worker's cache of the built scripts left out of its precache (the employer's pages,
 * docs/decisions/049): kept when first used, so a visited page opens offline. The page adds its
 * own chunk too, for the visit on which the worker was installed after the chunk had loaded.
 */
export const LAZY_CHUNKS_CACHE_NAME = 'lazy-chunks-v1'
