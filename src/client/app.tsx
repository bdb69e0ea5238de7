import './lib/framework-start.ts'

import { hydrate } from '@tanstack/react-query'
import { createBrowserHistory } from '@tanstack/react-router'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { RENDERED_AT_ATTRIBUTE } from '#shared/server-render.ts'

import { startWithVisibleCount } from './features/jobs/hooks/use-visible-count.ts'
import { loadSavedJobs, subscribeToSavedJobs } from './features/jobs/lib/saved-jobs.ts'
import { syncQueryOnlineState } from './features/offline/hooks/use-online-status.ts'
import { listenForInstallPrompt } from './features/offline/lib/install-prompt.ts'
import { AppRoot } from './app-root.tsx'
import { whenAppReady } from './lib/app-ready.ts'
import { isHydrationBug } from './lib/hydration-errors.ts'
import { carryUserInput } from './lib/carry-user-input.ts'
import type { EarlyTaps } from './lib/early-taps.ts'
import { createQueryClient } from './lib/query-client.ts'
import { hasPushSubscription, whenPushTurnsOn } from './lib/push/push-turned-on.ts'
import { keepServerRenderedMarkdown } from './lib/server-markdown.ts'
import { startQueryPersistence } from './lib/query-persistence.ts'
import { takeServerState } from './lib/server-state.ts'
import { takeShownFromUrl } from './lib/shown-from-url.ts'
import { yieldToMain } from './lib/yield-to-main.ts'
import { loadWholeStylesheet } from './lib/whole-stylesheet.ts'
import { applyStoredTheme, followThemeOfOtherTabs } from './lib/theme.ts'
import { createAppRouter, type AppRouter } from './router.tsx'

/**
 * The whole app, loaded by the entry (main.tsx) once a server-rendered page is on screen, with
 * the taps the entry held on that page's buttons meanwhile.
 */
export async function startApp(earlyTaps: EarlyTaps | null = null): Promise<void> {
  // Start-up runs as a few tasks, not one long one (lib/yield-to-main.ts): first the code's own
  // evaluation, which has just finished.
  await yieldToMain()
  applyStoredTheme()
  followThemeOfOtherTabs()
  // The list restores its own scroll positions (docs/product.md#scroll-restore).
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
  // Before the router reads the address: `shown` is no route's. Before the first render too:
  // the server rendered that many jobs, and hydrating must draw the same page. The search and
  // the filters stay in the address; the router reads them as the server's render did.
  const shown = takeShownFromUrl()
  if (shown !== null) startWithVisibleCount(window.location.pathname, shown)
  await yieldToMain()
  // The browser's history (it stamps the entry and listens for back and forward) is a step of
  // its own, the router's creation another: together they were the longest task of the start.
  const browserHistory = createBrowserHistory()
  await yieldToMain()
  const router = createAppRouter(queryClient, browserHistory)

  if (root) {
    const renderedAt = serverState ? readRenderTime(root) : null
    // A server-rendered page stays on screen until the app can draw the same page at once: its
    // route's code loaded and its data in the cache. Then the app takes it over, keeping what the
    // reader had typed into it meanwhile.
    if (root.hasChildNodes()) {
      await yieldToMain()
      await loadFirstPage(router)
      // The router's load (matching, loaders, the cache) ends in a chain of promises, all run in
      // the task that settled the last one; taking the page over is a step of its own.
      await yieldToMain()
      // What was typed goes back first, then the taps held meanwhile: one may send a form.
      void carryUserInput(root).then(() => earlyTaps?.replay())
    }
    const hydrating = renderedAt !== null && root.hasChildNodes()
    const app = (
      <AppRoot
        queryClient={queryClient}
        router={router}
        renderedAt={renderedAt}
        serverPage={hydrating}
      />
    )
    // From here React hears taps itself.
    earlyTaps?.stop()
    // A transition lets React yield to the browser while it works, so a slow phone stays
    // responsive to taps (and scrolling) instead of freezing for the whole first render.
    startTransition(() => {
      // Hydrating adopts the server's elements instead of building and laying out the page a
      // second time (docs/decisions/012-hydrate-the-server-page.md). Should the two differ,
      // React draws the page afresh, and says so.
      if (hydrating) {
        // The router draws its root without the Suspense boundary a server render has none of
        // only when it believes it hydrates a server render (TanStack Start sets this too).
        router.ssr = { manifest: undefined }
        hydrateRoot(root, app, { onRecoverableError: reportHydrationError })
      } else {
        createRoot(root).render(app)
      }
    })
  }

  // The service worker is set up once the page has loaded and the app has taken over: its
  // precache (~265 KB) must not compete with the app's own code on a slow connection. Its code
  // (registration, update prompt) is fetched then too, so the first visit does not run it early.
  if (import.meta.env.PROD) void whenAppReady().then(afterLoad).then(setUpServiceWorker)
}

async function setUpServiceWorker(): Promise<void> {
  try {
    const { startServiceWorker } = await import('./features/offline/lib/sw-bridge.ts')
    startServiceWorker()
    // Once the worker holds the whole stylesheet, the page enables it from there at no cost, so
    // that nothing drawn later waits for it (lib/whole-stylesheet.ts).
    void navigator.serviceWorker?.ready.then(loadWholeStylesheet)
    // Push on this device (only ever turned on by the reader) stays current: its own chunk,
    // fetched only where push is on, or once the reader turns it on.
    if (typeof PushManager === 'undefined') return
    let started = false
    const keepPushCurrent = async () => {
      if (started) return
      started = true
      ;(await import('./lib/push/push-sync.ts')).keepPushCurrent(subscribeToSavedJobs)
    }
    whenPushTurnsOn(() => void keepPushCurrent().catch(() => (started = false)))
    if (await hasPushSubscription()) await keepPushCurrent()
  } catch (error) {
    // A deploy replaced the chunk, or the network dropped: the next visit tries again.
    console.warn('The offline copy could not be set up this time.', error)
  }
}

/** The server's render time (RENDERED_AT_ATTRIBUTE), or null when the page has none. */
function readRenderTime(root: HTMLElement): number | null {
  const time = Number(root.getAttribute(RENDERED_AT_ATTRIBUTE) ?? Number.NaN)
  return Number.isSafeInteger(time) && time > 0 ? time : null
}

function reportHydrationError(error: unknown): void {
  // The reader sees a correct page either way; a difference is a bug for us to fix.
  if (!isHydrationBug(error)) return
  console.error('The server page could not be hydrated; the app drew it again.', error)
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
