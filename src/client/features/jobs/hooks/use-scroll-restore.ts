import { useEffect } from 'react'

import { takeScrollPosition } from '../lib/scroll-position.ts'

/** Scroll restore: 2 s delay, then polls every 200 ms, up to 20 tries, 50 px tolerance. */
const DELAY_MS = 2000
const INTERVAL_MS = 200
const MAX_TRIES = 20
const TOLERANCE_PX = 50

/**
 * Returns a list page to where the user was when they opened a job, once enough jobs have
 * rendered to reach that point; otherwise the page starts at the top.
 */
export function useScrollRestore(path: string): void {
  useEffect(() => {
    const target = takeScrollPosition(path)
    if (target === null) {
      window.scrollTo(0, 0)
      return undefined
    }
    let tries = 0
    let timer = setTimeout(function attempt() {
      window.scrollTo({ top: target, behavior: 'auto' })
      tries++
      if (Math.abs(window.scrollY - target) <= TOLERANCE_PX || tries >= MAX_TRIES) return
      timer = setTimeout(attempt, INTERVAL_MS)
    }, DELAY_MS)
    return () => clearTimeout(timer)
  }, [path])
}
