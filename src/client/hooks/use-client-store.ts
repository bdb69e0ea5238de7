import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * Whether the tree still draws the server's page, set by components/server-page.tsx: true on the
 * server and while hydrating, then false in a transition. null where no one set it (a test's
 * own tree): then React's server snapshot says.
 */
export const ServerPageContext = createContext<boolean | null>(null)

/**
 * useSyncExternalStore for a store only the phone has (its saved jobs, whether it is online):
 * `getServerSnapshot` while the tree draws the server's page, then the store.
 *
 * Handed a server snapshot that differs from its own, React renders every reader of the store
 * again synchronously once hydrated: on a list page at a tenth of a laptop's speed, one task of
 * 100-200 ms in which no tap is answered. Under ServerPageContext (components/server-page.tsx)
 * the store is asked with no difference to find, and its readers move to its value in the
 * transition that ends the server's page. Without that context (a test's own tree) this is
 * plain useSyncExternalStore.
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const serverPage = useContext(ServerPageContext)
  const value = useSyncExternalStore(
    subscribe,
    getSnapshot,
    // The server has no phone's store to ask: only the browser's hydration reads it early.
    serverPage === null || typeof window === 'undefined' ? getServerSnapshot : getSnapshot,
  )
  return serverPage === true ? getServerSnapshot() : value
}
