import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { syncQueryOnlineState } from './features/offline/hooks/use-online-status.ts'
import { listenForInstallPrompt } from './features/offline/lib/install-prompt.ts'
import { applyStoredTheme } from './hooks/use-theme.ts'
import { createQueryClient } from './lib/query-client.ts'
import { startQueryPersistence } from './lib/query-persistence.ts'
import { createAppRouter } from './router.tsx'
import './styles/base.css'

applyStoredTheme()
// The spec restores list scroll positions itself (SPEC.md §2 Home).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

syncQueryOnlineState()
listenForInstallPrompt()

const queryClient = createQueryClient()
// The saved jobs go back into the cache before the router's loaders ask for them, so a reload
// with no network renders them instead of waiting on a request that cannot succeed.
await startQueryPersistence(queryClient, __BUILD_ID__)
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

// The service worker is set up after the page has loaded, so that it never competes with the
// first render for a slow connection.
function startOfflineSupport() {
  import('./features/offline/lib/sw-bridge.ts')
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.warn('Offline support could not be loaded.', error))
}
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') startOfflineSupport()
  else window.addEventListener('load', startOfflineSupport, { once: true })
}
