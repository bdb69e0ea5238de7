import { createContext, useContext } from 'react'

/**
 * What a server render learns about its page that the response must say: a "not found" view
 * makes the server answer 404, so that search engines drop the address instead of indexing a
 * soft 404. The server's render provides the recorder; the browser renders without one.
 */
export const NotFoundRecorderContext = createContext<(() => void) | null>(null)

/** Called by every "not found" view (unknown path, blog post or job), with whether it is one. */
export function useMarkNotFound(isNotFound = true): void {
  const recordNotFound = useContext(NotFoundRecorderContext)
  // During render: the server renders with no effects, and reads the record once done.
  if (isNotFound) recordNotFound?.()
}
