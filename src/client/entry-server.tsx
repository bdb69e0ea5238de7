/**
 * The server-render bundle (built by `npm run build` into dist/ssr): renders a page's first paint
 * on the server with the same routes, components and API as the browser, so that a phone on a
 * slow connection shows jobs before the JavaScript has arrived. The browser then hydrates it
 * (app.tsx). docs/decisions/009-server-rendered-first-paint.md and 012-hydrate-the-server-page.md.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
// The web-streams build: the page is read whole as a Response (renderToHtml below).
import { renderToReadableStream } from 'react-dom/server.browser'

import { getRouteFile, toScriptSafeJson, type ServerRenderedApp } from '#shared/server-render.ts'

import { AppRoot } from './app-root.tsx'
import { RenderedShownContext } from './features/jobs/hooks/use-visible-count.ts'
import type { ApiFetch } from './lib/api-client.ts'
import { renderMarkdown } from './lib/markdown.ts'
import { setMarkdownRenderer } from './lib/markdown-renderer.ts'
import { PageStatusRecorderContext, type PageStatus } from './lib/page-status.ts'
import { createQueryClient } from './lib/query-client.ts'
import { ServerFetchContext, type RequestServerFetch } from './lib/server-fetches.ts'
import { readShown, withoutShown } from './lib/shown-from-url.ts'
import { SiteOriginContext } from './lib/site-origin.ts'
import { createAppRouter, type AppRouter } from './router.tsx'

// The server renders markdown into its pages; the browser then reuses that HTML.
setMarkdownRenderer(renderMarkdown)

// The later server pages of a list showing 500 jobs (MAX_SHOWN_WITHOUT_APP): 12, 24, 48, 96,
// then 96 at a time (features/jobs/lib/server-pages.ts).
const MAX_FETCH_ROUNDS = 9

export interface RenderOptions {
  /** calls the API in process */
  fetchApi: ApiFetch
  /** aborts a render that takes longer; the server then sends the plain app shell */
  signal: AbortSignal
  /** the site's public origin, for the share links pages show */
  origin: string
}

export async function renderApp(url: string, options: RenderOptions): Promise<ServerRenderedApp> {
  // Renders of different requests interleave while they wait for data: everything of this
  // request reaches the page through its own query client and contexts, never module state.
  const queryClient = createQueryClient({ fetchApi: options.fetchApi })
  // The list's search and filters are the route's (lib/list-search.ts). Load More's plain GET
  // (?shown=) is the page's count of jobs: like the browser's app (shown-from-url.ts), the
  // router never sees it.
  const address = new URL(url, 'http://page.invalid')
  const shown = readShown(address)
  const router = await loadRouter(queryClient, withoutShown(address))
  await settleQueries(queryClient, options.signal)

  // One instant for the whole page: the browser hydrates its countdowns from the same one.
  const renderedAt = Date.now()
  const requested = new Map<string, () => Promise<unknown>>()
  const requestFetch: RequestServerFetch = (key, fetch) => requested.set(key, fetch)
  const render = () =>
    renderToHtml(
      <SiteOriginContext.Provider value={options.origin}>
        <ServerFetchContext.Provider value={requestFetch}>
          <RenderedShownContext.Provider value={shown}>
            <AppRoot queryClient={queryClient} router={router} renderedAt={renderedAt} serverPage />
          </RenderedShownContext.Provider>
        </ServerFetchContext.Provider>
      </SiteOriginContext.Provider>,
      options.signal,
    )
  let page = await render()
  // Components can ask for data their route's loader did not start (useQuery in a component, a
  // list's next page): fetch it and render again, so that the page is not sent half loaded.
  for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
    const fetches = [...requested.values()]
    requested.clear()
    for (const fetch of fetches) void fetch().catch(() => undefined)
    if (!startPendingQueries(queryClient) && fetches.length === 0) break
    await settleQueries(queryClient, options.signal)
    page = await render()
  }
  // 404 for a loader's notFound(); otherwise what the page's views said (lib/page-status.ts):
  // 404 for a path no route matches or an unknown blog post or job, 410 for a removed job.
  const routeNotFound = router.state.matches.some((match) => match.status === 'notFound')
  const state = dehydrate(queryClient)
  queryClient.clear()
  return {
    html: page.html,
    stateJson: toScriptSafeJson(state),
    renderedAt,
    status: routeNotFound ? 404 : (page.status ?? 200),
    routeFiles: router.state.matches.map((match) => getRouteFile(match.routeId)),
  }
}

/**
 * The router, loaded at `href`. An address the router would write otherwise (a form's repeated
 * checkboxes, `?posted=` left empty, `+nurse+`, an unknown filter value) is answered on the
 * server with a redirect to the way it writes it (lib/search-params.ts, lib/list-search.ts).
 * The page drawn is that address's, which reads the same as the one asked for: the browser's
 * router reads the address it has to the same search, and hydrates the same page.
 */
async function loadRouter(queryClient: QueryClient, href: string): Promise<AppRouter> {
  let router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }))
  await router.load()
  const result = router._serverResult
  const canonical = result?.type === 'redirect' ? result.redirect.options.href : undefined
  if (canonical && canonical !== href) {
    router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [canonical] }))
    await router.load()
  }
  return router
}

async function renderToHtml(
  app: React.ReactNode,
  signal: AbortSignal,
): Promise<{ html: string; status: PageStatus | null }> {
  // Each render starts afresh: only the page that is sent decides the status.
  let status: PageStatus | null = null
  const recordStatus = (recorded: PageStatus) => {
    status = recorded
  }
  // An unlimited chunk size keeps React from moving big parts of the page to the end of the
  // document behind a reveal script: the page is sent whole, so order is all that matters.
  const stream = await renderToReadableStream(
    <PageStatusRecorderContext.Provider value={recordStatus}>
      {app}
    </PageStatusRecorderContext.Provider>,
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  // Read once everything has loaded: the page arrives complete and in order, with no loading
  // states and no scripts to reveal the parts that came late.
  await stream.allReady
  const html = await new Response(stream).text()
  return { html, status }
}

function startPendingQueries(queryClient: QueryClient): boolean {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
  for (const query of waiting) void query.fetch().catch(() => undefined)
  return waiting.length > 0
}

/** Resolves once no query is fetching (failures included: the page shows their error state). */
function settleQueries(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const done = () => {
      unsubscribe()
      signal.removeEventListener('abort', abort)
    }
    const abort = () => {
      done()
      reject(signal.reason as Error)
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        done()
        resolve()
      }
    })
    signal.addEventListener('abort', abort, { once: true })
  })
}
