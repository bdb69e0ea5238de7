import { useNavigate } from '@tanstack/react-router'
import { useCallback, useSyncExternalStore } from 'react'

const LISTINGS_ID = 'job-listings'
// About one second at 60 fps: long enough for the home page to mount after navigating.
const MAX_WAIT_FRAMES = 60

// One value for the header, the hero and the mobile menu (SPEC.md §2 Home), so typing in one
// shows in the others and the list filters on whichever was used.
let query = ''
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

export function resetJobSearchForTests(): void {
  setQuery('')
}

export function useJobSearch(): { query: string; setQuery(q: string): void } {
  const value = useSyncExternalStore(subscribe, getJobSearch, getJobSearch)
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

export function useSubmitJobSearch(): (raw: string) => void {
  const navigate = useNavigate()
  return useCallback(
    (raw: string) => submitJobSearch(raw, () => navigate({ to: '/', resetScroll: false })),
    [navigate],
  )
}
