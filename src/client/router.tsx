import type { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'

import { parseSearchParams, stringifySearchParams } from './lib/search-params.ts'
import { loadWholeStylesheet } from './lib/whole-stylesheet.ts'
import { routeTree } from './route-tree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
}

/** `history`: the server renders with a memory history at the requested URL. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Rarely shown, so fetched when a page fails to open; precached, so it opens offline too.
    defaultErrorComponent: lazyRouteComponent(
      () =>
        Promise.all([import('./components/page-error.tsx'), loadWholeStylesheet()]).then(
          ([module]) => module,
        ),
      'PageError',
    ),
    // Loaders use the query cache; the router should not keep its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // Plain text and comma-separated lists, as the forms send them and the API reads them.
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
