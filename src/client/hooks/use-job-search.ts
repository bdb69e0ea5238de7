import { useNavigate } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'

const LISTINGS_ID = 'job-listings'
// The pages with a job list (home and the four list pages): a search there filters that list.
const JOB_LIST_PATH = /^\/(?:jobs\/(?:all|urgent|critical|archives)\/?)?$/
// About one second at 60 fps: long enough for the home page to mount after navigating.
const MAX_WAIT_FRAMES = 60

// One value for the header, the hero and the mobile menu, so typing in one
// shows in the others and the list filters on whichever was used.
let query = ''
// The search the page was first drawn with: what the server rendered. Hydration must draw the
// same, even when the reader's typing reaches the store while parts of the page (the list,
// under Suspense) are still waiting to hydrate; React then redraws them with the typed search.
let firstDrawnQuery = ''
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setQuery(next: string): void {
  if (next === query) return
  query = next
  for (const listener of listeners) listener()
}

export function getJobSearch(): string {
  return query
}

/**
 * The search a server render runs (its address's `?q=`): the server renders many pages at once,
 * so its search cannot live in the module like the browser's.
 */
export const RenderedSearchContext = createContext<string | null>(null)

/** Sets the search before the first render, so that hydrating draws the server's page. */
export function startWithJobSearch(raw: string): void {
  firstDrawnQuery = raw.trim()
  setQuery(firstDrawnQuery)
}

const getFirstDrawnSearch = () => firstDrawnQuery

export function resetJobSearchForTests(): void {
  firstDrawnQuery = ''
  setQuery('')
}

export function useJobSearch(): { query: string; setQuery(q: string): void } {
  const rendered = useContext(RenderedSearchContext)
  const value = useSyncExternalStore(
    subscribe,
    getJobSearch,
    rendered === null ? getFirstDrawnSearch : () => rendered,
  )
  return { query: value, setQuery }
}

function prefersReducedMotion(): boolean {
  // Guarded because matchMedia is missing in some embedded web views (and in jsdom).
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

function scrollToListings(): boolean {
  const listings = document.getElementById(LISTINGS_ID)
  if (!listings) return false
  listings.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  return true
}

function scrollWhenListingsAppear(framesLeft = MAX_WAIT_FRAMES): void {
  if (scrollToListings() || framesLeft <= 0) return
  requestAnimationFrame(() => scrollWhenListingsAppear(framesLeft - 1))
}

/**
 * Searches: the list on this page filters and comes into view. Pages without a job list (e.g.
 * /about) send the search to the home page's list through `goHome`, which must not jump to the
 * top (that would cancel the smooth scroll).
 */
export function submitJobSearch(raw: string, goHome: () => Promise<unknown>): void {
  setQuery(raw.trim())
  if (scrollToListings()) return
  const afterNavigation = () => scrollWhenListingsAppear()
  goHome().then(afterNavigation, afterNavigation)
}

/**
 * Where the search form sends a search when the app cannot handle it (not loaded yet, or no
 * JavaScript): the list on this page, else the home page's.
 */
export function getSearchPagePath(pathname: string): string {
  return JOB_LIST_PATH.test(pathname) ? pathname : '/'
}

export function useSubmitJobSearch(): (raw: string) => void {
  const navigate = useNavigate()
  return useCallback(
    (raw: string) => submitJobSearch(raw, () => navigate({ to: '/', resetScroll: false })),
    [navigate],
  )
}
