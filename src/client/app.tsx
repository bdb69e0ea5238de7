import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { loadSavedJobs } from './features/jobs/lib/saved-jobs.ts'
import { syncQueryOnlineState } from './features/offline/hooks/use-online-status.ts'
import { listenForInstallPrompt } from './features/offline/lib/install-prompt.ts'
import { submitJobSearch } from './hooks/use-job-search.ts'
import { applyStoredTheme } from './hooks/use-theme.ts'
import { whenAppReady } from './lib/app-ready.ts'
import { carryUserInput } from './lib/carry-user-input.ts'
import { createQueryClient } from './lib/query-client.ts'
import { keepServerRenderedMarkdown } from './lib/server-markdown.ts'
import { startQueryPersistence } from './lib/query-persistence.ts'
import { takeSearchFromUrl } from './lib/search-from-url.ts'
import { takeServerState } from './lib/server-state.ts'
import { createAppRouter, type AppRouter } from './router.tsx'

/** The whole app, loaded by the entry (main.tsx) once a server-rendered page is on screen. */
export async function startApp(): Promise<void> {
  applyStoredTheme()
  // The spec restores list scroll positions itself (SPEC.md §2 Home).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

  syncQueryOnlineState()
  listenForInstallPrompt()

  // Pages the server rendered carry their data; the service worker's offline shell does not.
  const serverState = takeServerState()
  const root = document.getElementById('root')
  if (root) keepServerRenderedMarkdown(root)
  const queryClient = createQueryClient()
  // The saved jobs go back into the cache before the router's loaders ask for them, so a reload
  // with no network renders them instead of waiting on a request that cannot succeed. The
  // saved-jobs list is read now too: arriving after the first render, it would make every job
  // card render again at once (a store update cannot wait like the first render does).
  await Promise.all([
    startQueryPersistence(queryClient, __BUILD_ID__),
    // Storage trouble is reported where the saved jobs are shown; it must not stop the app.
    loadSavedJobs().catch(() => undefined),
  ])
  // Newer than anything restored, so it wins (hydrate keeps whichever copy is newer).
  if (serverState) hydrate(queryClient, serverState)
  // Before the router reads the address: `q` is no route's.
  const submittedSearch = takeSearchFromUrl()
  const router = createAppRouter(queryClient)
  if (submittedSearch !== null) {
    const goHome = () => router.navigate({ to: '/', resetScroll: false })
    void whenAppReady().then(() => submitJobSearch(submittedSearch, goHome))
  }

  if (root) {
    // A server-rendered page stays on screen until the app can draw the same page at once: its
    // route's code loaded and its data in the cache. Then the app replaces it in one commit,
    // keeping what the reader had typed into it meanwhile.
    if (root.hasChildNodes()) {
      await loadFirstPage(router)
      void carryUserInput(root)
    }
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

  // The service worker is set up once the page has loaded and the app has taken over: its
  // precache (~275 KB) must not compete with the app's own code on a slow connection.
  if (import.meta.env.PROD) void whenAppReady().then(afterLoad).then(startOfflineSupport)
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

async function loadFirstPage(router: AppRouter): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))
  await Promise.race([router.load().catch(() => undefined), giveUp])
  clearTimeout(timer)
}

function startOfflineSupport() {
  import('./features/offline/lib/sw-bridge.ts')
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.warn('Offline support could not be loaded.', error))
}
