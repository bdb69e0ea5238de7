import { useEffect } from 'react'
import { useClientStore } from '../../../hooks/use-client-store.ts'

/**
 * The token of an emailed link (`#token=...`). The fragment never reaches a server, so the token
 * is in no log or Referer; the page reads it, then takes it out of the address bar (history,
 * bookmarks, a shared screenshot). With `keepForTab`, it is kept in sessionStorage for this tab
 * only, so a reload of the manage page still works; it is never put back in the address.
 * `undefined` while the server renders (and hydrates); null when there is none.
 */
export function useLinkToken(keepForTab: string | null): string | null | undefined {
  const token = useClientStore(
    subscribeToNewLinks,
    () => readToken(keepForTab),
    () => undefined,
  )
  useEffect(() => {
    if (!location.hash.includes('token=')) return
    history.replaceState(history.state, '', location.pathname + location.search)
  }, [token])
  return token
}

/**
 * A link opened in a tab that shows the page already only changes the fragment: no load, so the
 * new token is read on `hashchange`.
 */
function subscribeToNewLinks(notify: () => void): () => void {
  const onHashChange = () => {
    if (!location.hash.includes('token=')) return
    read.clear()
    notify()
  }
  addEventListener('hashchange', onHashChange)
  return () => removeEventListener('hashchange', onHashChange)
}

// Read once a page: the address bar loses the token as soon as it has been read.
const read = new Map<string | null, string | null>()

function readToken(keepForTab: string | null): string | null {
  if (read.has(keepForTab)) return read.get(keepForTab) ?? null
  const fromLink = new URLSearchParams(location.hash.slice(1)).get('token')
  if (fromLink && keepForTab) trySession((session) => session.setItem(keepForTab, fromLink))
  const token =
    fromLink ?? (keepForTab ? trySession((session) => session.getItem(keepForTab)) : null)
  read.set(keepForTab, token)
  return token
}

/** Forgets the tab's token (a new link was asked for: this one is dead). */
export function forgetLinkToken(key: string): void {
  trySession((session) => session.removeItem(key))
}

/** Tests only: read the address again. */
export function resetLinkTokensForTests(): void {
  read.clear()
}

function trySession<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(sessionStorage)
  } catch {
    return null // storage off: the token lives as long as the page
  }
}
