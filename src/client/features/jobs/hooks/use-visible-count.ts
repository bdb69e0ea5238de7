import { createContext, useCallback, useContext, useEffect, useState } from 'react'

import { readVisibleCountOnReturn, saveVisibleCount } from '../lib/scroll-position.ts'

/** Visible page: starts at 4 and grows by 4 per reveal (docs/product.md#paging). */
export const INITIAL_VISIBLE = 4
export const VISIBLE_STEP = 4
/**
 * Without the app, Load More is a link to the same list showing more (`?shown=`): each tap
 * downloads the whole page again, so it adds more than the app's 4, and the server draws no more
 * than the cap in one page.
 */
export const STEP_WITHOUT_APP = 20
export const MAX_SHOWN_WITHOUT_APP = 500

/** The count a server render shows: its address's `?shown=` (entry-server.tsx). */
export const RenderedShownContext = createContext<number | null>(null)

// The browser's counterpart: the hydrated page's count, used by the first list drawn there only.
let startingCount: { path: string; count: number } | null = null

/** Sets the count of the list at `path` before the first render, so that hydrating matches. */
export function startWithVisibleCount(path: string, shown: number): void {
  startingCount = { path, count: toVisibleCount(shown) }
}

/** An address's `?shown=` as a count the list can show (4 to 500). */
export function toVisibleCount(shown: number): number {
  return Math.min(Math.max(shown, INITIAL_VISIBLE), MAX_SHOWN_WITHOUT_APP)
}

/**
 * How many of the loaded jobs to show. Goes back to 4 whenever `resetKey` changes (search or
 * filter changed), without an effect: the count is stored with the key it belongs to. Coming
 * back from a job, it starts where it was, so the saved scroll position can be reached.
 */
export function useVisibleCount(resetKey: string, path: string) {
  const rendered = useContext(RenderedShownContext)
  const [state, setState] = useState(() => ({
    key: resetKey,
    count:
      (rendered === null ? null : toVisibleCount(rendered)) ??
      (startingCount?.path === path ? startingCount.count : null) ??
      readVisibleCountOnReturn(path, resetKey) ??
      INITIAL_VISIBLE,
  }))
  // The address's count was for the page as first drawn; a list opened later starts afresh.
  useEffect(() => {
    startingCount = null
  }, [])
  const count = state.key === resetKey ? state.count : INITIAL_VISIBLE
  useEffect(() => saveVisibleCount(path, resetKey, count), [path, resetKey, count])
  const showMore = useCallback(
    () =>
      setState((previous) => ({
        key: resetKey,
        count: (previous.key === resetKey ? previous.count : INITIAL_VISIBLE) + VISIBLE_STEP,
      })),
    [resetKey],
  )
  return { count, showMore }
}
