import { createContext } from 'react'

/**
 * Asks the server render for data a component found it needs while being drawn there, beyond
 * what its route's loader started (the next page of a list showing more jobs than are loaded).
 * The server fetches it and draws the page again (entry-server.tsx). Requests with the same key
 * count once. null in the browser, where the component's own effects fetch it.
 */
export type RequestServerFetch = (key: string, fetch: () => Promise<unknown>) => void

export const ServerFetchContext = createContext<RequestServerFetch | null>(null)
