import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

/** Whether the browser believes it has a connection (it can be wrong the other way: "lie-fi"). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/**
 * TanStack Query starts out assuming a connection and only listens for changes; a page that
 * opens offline must tell it, or queries would try (and retry) the network first.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(navigator.onLine)
}
