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

function runBootScript(pageAgeMs: number) {
  vi.spyOn(performance, 'now').mockReturnValue(pageAgeMs)
  // the same text index.html runs inline (and the CSP allows by its hash)
  new Function(BOOT_SCRIPT)()
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLOR.dark}">`
})

afterEach(() => {
  root.removeAttribute('style')
  delete root.dataset.theme
  delete root.dataset.splash
  delete root.dataset.js
})

describe('the boot script', () => {
  it("times a new tab's splash to end 1.9 s after the page's start", () => {
    runBootScript(600)
    expect(root.style.getPropertyValue('--splash-delay')).toBe('1300ms')
    expect(root.dataset.splash).toBeUndefined()
    expect(root.dataset.theme).toBeUndefined()
  })

  it('gives a late page a delay already past (CSS then ends the splash at once)', () => {
    runBootScript(2500)
    expect(root.style.getPropertyValue('--splash-delay')).toBe('-600ms')
  })

  it('hides the splash in a tab that has seen it, and applies a chosen light theme', () => {
    sessionStorage.setItem(SPLASH_STORAGE_KEY, '1')
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    runBootScript(100)
    expect(root.dataset.splash).toBe('seen')
    expect(root.dataset.theme).toBe('light')
    expect(document.querySelector('meta[name="theme-color"]')).toHaveProperty(
      'content',
      THEME_COLOR.light,
    )
  })

  it('marks the page as running scripts, which the stylesheet asks before showing app-only controls', () => {
    runBootScript(100)
    expect(root.dataset.js).toBe('')
  })

  it('never throws when storage is denied', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => runBootScript(100)).not.toThrow()
    expect(root.dataset.theme).toBeUndefined()
    expect(root.dataset.js).toBe('')
  })
})
