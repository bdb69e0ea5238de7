import { useEffect, useState } from 'react'

import { SPLASH_SHOW_MS, SPLASH_STORAGE_KEY } from '#shared/boot-script.ts'

import { useIsServerRender } from '../../hooks/use-server-render.ts'

import { LogoMark } from './header.tsx'
import styles from './splash.module.css'

/** After SPLASH_SHOW_MS, a fade (splash.module.css). */
const SPLASH_FADE_MS = 200

/**
 * For the boot script: localStorage ends the device's first visit, sessionStorage this run of the
 * app installed on the home screen.
 */
function rememberShown(): void {
  try {
    localStorage.setItem(SPLASH_STORAGE_KEY, '1')
    sessionStorage.setItem(SPLASH_STORAGE_KEY, '1')
  } catch {
    // Storage that refuses writes was read by the boot script too, which then hid the splash.
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
 * A branded overlay over the first 1.9 s of a device's first visit, and of a start of the app
 * from the home screen (the boot script decides, before the first paint, so it never covers a
 * page already painted without it). The server's page carries it from its first paint, and CSS alone fades it 1.9 s after the page's start (the boot script's
 * --splash-delay) or hides it where it was seen before, so it ends on time even when the app's
 * code arrives late; hydrating keeps that markup. In a page the browser draws itself (the service
 * worker's shell) it is timed inline from the page's start. The app renders and fetches
 * underneath it, so it never delays data.
 */
export function Splash() {
  const serverRender = useIsServerRender()
  // Inline only in a page the browser draws: the server's markup is kept as it was. null: none.
  const [inlineDelayMs] = useState(() =>
    serverRender || alreadyShown() ? null : SPLASH_SHOW_MS - getPageAge(),
  )
  const [gone, setGone] = useState(
    () => !serverRender && (inlineDelayMs === null || inlineDelayMs <= -SPLASH_FADE_MS),
  )

  useEffect(() => {
    if (gone) return
    // Read here, not while rendering: the server cannot know what this tab has seen.
    const seen = alreadyShown()
    if (!seen) rememberShown()
    const leftMs = seen ? 0 : SPLASH_SHOW_MS + SPLASH_FADE_MS - getPageAge()
    const timer = setTimeout(() => setGone(true), Math.max(0, leftMs))
    return () => clearTimeout(timer)
  }, [gone])

  if (gone) return null
  return (
    // Decorative: a screen reader gets the page itself, not a loading message.
    <div
      className={styles.splash}
      style={
        inlineDelayMs === null ? undefined : { animationDelay: `${Math.round(inlineDelayMs)}ms` }
      }
      aria-hidden="true"
    >
      <span className={styles.logo}>
        <span className={styles.beat}>
          <LogoMark size={48} />
        </span>
        JobsZW
      </span>
      <p className={styles.text}>Booting up your opportunity engine</p>
    </div>
  )
}
