import { QueryCache, QueryClient } from '@tanstack/react-query'

/**
 * Jobs change at most hourly and countdowns run on the device, so data stays fresh for a minute
 * and is never refetched just because a window regained focus: every request costs the user.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // SPEC.md §8: failed calls are logged; screens decide what the user sees.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error.name !== 'JobNotFoundError')
          console.warn('Request failed:', error.message, query.queryKey)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof Error && /API error 4/.test(error.message)),
      },
    },
  })
}
