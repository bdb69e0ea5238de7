import type { DehydratedState } from '@tanstack/react-query'

import { SERVER_STATE_ELEMENT_ID } from '#shared/server-render.ts'

/**
 * The query cache a server-rendered page carries (src/client/entry-server.tsx), read once and
 * removed from the page; null for the plain app shell or when it cannot be read, in which case
 * the app simply fetches.
 */
export function takeServerState(): DehydratedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID)
  if (!element) return null
  element.remove()
  try {
    const state: unknown = JSON.parse(element.textContent)
    const valid =
      typeof state === 'object' &&
      state !== null &&
      Array.isArray((state as DehydratedState).queries) &&
      Array.isArray((state as DehydratedState).mutations)
    return valid ? (state as DehydratedState) : null
  } catch {
    return null
  }
}
