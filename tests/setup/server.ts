// Server tests print nothing unexpected: an error logged where none is expected fails the test.
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  const logged = errors
  errors = []
  if (logged.length > 0) {
    throw new Error(
      `console.error was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})

/** For tests that expect an error to be logged: returns and clears what was logged so far. */
export function takeConsoleErrors(): unknown[][] {
  const logged = errors
  errors = []
  return logged
}
