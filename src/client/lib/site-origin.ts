import { createContext, useContext } from 'react'

/**
 * The site's origin for links a page shows (share links). The browser knows it; a server render
 * provides its request's own (entry-server.tsx). A context, not module state: renders of
 * different requests run at the same time, each with its own origin.
 */
export const SiteOriginContext = createContext(
  typeof location === 'undefined' ? '' : location.origin,
)

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext)
}
