// The boot script is shared text (the server hashes it for its CSP) but runs in the browser, so it
// is tested here, in the client's simulated page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  BOOT_SCRIPT,
  SPLASH_STORAGE_KEY,
  THEME_COLOR,
  THEME_STORAGE_KEY,
} from '#shared/boot-script.ts'

const root = document.documentElement

function runBootScript(pageAgeMs: number, { standalone = false } = {}) {
  vi.spyOn(performance, 'now').mockReturnValue(pageAgeMs)
  // jsdom has no matchMedia; the app started from the home screen matches display-mode standalone
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  }))
  // the same text index.html runs inline (and the CSP allows by its hash)
  new Function(BOOT_SCRIPT)()
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLOR.dark}">`
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
  root.removeAttribute('style')
  delete root.dataset.theme
  delete root.dataset.splash
  delete root.dataset.js
})

describe('the boot script', () => {
  it("times a first visit's splash to end 1.9 s after the page's start", () => {
    runBootScript(600)
    expect(root.style.getPropertyValue('--splash-delay')).toBe('1300ms')
    expect(root.dataset.splash).toBeUndefined()
    expect(root.dataset.theme).toBeUndefined()
  })

  it('gives a late page a delay already past (CSS then ends the splash at once)', () => {
    runBootScript(2500)
    expect(root.style.getPropertyValue('--splash-delay')).toBe('-600ms')
  })

  it('hides the splash after the first visit (a job opened from a link, a second tab), and applies a chosen light theme', () => {
    localStorage.setItem(SPLASH_STORAGE_KEY, '1')
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    runBootScript(100)
    expect(root.dataset.splash).toBe('seen')
    expect(root.dataset.theme).toBe('light')
    expect(document.querySelector('meta[name="theme-color"]')).toHaveProperty(
      'content',
      THEME_COLOR.light,
    )
  })

  it('shows it when the installed app starts from the home screen, once per run of the app', () => {
    localStorage.setItem(SPLASH_STORAGE_KEY, '1')
    runBootScript(100, { standalone: true })
    expect(root.dataset.splash).toBeUndefined()
    sessionStorage.setItem(SPLASH_STORAGE_KEY, '1')
    runBootScript(100, { standalone: true })
    expect(root.dataset.splash).toBe('seen')
  })

  it('marks the page as running scripts, which the stylesheet asks before showing app-only controls', () => {
    runBootScript(100)
    expect(root.dataset.js).toBe('')
  })

  it('never throws when storage is denied, and then never shows the splash (it could not be remembered)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => runBootScript(100)).not.toThrow()
    expect(root.dataset.theme).toBeUndefined()
    expect(root.dataset.splash).toBe('seen')
    expect(root.dataset.js).toBe('')
  })
})
