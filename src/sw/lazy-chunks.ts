/**
 * The built scripts the precache leaves out (scripts/precache-left-out.ts: the employer's pages,
 * the about, contact and legal pages, the reminder banner, the alert panel, the phone's advert
 * check and a few more). Their names carry a hash of their content, so a kept copy is never
 * stale: served from the cache first, fetched and kept when missing. The precache's route answers
 * first for every file it holds, so only the left-out scripts reach this one.
 */
export { LAZY_CHUNKS_CACHE_NAME } from '#shared/offline-contract.ts'

/** a few releases' worth of the eleven left-out chunks; older ones are dropped first */
export const LAZY_CHUNKS_MAX_ENTRIES = 40

export function isLazyChunkRequest(url: URL, method: string, origin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/assets/') &&
    url.pathname.endsWith('.js')
  )
}
