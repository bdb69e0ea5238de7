import { useCallback, useEffect, useState } from 'react'

import { readVisibleCountOnReturn, saveVisibleCount } from '../lib/scroll-position.ts'

/** Visible page: starts at 4 and grows by 4 per reveal (SPEC.md §4, §9). */
export const INITIAL_VISIBLE = 4
export const VISIBLE_STEP = 4

/**
 * How many of the loaded jobs to show. Goes back to 4 whenever `resetKey` changes (search or
 * filter changed), without an effect: the count is stored with the key it belongs to. Coming
 * back from a job, it starts where it was, so the saved scroll position can be reached.
 */
export function useVisibleCount(resetKey: string, path: string) {
  const [state, setState] = useState(() => ({
    key: resetKey,
    count: readVisibleCountOnReturn(path, resetKey) ?? INITIAL_VISIBLE,
  }))
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
