/**
 * The server-render bundle (built by `npm run build` into dist/ssr): renders a page's first paint
 * on the server with the same routes, components and API as the browser, so that a phone on a
 * slow connection shows jobs before the JavaScript has arrived. The browser then hydrates it
 * (app.tsx). docs/decisions/009-server-rendered-first-paint.md and 012-hydrate-the-server-page.md.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToReadableStream } from 'react-dom/server'

import { getRouteFile, toScriptSafeJson, type ServerRenderedApp } from '#shared/server-render.ts'

import { AppRoot } from './app-root.tsx'
import { RenderedShownContext } from './features/jobs/hooks/use-visible-count.ts'
import { RenderedSearchContext } from './hooks/use-job-search.ts'
import type { ApiFetch } from './lib/api-client.ts'
import { renderMarkdown } from './lib/markdown.ts'
import { setMarkdownRenderer } from './lib/markdown-renderer.ts'
import { NotFoundRecorderContext } from './lib/page-status.ts'
import { createQueryClient } from './lib/query-client.ts'
import { readListParams, withoutListParams } from './lib/list-params-from-url.ts'
import { ServerFetchContext, type RequestServerFetch } from './lib/server-fetches.ts'
import { SiteOriginContext } from './lib/site-origin.ts'
import { createAppRouter } from './router.tsx'

// The server renders markdown into its pages; the browser then reuses that HTML.
setMarkdownRenderer(renderMarkdown)

// A search's results, then up to six pages of a list showing 500 jobs (MAX_SHOWN_WITHOUT_APP).
const MAX_FETCH_ROUNDS = 8

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
  // A search form's or Load More's plain GET (?q=, ?shown=): the page is rendered with the
  // search run and that many jobs. Like the browser's app (list-params-from-url.ts), the router
  // never sees them.
  const address = new URL(url, 'http://page.invalid')
  const { search, shown } = readListParams(address)
  const router = createAppRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [withoutListParams(address)] }),
  )
  await router.load()
  await settleQueries(queryClient, options.signal)

  // One instant for the whole page: the browser hydrates its countdowns from the same one.
  const renderedAt = Date.now()
  const requested = new Map<string, () => Promise<unknown>>()
  const requestFetch: RequestServerFetch = (key, fetch) => requested.set(key, fetch)
  const render = () =>
    renderToHtml(
      <SiteOriginContext value={options.origin}>
        <ServerFetchContext value={requestFetch}>
          <RenderedSearchContext value={search ?? ''}>
            <RenderedShownContext value={shown}>
              <AppRoot queryClient={queryClient} router={router} renderedAt={renderedAt} />
            </RenderedShownContext>
          </RenderedSearchContext>
        </ServerFetchContext>
      </SiteOriginContext>,
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
  // A loader's notFound(), or a view that says so: a path no route matches, an unknown blog post.
  const notFound =
    page.notFound || router.state.matches.some((match) => match.status === 'notFound')
  const state = dehydrate(queryClient)
  queryClient.clear()
  return {
    html: page.html,
    stateJson: toScriptSafeJson(state),
    renderedAt,
    status: notFound ? 404 : 200,
    routeFiles: router.state.matches.map((match) => getRouteFile(match.routeId)),
  }
}

async function renderToHtml(
  app: React.ReactNode,
  signal: AbortSignal,
): Promise<{ html: string; notFound: boolean }> {
  // Each render starts afresh: only the page that is sent decides the status.
  let notFound = false
  const recordNotFound = () => {
    notFound = true
  }
  // An unlimited chunk size keeps React from moving big parts of the page to the end of the
  // document behind a reveal script: the page is sent whole, so order is all that matters.
  const stream = await renderToReadableStream(
    <NotFoundRecorderContext value={recordNotFound}>{app}</NotFoundRecorderContext>,
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  // Read once everything has loaded: the page arrives complete and in order, with no loading
  // states and no scripts to reveal the parts that came late.
  await stream.allReady
  const html = await new Response(stream).text()
  return { html, notFound }
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
