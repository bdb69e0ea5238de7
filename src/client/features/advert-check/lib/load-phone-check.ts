/**
 * The phone's own check (the check, the scam rules and the how-to-apply reader, ~26 KB gzip),
 * fetched when first wanted. It is not in the worker's precache (docs/decisions/073): the worker
 * keeps it once fetched, so the page answers offline from then on.
 */
export function loadPhoneCheck() {
  return import('./check-on-phone.ts')
}

/** How long after the page opens online it fetches the phone's check, once the page is drawn. */
export const KEEP_PHONE_CHECK_AFTER_MS = 1000
