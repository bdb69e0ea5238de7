import { useEffect, useState } from 'react'

import { SPLASH_STORAGE_KEY } from '#shared/boot-script.ts'

import { useIsServerRender } from '../../hooks/use-server-render.ts'

import { LogoMark } from './header.tsx'
import styles from './splash.module.css'

/** SPEC.md §2 Shell: shown for 1.9 s from the start of the page, then a 200 ms fade. */
export const SPLASH_SHOW_MS = 1900
export const SPLASH_FADE_MS = 200

function rememberShown(): void {
  try {
    sessionStorage.setItem(SPLASH_STORAGE_KEY, '1')
  } catch {
    // Without storage the splash shows on every start, which is harmless.
  }
}

/**
 * How long the page has been open. The splash may first have been painted by the server's HTML
 * long before this code ran, so its timing counts from the page's start, not from this render.
 */
function getPageAge(): number {
  return typeof performance === 'undefined' ? 0 : performance.now()
}

/** Set before the first paint by the boot script (src/shared/boot-script.ts). */
function alreadyShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.splash === 'seen'
}

/**
 * A branded overlay over the first 1.9 s of a visit (SPEC.md §2 Shell). It is in the server's
 * HTML and fades by CSS alone, so it ends on time even when the app's code arrives late; the app
 * renders and fetches underneath it, so it never delays data.
 */
export function Splash() {
  // A page the server rendered is on screen already: no splash over it, on the server or when
  // the app hydrates it.
  const serverRender = useIsServerRender()
  const [remainingMs] = useState(() =>
    serverRender || alreadyShown() ? null : SPLASH_SHOW_MS - getPageAge(),
  )
  const [gone, setGone] = useState(remainingMs === null || remainingMs <= -SPLASH_FADE_MS)

  useEffect(() => {
    if (gone || remainingMs === null) return
    rememberShown()
    const timer = setTimeout(() => setGone(true), remainingMs + SPLASH_FADE_MS)
    return () => clearTimeout(timer)
  }, [gone, remainingMs])

  if (gone) return null
  return (
    // Decorative: a screen reader gets the page itself, not a loading message.
    <div
      className={styles.splash}
      style={remainingMs === null ? undefined : { animationDelay: `${Math.round(remainingMs)}ms` }}
      aria-hidden="true"
    >
      <span className={styles.logo}>
        <LogoMark size={48} />
        JobsZW
      </span>
      <p className={styles.text}>Booting up your opportunity engine</p>
    </div>
  )
}
