import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'

import { ServerPage } from './components/server-page.tsx'
import { RenderTimeContext } from './hooks/use-server-render.ts'
import type { AppRouter } from './router.tsx'

/**
 * The app's element tree, one for the server's render and the browser's: hydrating needs the two
 * to be the same tree (docs/decisions/012-hydrate-the-server-page.md).
 */
export function AppRoot(props: {
  queryClient: QueryClient
  router: AppRouter
  renderedAt: number | null
  /** true on the server, and in the browser when it hydrates the server's page */
  serverPage: boolean
}) {
  return (
    <StrictMode>
      <ServerPage hydrating={props.serverPage}>
        <RenderTimeContext.Provider value={props.renderedAt}>
          <QueryClientProvider client={props.queryClient}>
            <RouterProvider router={props.router} />
          </QueryClientProvider>
        </RenderTimeContext.Provider>
      </ServerPage>
    </StrictMode>
  )
}
