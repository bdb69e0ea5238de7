/**
 * Load More without the app is a link to the list showing more (`?shown=`,
 * docs/decisions/018). The count is about the page as it is first drawn, not about the list:
 * the server renders that many jobs (entry-server.tsx), and the app takes the count out of the
 * address before the router reads it (no route knows it) and starts from it, so that it hydrates
 * the same page. The list's search and filters stay in the address (lib/list-search.ts).
 */

const SHOWN = 'shown'
// Digits only, and few enough for a safe integer: anything else is ignored, not guessed at.
const SHOWN_PATTERN = /^\d{1,6}$/

/** `?shown=`: how many jobs the list was showing plus the ones asked for; null when absent. */
export function readShown(url: URL): number | null {
  const raw = url.searchParams.get(SHOWN)?.trim() ?? ''
  return SHOWN_PATTERN.test(raw) ? Number(raw) : null
}

/** `url` (path, query and hash) without its count; the rest of the query exactly as written. */
export function withoutShown(url: URL): string {
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== SHOWN)
  return `${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${url.hash}`
}

export function takeShownFromUrl(): number | null {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(SHOWN)) return null
  window.history.replaceState(window.history.state, '', withoutShown(url))
  return readShown(url)
}
