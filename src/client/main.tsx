import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { syncQueryOnlineState } from './features/offline/hooks/use-online-status.ts'
import { listenForInstallPrompt } from './features/offline/lib/install-prompt.ts'
import { applyStoredTheme } from './hooks/use-theme.ts'
import { createQueryClient } from './lib/query-client.ts'
import { startQueryPersistence } from './lib/query-persistence.ts'
import { takeServerState } from './lib/server-state.ts'
import { createAppRouter } from './router.tsx'
import './styles/base.css'

applyStoredTheme()
// The spec restores list scroll positions itself (SPEC.md §2 Home).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

syncQueryOnlineState()
listenForInstallPrompt()

// Pages the server rendered carry their data; the service worker's offline shell does not.
const serverState = takeServerState()
const queryClient = createQueryClient()
// The saved jobs go back into the cache before the router's loaders ask for them, so a reload
// with no network renders them instead of waiting on a request that cannot succeed.
await startQueryPersistence(queryClient, __BUILD_ID__)
// Newer than anything restored, so it wins (hydrate keeps whichever copy is newer).
if (serverState) hydrate(queryClient, serverState)
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  // A server-rendered page stays on screen until the app can draw the same page at once: its
  // route's code loaded and its data in the cache. Then the app replaces it in one commit.
  if (root.hasChildNodes()) await loadFirstPage()
  const reactRoot = createRoot(root)
  // A transition lets React yield to the browser while it builds the page, so a slow phone
  // stays responsive to taps (and scrolling) instead of freezing for the whole first render.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}

async function loadFirstPage(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))
  await Promise.race([router.load().catch(() => undefined), giveUp])
  clearTimeout(timer)
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
