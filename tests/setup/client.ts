// Component tests: jest-dom matchers, a clean DOM and storage per test, and console errors fail.
import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

import { ignoreConsoleErrorsStartingWith } from './console-errors.ts'

/**
 * A state update from a timer or a resolved promise that lands while Testing Library's findBy*
 * has switched the act environment off makes React print this notice. It says nothing about our
 * code (what the update draws is asserted), so it alone does not fail a test.
 */
ignoreConsoleErrorsStartingWith([
  'The current testing environment is not configured to support act(',
])

// Registered after the console check, so it runs before it (after-hooks run in reverse): errors
// logged while a component unmounts count too.
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
