// Every Vitest project: a test that logs an error where none is expected fails.
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []
let ignoredPrefixes: string[] = []

/** Notices from libraries that say nothing about our code; each caller says why. */
export function ignoreConsoleErrorsStartingWith(prefixes: string[]): void {
  ignoredPrefixes = prefixes
}

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!ignoredPrefixes.some((prefix) => String(args[0]).startsWith(prefix))) errors.push(args)
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
