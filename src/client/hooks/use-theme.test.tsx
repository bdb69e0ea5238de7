import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ThemeToggle } from '../components/layout/theme-toggle.tsx'
import { applyStoredTheme, useTheme } from './use-theme.ts'

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

describe('useTheme', () => {
  it('starts dark', () => {
    applyStoredTheme()
    const { result } = renderHook(() => useTheme())
    expect(result.current.theme).toBe('dark')
  })

  it('toggling persists light under the key theme, sets data-theme and keeps users in sync', () => {
    applyStoredTheme()
    const first = renderHook(() => useTheme())
    const second = renderHook(() => useTheme())

    act(() => first.result.current.toggleTheme())

    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(themeColor()).toBe('#f6f8fb')
    expect(first.result.current.theme).toBe('light')
    expect(second.result.current.theme).toBe('light')

    act(() => second.result.current.toggleTheme())
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(first.result.current.theme).toBe('dark')
  })

  it('still switches for the session when storage throws', () => {
    applyStoredTheme()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { result } = renderHook(() => useTheme())

    act(() => result.current.toggleTheme())

    expect(result.current.theme).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('ThemeToggle', () => {
  it('is named after what it does and flips on click', async () => {
    applyStoredTheme()
    const user = userEvent.setup()
    render(<ThemeToggle />)

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }))

    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
