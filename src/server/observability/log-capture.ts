/**
 * For tests: the logger's lines, parsed, instead of standard output. The server test setup
 * records every test's lines and fails a test that logged an error it did not take
 * (tests/setup/server.ts), as it does for console.error.
 */
import { setLogSink, type LogSink } from './logger.ts'

export interface LogLine {
  level: string
  msg?: string
  [field: string]: unknown
}

export interface LogCapture {
  /** every line so far, or those at `level` */
  lines(level?: string): LogLine[]
  /** returns the lines at `level` so far and forgets them */
  take(level: string): LogLine[]
  /** puts the previous sink back */
  stop(): void
}

export function captureLogs(): LogCapture {
  let recorded: LogLine[] = []
  const sink: LogSink = { write: (line) => void recorded.push(JSON.parse(line) as LogLine) }
  const previous = setLogSink(sink)
  return {
    lines: (level) => (level ? recorded.filter((line) => line.level === level) : [...recorded]),
    take(level) {
      const taken = recorded.filter((line) => line.level === level)
      recorded = recorded.filter((line) => line.level !== level)
      return taken
    },
    stop: () => void setLogSink(previous),
  }
}
