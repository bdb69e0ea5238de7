/**
 * The worker's own copy of the latest job responses: a backstop for a reload with no network when
 * the page's persisted query cache is missing (private mode, storage cleared, quota). The page's
 * cache is the main offline store; this one is kept small.
 */
import { SW_CACHED_AT_HEADER } from '#shared/offline-contract.ts'

export const API_CACHE_NAME = 'api-jobs-v1'
/** list pages, counts, opened jobs and employer pages; older entries are dropped first */
export const API_CACHE_MAX_ENTRIES = 80
export const API_CACHE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60
/** on "lie-fi" (connected, nothing arriving) show the cached copy after this long */
export const API_NETWORK_TIMEOUT_SECONDS = 6

export function isCachedApiRequest(url: URL, method: string, origin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    /^\/api\/(?:jobs|employers)(?:\/|$)/.test(url.pathname)
  )
}

/**
 * A cached response marked with the time it left the server (its Date header), so the page can
 * tell it apart from a fresh one.
 */
export function markAsCached(response: Response, fallbackTime: number): Response {
  const sentAt = Date.parse(response.headers.get('date') ?? '')
  const headers = new Headers(response.headers)
  headers.set(SW_CACHED_AT_HEADER, String(Number.isNaN(sentAt) ? fallbackTime : sentAt))
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
