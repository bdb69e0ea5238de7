import { toggleTheme } from '../../lib/theme.ts'
import styles from './theme-toggle.module.css'

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  )
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  )
}

/**
 * Both choices are in the markup and the stylesheet shows the one for the theme on <html>: the
 * server cannot know a reader's theme, and a server page (or the app's first render, which must
 * match it) naming the wrong one would say "Switch to light theme" to someone in light. Hidden
 * with display: none, the other label is out of the accessibility tree too.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button type="button" className={`button js-only ${className ?? ''}`} onClick={toggleTheme}>
      {/* The icon shows where the button takes you, like the label. */}
      <span className={styles.inDark}>
        <SunIcon />
        <span className="visually-hidden">Switch to light theme</span>
      </span>
      <span className={styles.inLight}>
        <MoonIcon />
        <span className="visually-hidden">Switch to dark theme</span>
      </span>
    </button>
  )
}
