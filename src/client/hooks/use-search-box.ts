/**
 * The search boxes of the header, the hero and the Menu. What a list searches for is in its
 * address (`?q=`, docs/decisions/026); what is typed and not sent yet is one value shared by the
 * three boxes, so that typing in one shows in the others. Sending it navigates: a new history
 * entry, so Back returns to the previous search and its results.
 */
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'

import { MAX_SEARCH_LENGTH } from '#shared/schemas/jobs-query-limits.ts'
import { normalizeSearch } from '#shared/search-text.ts'

import { validateListSearch } from '../lib/list-search.ts'
import { useListSearch } from './use-list-search.ts'
import { useClientStore } from './use-client-store.ts'

const LISTINGS_ID = 'job-listings'
// The pages with a job list (home and the four list pages): a search there searches that list.
const JOB_LIST_PATH = /^\/(?:jobs\/(?:all|urgent|critical|archives)\/?)?$/
/** where a search sent from a page without a list goes: the list of every active job */
export const SEARCH_RESULTS_PATH = '/jobs/all'
// About one second at 60 fps: long enough for the list page to mount after navigating.
const MAX_WAIT_FRAMES = 60

/**
 * Typed and not sent yet, with the history entry it was typed on. On any other entry (the
 * search sent, Back, Forward) the boxes show that entry's search, and the draft is forgotten:
 * coming back to an entry shows the search it holds, not words once typed there.
 */
interface Draft {
  text: string
  entry: string | undefined
}

let draft: Draft | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setDraft(next: Draft | null): void {
  draft = next
  for (const listener of listeners) listener()
}

const getDraft = () => draft
// The server draws the address's words, and so does hydrating: nothing typed is known then.
const getNoDraft = () => null

export function resetSearchBoxForTests(): void {
  setDraft(null)
}

/** A list page is searched where it is; any other page sends its search to the list of all jobs. */
export function isJobListPath(pathname: string): boolean {
  return JOB_LIST_PATH.test(pathname)
}

/** As the API reads `q`: spaces folded, ends trimmed, 200 characters at most. */
function toWords(text: string): string | undefined {
  return normalizeSearch(text).slice(0, MAX_SEARCH_LENGTH).trim() || undefined
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

export function useSearchBox(): { text: string; setText(text: string): void; submit(): void } {
  const search = useListSearch()
  const typed = useClientStore(subscribe, getDraft, getNoDraft)
  const pathname = useLocation({ select: (location) => location.pathname })
  const entry = useLocation({ select: (location) => location.state.__TSR_key })
  const current = typed?.entry === entry
  const text = typed && current ? typed.text : (search.q ?? '')
  useEffect(() => {
    if (typed && !current) setDraft(null)
  }, [typed, current])
  const navigate = useNavigate()

  const setText = useCallback((next: string) => setDraft({ text: next, entry }), [entry])
  const submit = useCallback(() => {
    const q = toWords(text)
    // Shown as it will be sent until the address has it.
    setDraft({ text: q ?? '', entry })
    if (!isJobListPath(pathname)) {
      // Not awaited by the caller: the list of all jobs comes into view once it is drawn.
      const afterNavigation = () => scrollWhenListingsAppear()
      navigate({ to: SEARCH_RESULTS_PATH, search: { q } }).then(afterNavigation, afterNavigation)
      return
    }
    // The filters and the sort stay: a new search looks within them. (Validated again for the
    // address's own order of parameters: the words first.)
    if (q !== search.q) {
      void navigate({ to: '.', search: validateListSearch({ ...search, q }), resetScroll: false })
    }
    scrollToListings()
  }, [text, entry, search, pathname, navigate])

  return { text, setText, submit }
}
