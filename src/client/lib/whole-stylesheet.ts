import { lazy } from 'react'

import { WHOLE_STYLESHEET_ATTRIBUTE } from '#shared/first-stylesheet.ts'

/**
 * A page the server drew with only the first load's styles inline carries the site's whole
 * stylesheet as a disabled link, which the browser does not fetch (decision 075). Anything a lazy
 * chunk draws (another page, a menu, a sheet, a toast) needs the rest: this enables the link and
 * resolves once it has loaded. Where the page has the whole stylesheet already (every other
 * page, and the worker's shell) it resolves at once.
 */
const WHOLE_STYLESHEET = `link[${WHOLE_STYLESHEET_ATTRIBUTE}]`

// A stylesheet that never answers must not hold a page or a menu back for ever.
const GIVE_UP_MS = 4000

let loading: Promise<void> | undefined

export function loadWholeStylesheet(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  loading ??= new Promise<void>((resolve) => {
    const link = document.querySelector<HTMLLinkElement>(WHOLE_STYLESHEET)
    if (!link?.disabled) {
      resolve()
      return
    }
    const timer = setTimeout(resolve, GIVE_UP_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    // Offline and not yet kept, it fails: what the chunk draws is then drawn as it can be.
    link.addEventListener('load', done, { once: true })
    link.addEventListener('error', done, { once: true })
    link.disabled = false
  })
  return loading
}

/** React's `lazy`, whose component also waits for the whole stylesheet. */
export const lazyStyled: typeof lazy = (load) =>
  lazy(() => Promise.all([load(), loadWholeStylesheet()]).then(([module]) => module))

/** For tests: forget a stylesheet loaded before. */
export function resetWholeStylesheet(): void {
  loading = undefined
}
