/**
 * What the build says of the first load's styles (scripts/vite-first-stylesheet.ts), read by the
 * server to draw a page with them (src/server/render/first-stylesheet.ts) and by the app to load
 * the rest when it needs it (src/client/lib/whole-stylesheet.ts): decision 075.
 */
export const FIRST_STYLESHEET_INFO = '/.vite/first-stylesheet.json'

export interface FirstStylesheet {
  /** the subset, e.g. `assets/first-Ab12Cd34.css` */
  first: string
  /** the whole stylesheet index.html links */
  whole: string
  /** the hashes that end the classes of CSS modules the subset leaves out */
  lazyHashes: string[]
}

/** Marks the whole stylesheet's link, disabled, on a page that carries the subset. */
export const WHOLE_STYLESHEET_ATTRIBUTE = 'data-whole-stylesheet'

/**
 * Whether a class is one of a lazy CSS module's: a module's classes end with `_` and its file's
 * 3-character hash (scripts/css-class-names.ts).
 */
export function isLazyClassName(name: string, lazyHashes: ReadonlySet<string>): boolean {
  return name.length > 4 && name.at(-4) === '_' && lazyHashes.has(name.slice(-3))
}
