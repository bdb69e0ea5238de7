import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ThemeToggle } from '../components/layout/theme-toggle.tsx'
import { applyStoredTheme, followThemeOfOtherTabs, getTheme, toggleTheme } from './theme.ts'

function themeColor(): string | null {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null
}

beforeEach(() => {
  delete document.documentElement.dataset.theme
  document.head.innerHTML = '<meta name="theme-color" content="#000000" />'
})

// This project does not restore spies between tests by itself.
afterEach(() => {
  vi.restoreAllMocks()
})

describe('applyStoredTheme', () => {
  it('defaults to dark when nothing is stored', () => {
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(themeColor()).toBe('#0b1220')
  })

  it('applies a stored light theme', () => {
    localStorage.setItem('theme', 'light')
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(themeColor()).toBe('#f6f8fb')
  })

  it('treats system or unknown values as dark, since the system theme is disabled', () => {
    localStorage.setItem('theme', 'system')
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('falls back to dark when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})

describe('toggleTheme', () => {
  it('persists light under the key theme, sets data-theme and the browser bar colour', () => {
    applyStoredTheme()

    toggleTheme()
    expect(localStorage.getItem('theme')).toBe('light')
    expect(getTheme()).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(themeColor()).toBe('#f6f8fb')

    toggleTheme()
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(getTheme()).toBe('dark')
    expect(themeColor()).toBe('#0b1220')
  })

  it('still switches for the session when storage throws', () => {
    applyStoredTheme()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })

    toggleTheme()

    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('followThemeOfOtherTabs', () => {
  it('takes the theme another tab stored', () => {
    applyStoredTheme()
    followThemeOfOtherTabs()

    localStorage.setItem('theme', 'light')
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }))
    expect(getTheme()).toBe('light')

    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(getTheme()).toBe('dark')
  })
})

describe('ThemeToggle', () => {
  // The stylesheet shows one of the two labels; jsdom does not load CSS modules, so the rules
  // are given here with the class names the component was rendered with.
  function showOnlyTheCurrentLabel(button: HTMLElement) {
    const [inDark, inLight] = [...button.children]
    const style = document.createElement('style')
    style.textContent =
      `:root[data-theme='light'] .${inDark?.className} { display: none }` +
      `:root:not([data-theme='light']) .${inLight?.className} { display: none }`
    document.head.append(style)
  }

  it('is named after what it does in either theme, and flips on click', async () => {
    applyStoredTheme()
    const user = userEvent.setup()
    render(<ThemeToggle />)
    showOnlyTheCurrentLabel(screen.getByRole('button'))

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('renders the same markup whatever the theme, so a server page is right for everyone', () => {
    const dark = render(<ThemeToggle />).container.innerHTML
    localStorage.setItem('theme', 'light')
    applyStoredTheme()
    expect(render(<ThemeToggle />).container.innerHTML).toBe(dark)
  })
})
