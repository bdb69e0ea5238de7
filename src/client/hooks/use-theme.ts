import { useSyncExternalStore } from 'react'

import { THEME_COLOR, THEME_STORAGE_KEY as STORAGE_KEY } from '#shared/boot-script.ts'

export type Theme = 'light' | 'dark'

const listeners = new Set<() => void>()

function readStoredTheme(): Theme {
  try {
    // Dark is the default and the system theme is disabled (SPEC.md §2 Shell), so only an
    // explicit 'light' opts out.
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark'
  } catch {
    return 'dark'
  }
}

function setDocumentTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme])
  for (const listener of listeners) listener()
}

/** Runs before the first render so the page never paints in the wrong theme. */
export function applyStoredTheme(): void {
  setDocumentTheme(readStoredTheme())
}

// The <html> attribute is the single source of truth: CSS reads it, so the hook reads it too.
function getTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the choice; follow it so tabs do not disagree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) applyStoredTheme()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function toggleTheme(): void {
  const next: Theme = getTheme() === 'dark' ? 'light' : 'dark'
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Storage full or disabled: the switch still holds for this session.
  }
  setDocumentTheme(next)
}

export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(subscribe, getTheme, (): Theme => 'dark')
  return { theme, toggleTheme }
}
