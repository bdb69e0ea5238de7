import { onlineManager } from '@tanstack/react-query'

/**
 * TanStack Query starts out assuming a connection and only listens for changes; a page that
 * opens offline must tell it, or queries would try (and retry) the network first. Screens read
 * it through hooks/use-online.ts.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(navigator.onLine)
}
