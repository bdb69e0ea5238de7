/**
 * A search submitted before the app had loaded, or with no JavaScript at all, is the search
 * form's plain GET: a page with `?q=`. The server renders that page with the search run
 * (entry-server.tsx); the app takes the words out of the address (no route knows `q`) and starts
 * with the same search, so that it hydrates the same page.
 */
import { normalizeSearch } from '#shared/search-text.ts'

const MAX_SEARCH_LENGTH = 200

/** The words of `?q=` in `url`, as the search box would hold them; null when there are none. */
export function readSearchFromUrl(url: URL): string | null {
  const raw = url.searchParams.get('q')
  return raw === null ? null : normalizeSearch(raw).slice(0, MAX_SEARCH_LENGTH).trim() || null
}

/** `url` (path, query and hash) without its `?q=`. */
export function withoutSearch(url: URL): string {
  const rest = new URL(url)
  // Only when there is one: deleting re-encodes the rest of the query.
  if (rest.searchParams.has('q')) rest.searchParams.delete('q')
  return `${rest.pathname}${rest.search}${rest.hash}`
}

export function takeSearchFromUrl(): string | null {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('q')) return null
  window.history.replaceState(window.history.state, '', withoutSearch(url))
  return readSearchFromUrl(url)
}
