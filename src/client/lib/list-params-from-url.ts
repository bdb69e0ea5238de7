/**
 * A list page asked for without the app (not loaded yet, or no JavaScript at all) carries the
 * list's state in its address, as plain GETs: the search form's `?q=` and Load More's
 * `?shown=`. The server renders that page with the search run and that many jobs
 * (entry-server.tsx); the app takes both out of the address (no route knows them) and starts
 * from the same state, so that it hydrates the same page.
 */
import { MAX_SEARCH_LENGTH } from '#shared/schemas/jobs-query-limits.ts'
import { normalizeSearch } from '#shared/search-text.ts'

const LIST_PARAMS = ['q', 'shown'] as const
// Digits only, and few enough for a safe integer: anything else is ignored, not guessed at.
const SHOWN_PATTERN = /^\d{1,6}$/

export interface ListParams {
  /** the words of `?q=`, as the search box would hold them; null when there are none */
  search: string | null
  /** `?shown=`: how many jobs the list was showing plus the ones asked for; null when absent */
  shown: number | null
}

export function readListParams(url: URL): ListParams {
  const rawSearch = url.searchParams.get('q')
  const rawShown = url.searchParams.get('shown')?.trim() ?? ''
  return {
    search:
      rawSearch === null
        ? null
        : normalizeSearch(rawSearch).slice(0, MAX_SEARCH_LENGTH).trim() || null,
    shown: SHOWN_PATTERN.test(rawShown) ? Number(rawShown) : null,
  }
}

/** `url` (path, query and hash) without its list parameters. */
export function withoutListParams(url: URL): string {
  const rest = new URL(url)
  // Only when there are some: deleting re-encodes the rest of the query.
  for (const name of LIST_PARAMS) if (rest.searchParams.has(name)) rest.searchParams.delete(name)
  return `${rest.pathname}${rest.search}${rest.hash}`
}

export function takeListParamsFromUrl(): ListParams {
  const url = new URL(window.location.href)
  if (!LIST_PARAMS.some((name) => url.searchParams.has(name))) return { search: null, shown: null }
  window.history.replaceState(window.history.state, '', withoutListParams(url))
  return readListParams(url)
}
