// Component tests: jest-dom matchers, a clean DOM and storage per test, and console errors fail.
import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []

/**
 * sonner publishes toasts from its own setTimeout with flushSync; when that lands while Testing
 * Library's findBy* has switched the act environment off, React prints this notice. It says
 * nothing about our code (the toasts themselves are asserted), so it alone does not fail a test.
 */
const IGNORED = ['The current testing environment is not configured to support act(']

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!IGNORED.some((prefix) => String(args[0]).startsWith(prefix))) errors.push(args)
  })
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  const logged = errors
  errors = []
  if (logged.length > 0) {
    throw new Error(
      `console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
