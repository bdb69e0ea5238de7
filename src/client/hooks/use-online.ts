import { onlineManager } from '@tanstack/react-query'
import { useClientStore } from './use-client-store.ts'

const isOnline = () => onlineManager.isOnline()

/**
 * Whether the page is online, as the query client believes it (the browser's own events, and
 * the page's state when it opened: features/offline/hooks/use-online-status.ts), so that what a
 * screen offers agrees with where its lists come from. Online on the server and while hydrating.
 */
export function useOnline(): boolean {
  return useClientStore(onlineManager.subscribe, isOnline, () => true)
}
