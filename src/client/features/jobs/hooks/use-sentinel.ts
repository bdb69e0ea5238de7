import { useEffect, useRef } from 'react'

import { useEffectEvent } from '../../../hooks/use-effect-event.ts'

/** The paging sentinel: 200 px margin, 10% visibility, 120 ms delay. */
const ROOT_MARGIN = '200px'
const THRESHOLD = 0.1
const DELAY_MS = 120

/** Calls `onReached` when the returned element comes near the viewport (auto "Load more"). */
export function useSentinel<T extends Element>(onReached: () => void, enabled: boolean) {
  const ref = useRef<T>(null)
  const reached = useEffectEvent(onReached)

  useEffect(() => {
    const element = ref.current
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer)
        if (entry?.isIntersecting) timer = setTimeout(() => reached(), DELAY_MS)
      },
      { rootMargin: ROOT_MARGIN, threshold: THRESHOLD },
    )
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [enabled])
  return ref
}
