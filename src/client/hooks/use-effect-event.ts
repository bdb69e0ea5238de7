import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A stable function that always calls the latest `callback`: for effects that must call what the
 * component was last given without re-running when it changes (React 19.2's `useEffectEvent`,
 * which React 18 lacks). Like it, call the result from effects and event handlers, never while
 * rendering. The insertion effect updates it before any layout or passive effect runs.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback)
  useInsertionEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
