/**
 * What React reports while it takes over the server's page (hydrateRoot's onRecoverableError).
 *
 * One report is no bug: a tap, or a store it writes, changed what a part of the page would draw
 * while that part's code was still on its way (the Filters sheet's, say). React then draws that
 * part afresh instead of adopting it (React 18's error 421); the reader sees the right page.
 * Any other report is a difference between the server's page and the app's: a bug to fix.
 */
const UPDATED_BEFORE_HYDRATED = /#421\b|received an update before it finished hydrating/

export function isHydrationBug(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return !UPDATED_BEFORE_HYDRATED.test(message)
}
