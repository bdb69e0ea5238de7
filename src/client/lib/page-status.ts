import { createContext, useContext } from 'react'

/**
 * What a server render learns about its page that the response must say: a "not found" view
 * makes the server answer 404, so that search engines drop the address instead of indexing a
 * soft 404; a listing the site's team took down answers 410 (gone for good, and dropped sooner).
 * The server's render provides the recorder; the browser renders without one.
 */
export type PageStatus = 404 | 410

export const PageStatusRecorderContext = createContext<((status: PageStatus) => void) | null>(null)

function useMarkStatus(status: PageStatus, applies: boolean): void {
  const recordStatus = useContext(PageStatusRecorderContext)
  // During render: the server renders with no effects, and reads the record once done.
  if (applies) recordStatus?.(status)
}

/** Called by every "not found" view (unknown path, blog post or job), with whether it is one. */
export function useMarkNotFound(isNotFound = true): void {
  useMarkStatus(404, isNotFound)
}

/** Called by the page of a job the site's team removed. */
export function useMarkGone(): void {
  useMarkStatus(410, true)
}
