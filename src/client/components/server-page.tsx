import { startTransition, useEffect, useState, type ReactNode } from 'react'

import { ServerPageContext } from '../hooks/use-client-store.ts'

/**
 * Tells the tree whether it still draws the server's page (hooks/use-client-store.ts): true on
 * the server and while the browser hydrates that page, then false, set in a transition once
 * hydrated. The render that follows, in which the phone's clock, saved jobs and drafts replace
 * the server's values, is then done in slices between which a slow phone answers taps.
 */
export function ServerPage({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [serverPage, setServerPage] = useState(hydrating)
  useEffect(() => {
    if (serverPage) startTransition(() => setServerPage(false))
  }, [serverPage])
  return <ServerPageContext.Provider value={serverPage}>{children}</ServerPageContext.Provider>
}
