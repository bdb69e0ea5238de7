// Component tests: jest-dom matchers, a clean DOM and storage per test, and console errors fail.
import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
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
