/**
 * The built chunks the service worker's precache leaves out, by chunk name: pages and parts
 * the product does not promise offline, or that few readers open. The worker keeps each one when
 * it is first used (src/sw/lazy-chunks.ts), so a page opened once opens again offline. Read by
 * vite.config.ts (the precache's globIgnores) and tests/e2e/precache.spec.ts. No precached
 * chunk may import one of these statically: offline, that import would fail.
 */
export const LEFT_OUT_OF_PRECACHE = [
  // the employer's pages with their draft (decision 049) and the employer page (decision 050)
  'post-a-job._',
  'employers._slug',
  // only a reader who has saved a job loads the reminder banner (decision 060)
  'saved-job-reminders',
  // never offered offline (decision 061)
  'alert-panel',
  // what the offline copy does not promise: the about, contact and legal pages (decision 064),
  // and the legal pages' layout, a file of its own so that the precache does not carry it
  // (decision 075). The Share menu's items are precached again (decision 075): offline, Copy
  // link and the phone's own share sheet work, and a menu that could not load took the list down.
  'about',
  'contact',
  'privacy-policy',
  'terms-of-service',
  'legal-document',
  // the Home Screen steps, which only iOS fetches, at once (decision 075)
  'ios-install-steps',
  // the phone's own advert check and its scam rules (~26 KB gzip): the check page is precached
  // and fetches them when opened online, so it answers offline from then on (decision 073)
  'check-on-phone',
  'scam-rules',
] as const

/** vite-plugin-pwa's globIgnores for the chunks above */
export const PRECACHE_GLOB_IGNORES = LEFT_OUT_OF_PRECACHE.map((name) => `assets/${name}-*.js`)

/** Whether a built file name (e.g. `about-Bm57oGQi.js`) is one of the chunks above. */
export function isLeftOutOfPrecache(fileName: string): boolean {
  return LEFT_OUT_OF_PRECACHE.some(
    // the bundler's 8-character content hash follows the name
    (name) =>
      fileName.startsWith(`${name}-`) && /^-[\w-]{8}\.js$/.test(fileName.slice(name.length)),
  )
}
