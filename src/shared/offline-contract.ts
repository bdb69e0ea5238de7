/**
 * What the page and the service worker agree on. Neither may import the other (DESIGN.md §2), so
 * the few names they share live here.
 */

/** Posted by the page to a waiting worker when the user chooses Reload in the update toast. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'

/**
 * Set by the worker on an API response it served from its own cache because the network failed:
 * the time (epoch ms) at which that response left the server, so the page can say how old it is.
 */
export const SW_CACHED_AT_HEADER = 'x-sw-cached-at'
