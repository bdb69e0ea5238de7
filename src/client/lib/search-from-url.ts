/**
 * A search submitted before the app had loaded is the search form's plain GET: the same page
 * with `?q=`. The app takes the words out of the address (no route knows `q`) and runs the
 * search as if it had been submitted to it.
 */
const MAX_SEARCH_LENGTH = 200

export function takeSearchFromUrl(): string | null {
  const url = new URL(window.location.href)
  const raw = url.searchParams.get('q')
  if (raw === null) return null
  url.searchParams.delete('q')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return raw.trim().slice(0, MAX_SEARCH_LENGTH) || null
}
