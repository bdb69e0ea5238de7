import type { Plugin } from 'vite'

const SCROLL_RESTORATION_MODULE =
  /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]scroll-restoration\.js$/

const STORAGE_DECLARATION = 'const safeSessionStorage = getSafeSessionStorage();'
const CACHE_DECLARATION =
  /const scrollRestorationCache = (?:\/\* @__PURE__ \*\/ )?createScrollRestorationCache\(\);/

/**
 * TanStack Router reads its scroll positions from sessionStorage when its module loads. The app
 * restores scroll itself (the router's restoration is off), yet that read was the first touch of
 * the tab's session storage, which opens it: 3-4 ms of the longest start-up task on a fast
 * machine, ten times that on a cheap phone. The read now happens when the router first asks for
 * a position, which with restoration off is never. Throws when the module no longer has the
 * two declarations, so that an upgrade says so instead of quietly losing the saving.
 */
export function makeScrollRestorationLazy(code: string): string {
  if (!code.includes(STORAGE_DECLARATION) || !CACHE_DECLARATION.test(code))
    throw new Error(
      "lazyScrollRestoration: @tanstack/router-core's scroll-restoration.js changed; " +
        'update scripts/vite-lazy-scroll-restoration.ts',
    )
  const lazy = code
    .replace(
      STORAGE_DECLARATION,
      'let safeSessionStorageRead = false;\nlet safeSessionStorageValue;\n' +
        'const lazySessionStorage = () => safeSessionStorageRead ? safeSessionStorageValue : ' +
        '(safeSessionStorageRead = true, safeSessionStorageValue = getSafeSessionStorage());',
    )
    .replace(
      CACHE_DECLARATION,
      'let scrollRestorationCacheValue;\n' +
        'const lazyScrollCache = () => scrollRestorationCacheValue ??= createScrollRestorationCache();',
    )
  return lazy
    .replace(/\bsafeSessionStorage\b(?!Read|Value)/g, 'lazySessionStorage()')
    .replace(/\bscrollRestorationCache\b(?!Value)/g, 'lazyScrollCache()')
}

/** The browser build's copy of the router reads session storage only when it needs it. */
export function lazyScrollRestoration(): Plugin {
  return {
    name: 'jobs-zw:lazy-scroll-restoration',
    apply: 'build',
    transform(code, id) {
      if (!SCROLL_RESTORATION_MODULE.test(id)) return null
      return { code: makeScrollRestorationLazy(code), map: null }
    },
  }
}
