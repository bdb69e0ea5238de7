import { QueryCache, QueryClient } from '@tanstack/react-query'

import {
  getServedFromCacheAt,
  retryApiCall,
  setQueryClientFetch,
  type ApiFetch,
} from './api-client.ts'
import { PERSISTED_CACHE_MAX_AGE_MS } from './query-persistence.ts'

/**
 * Jobs change at most hourly and countdowns run on the device, so data stays fresh for a minute
 * and is never refetched just because a window regained focus: every request costs the user.
 * Queries are kept as long as the persisted cache, so nothing restored is collected before it is
 * shown.
 *
 * A server render passes `fetchApi`, its in-process API, and gets a client of its own: one per
 * request, carrying that request's fetcher to every query it runs.
 */
export function createQueryClient({ fetchApi }: { fetchApi?: ApiFetch } = {}): QueryClient {
  const forServer = fetchApi !== undefined
  const client = new QueryClient({
    queryCache: new QueryCache({
      // Failed calls are logged; screens decide what the user sees. The server's render logs
      // its own failures.
      onError: (error, query) => {
        if (!forServer && error.name !== 'JobNotFoundError')
          console.warn('Request failed:', error.message, query.queryKey)
      },
      onSuccess: (data, query) => {
        const cachedAt = getServedFromCacheAt(data)
        if (cachedAt !== undefined) query.setState({ dataUpdatedAt: cachedAt })
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        // One try, then wait for the connection: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        // A server render answers now or falls back to the browser, which retries itself.
        retry: forServer ? false : retryApiCall,
      },
    },
  })
  if (fetchApi) setQueryClientFetch(client, fetchApi)
  return client
}
