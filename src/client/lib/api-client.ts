/**
 * The app's one way to call the jobs API: same origin, JSON, typed errors. It never touches the
 * UI; callers decide what an error looks like.
 */
import type { QueryClient } from '@tanstack/react-query'

import { SW_CACHED_AT_HEADER } from '#shared/offline-contract.ts'

import type { ApiAnswer, ApiContract } from './api-contract.ts'

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message = `API error ${status}`,
  ) {
    super(message)
  }
}

/**
 * Whether a failed call is worth making again: not when the API refused it (a 4xx), since asking
 * again gets the same answer. Twice at most, then the screen says so.
 */
export function retryApiCall(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !(error instanceof ApiError && error.status < 500)
}

// Responses the service worker answered from its cache while the network was down, with the
// time they left the server. The query client reads it so that "data from 3 hours ago" is not
// mistaken for data fetched just now (src/client/lib/query-client.ts).
const servedFromCacheAt = new WeakMap<object, number>()

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

/** What a query function is given (TanStack Query's context) that an API call needs. */
export interface ApiCallContext {
  /** the client running the query, which says how its calls reach the API */
  client: QueryClient
  signal: AbortSignal
}

const browserFetch: ApiFetch = (path, init) => fetch(path, init)

// A server render calls the API in process (src/client/entry-server.tsx), so that the page and
// the API can never disagree. Each render has its own query client and its fetcher goes with it:
// renders run concurrently, so nothing per request may live in module state.
const fetchers = new WeakMap<QueryClient, ApiFetch>()

/** Makes every API call of `client`'s queries go through `fetchApi` instead of fetch. */
export function setQueryClientFetch(client: QueryClient, fetchApi: ApiFetch): void {
  fetchers.set(client, fetchApi)
}

/**
 * An answer that breaks its schema: the server and the app no longer agree on the contract.
 * Only raised in development and tests, where the answers are checked.
 */
export class ApiContractError extends Error {
  override name = 'ApiContractError'
}

/** GETs `path` as JSON. */
export async function getJson<T>(path: string, context: ApiCallContext): Promise<T>
/**
 * GETs `path` as JSON, an answer under `contract` (a schema in src/shared/schemas). In
 * development and tests the answer is checked against it, so a drift between server and app
 * fails loudly there; a production build leaves the check, and the schemas, out.
 */
export async function getJson<K extends ApiContract>(
  path: string,
  context: ApiCallContext,
  contract: K,
): Promise<ApiAnswer<K>>
export async function getJson(
  path: string,
  { client, signal }: ApiCallContext,
  contract?: ApiContract,
): Promise<unknown> {
  const fetchApi = fetchers.get(client) ?? browserFetch
  const response = await fetchApi(path, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new ApiError(response.status)
  const data: unknown = await response.json()
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && contract) {
    const { findContractBreach } = await import('./api-contract.ts')
    const breach = findContractBreach(contract, data)
    if (breach) throw new ApiContractError(`${path} answered outside its schema: ${breach}`)
  }
  const cachedAt = Number(response.headers.get(SW_CACHED_AT_HEADER))
  if (cachedAt > 0 && typeof data === 'object' && data !== null)
    servedFromCacheAt.set(data, cachedAt)
  return data
}

/** When `data` came from the service worker's cache, the time it left the server. */
export function getServedFromCacheAt(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null ? servedFromCacheAt.get(data) : undefined
}
