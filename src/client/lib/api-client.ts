/**
 * The app's one way to call the jobs API: same origin, JSON, typed errors. It never touches the
 * UI; callers decide what an error looks like (SPEC.md §8).
 */
import { SW_CACHED_AT_HEADER } from '#shared/offline-contract.ts'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(readonly status: number) {
    super(`API error ${status}`)
  }
}

// Responses the service worker answered from its cache while the network was down, with the
// time they left the server. The query client reads it so that "data from 3 hours ago" is not
// mistaken for data fetched just now (src/client/lib/query-client.ts).
const servedFromCacheAt = new WeakMap<object, number>()

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

// In the browser, fetch; when the server renders a page, the API is called in process
// (src/client/entry-server.tsx) so that the page and the API can never disagree.
let apiFetch: ApiFetch = (path, init) => fetch(path, init)

export function setApiFetch(fetcher: ApiFetch): void {
  apiFetch = fetcher
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await apiFetch(path, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new ApiError(response.status)
  const data = (await response.json()) as T
  const cachedAt = Number(response.headers.get(SW_CACHED_AT_HEADER))
  if (cachedAt > 0 && typeof data === 'object' && data !== null)
    servedFromCacheAt.set(data, cachedAt)
  return data
}

/** When `data` came from the service worker's cache, the time it left the server. */
export function getServedFromCacheAt(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null ? servedFromCacheAt.get(data) : undefined
}
