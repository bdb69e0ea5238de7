/**
 * One clock for the whole page: a single timer, firing on whole seconds, that
 * runs only while something listens. Countdowns read it every second; lists subscribe only to
 * the instants at which a job changes class, so they do not re-render every second.
 */
import { useContext, useEffect, useState } from 'react'

import { useClientStore } from './use-client-store.ts'
import { RenderTimeContext, useServerRenderTime } from './use-server-render.ts'

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let current = Date.now()

function tick() {
  current = Date.now()
  for (const listener of [...listeners]) listener()
  schedule()
}

function schedule() {
  timer = setTimeout(tick, 1000 - (Date.now() % 1000))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) {
    current = Date.now()
    schedule()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearTimeout(timer)
      timer = undefined
    }
  }
}

/**
 * The clock's time. With no timer running it is refreshed when more than a second off, so that
 * React's repeated reads within one render agree (a requirement of useSyncExternalStore).
 */
export function getNow(): number {
  if (timer === undefined && Math.abs(Date.now() - current) >= 1000) current = Date.now()
  return current
}

/**
 * The current time, re-rendering every second. A server render, and the browser's hydration of
 * it, read the server's render time instead, so both draw the same countdowns.
 */
export function useNow(): number {
  const renderTime = useContext(RenderTimeContext)
  return useClientStore(subscribe, getNow, () => renderTime ?? getNow())
}

/**
 * A time that moves on only when the clock passes `getNextChange(time)` (for example the next
 * instant a listed job expires), so a list re-renders when something changes, not every second.
 */
export function useNowUntil(getNextChange: (now: number) => number | null): number {
  const serverTime = useServerRenderTime()
  const [clientNow, setNow] = useState(getNow)
  const now = serverTime ?? clientNow
  const nextChange = getNextChange(clientNow)
  useEffect(() => {
    if (nextChange === null) return undefined
    return subscribe(() => {
      const time = getNow()
      if (time >= nextChange) setNow(time)
    })
  }, [nextChange])
  return now
}
