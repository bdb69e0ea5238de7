/**
 * The reader's theme. The <html> data-theme attribute is the single source of
 * truth: the boot script sets it before the first paint, the stylesheet reads it, and so does
 * the theme button's markup (theme-toggle.tsx), so nothing in React has to follow it.
 */
import { THEME_COLOR, THEME_STORAGE_KEY as STORAGE_KEY } from '#shared/boot-script.ts'

export type Theme = 'light' | 'dark'

function readStoredTheme(): Theme {
  try {
    // Dark is the default and the system theme is not followed, so only an
    // explicit 'light' opts out.
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark'
  } catch {
    return 'dark'
  }
}

function setDocumentTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme])
}

export function getTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
}

/** Runs before the first render so the page never paints in the wrong theme. */
export function applyStoredTheme(): void {
  setDocumentTheme(readStoredTheme())
}

/** Another tab changed the choice: this one follows, so tabs do not disagree. */
export function followThemeOfOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) applyStoredTheme()
  })
}

export function toggleTheme(): void {
  const next: Theme = getTheme() === 'dark' ? 'light' : 'dark'
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Storage full or disabled: the switch still holds for this session.
  }
  setDocumentTheme(next)
}
