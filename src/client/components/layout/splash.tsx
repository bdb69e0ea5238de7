import { useEffect, useState } from 'react'

import { LogoMark } from './header.tsx'
import styles from './splash.module.css'

const SHOW_MS = 1900
const FADE_MS = 200
const STORAGE_KEY = 'splash-shown'

type Phase = 'shown' | 'fading' | 'gone'

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) !== null
  } catch {
    return false
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, '1')
  } catch {
    // Without storage the splash shows on every start, which is harmless.
  }
}

/**
 * A branded overlay over the first 1.9 s (SPEC.md §2 Shell). The app renders and fetches
 * underneath it, so it never delays data; it only hides the first paint.
 */
export function Splash() {
  // Read-only here: StrictMode calls initialisers twice, and a write would hide the splash.
  const [phase, setPhase] = useState<Phase>(() => (alreadyShown() ? 'gone' : 'shown'))

  useEffect(() => {
    if (phase === 'gone') return
    if (phase === 'shown') rememberShown()
    const timer = setTimeout(
      () => setPhase(phase === 'shown' ? 'fading' : 'gone'),
      phase === 'shown' ? SHOW_MS : FADE_MS,
    )
    return () => clearTimeout(timer)
  }, [phase])

  if (phase === 'gone') return null
  return (
    // Decorative: a screen reader gets the page itself, not a loading message.
    <div
      className={phase === 'fading' ? `${styles.splash} ${styles.fading}` : styles.splash}
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
