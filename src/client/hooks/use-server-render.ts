import { createContext, useContext } from 'react'

import { useClientStore } from './use-client-store.ts'

/**
 * When the server rendered the page the browser is hydrating (ms since the epoch), so that the
 * first, hydrating render counts down from the same instant as the server's HTML did. null in a
 * page the browser drew itself. docs/decisions/012-hydrate-the-server-page.md.
 */
export const RenderTimeContext = createContext<number | null>(null)

const subscribeToNothing = () => () => {}
const inBrowserRender = () => false
const inServerRender = () => true

/**
 * True while React renders on the server or hydrates the server's page in the browser, then
 * false: React renders once more after hydrating, in a transition under the app's ServerPage
 * (hooks/use-client-store.ts says why). Values only the phone has (its clock, saved jobs, drafts)
 * must wait for false, or the hydrated page would keep the server's attributes.
 */
export function useIsServerRender(): boolean {
  return useClientStore(subscribeToNothing, inBrowserRender, inServerRender)
}

/** The server's render time while rendering or hydrating its page; null otherwise. */
export function useServerRenderTime(): number | null {
  const time = useContext(RenderTimeContext)
  return useIsServerRender() ? time : null
}
