// Server tests print nothing unexpected: an error logged where none is expected fails the test,
// whether through console.error or the server's logger. The logger's lines are recorded per test
// (takeLogs reads them) instead of reaching standard output.
import { afterEach, beforeEach } from 'vitest'

import {
  captureLogs,
  type LogCapture,
  type LogLine,
} from '../../src/server/observability/log-capture.ts'
import { setLogSink } from '../../src/server/observability/logger.ts'

export { takeConsoleErrors } from './console-errors.ts'

// Lines logged outside a test (a beforeAll starting a server) are dropped.
setLogSink({ write: () => undefined })

let capture: LogCapture | null = null

beforeEach(() => {
  capture = captureLogs()
})

afterEach(() => {
  const errors = capture?.take('error') ?? []
  capture?.stop()
  capture = null
  if (errors.length > 0) {
    throw new Error(
      `logger.error was called:\n${errors.map((line) => JSON.stringify(line)).join('\n')}`,
    )
  }
})

/** The lines logged at `level` in this test so far, forgotten once taken. */
export function takeLogs(level: string): LogLine[] {
  return capture?.take(level) ?? []
}

/** Every line logged in this test so far (kept). */
export function logLines(level?: string): LogLine[] {
  return capture?.lines(level) ?? []
}
