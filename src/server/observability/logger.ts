/**
 * The server's one logger: pino, one JSON line per event on standard output. Everything logs
 * through `logger` (or a child of it); where the lines go is switched underneath it, so modules
 * can import it at load time while the process entry picks the level and the output, and tests
 * record the lines instead (log-capture.ts).
 */
import pino from 'pino'

export type Logger = pino.Logger
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
export const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
]

/** Where lines are written; swapped by configureLogger and by tests. */
export interface LogSink {
  write(line: string): void
}

/**
 * Fields that may hold a reader's address or a secret, wherever a caller puts them (one level
 * down too: `{ alert: { email } }`). pino cannot see into the message text, so messages never
 * carry an address or a token: log an id instead.
 */
export const REDACTED_PATHS = [
  'email',
  '*.email',
  'to',
  '*.to',
  'token',
  '*.token',
  'password',
  '*.password',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
  'smtpUrl',
  'databaseUrl',
]

const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi

/** Text with any email address in it replaced: an SMTP refusal quotes the recipient. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '[email]')
}

/** pino's error serializer, with addresses taken out of the message and the stack. */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error
  const serialized = pino.stdSerializers.err(error)
  return {
    ...serialized,
    message: scrubEmails(serialized.message),
    stack: scrubEmails(serialized.stack),
  }
}

// Synchronous: a line logged just before process.exit is still written.
const stdoutSink: LogSink = pino.destination({ dest: 1, sync: true })
let sink: LogSink = stdoutSink

export const logger: Logger = pino(
  {
    level: 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    // pid tells the processes of one machine apart; the host name is the log shipper's job.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => sink.write(line) },
)

/** Sends lines to `next` from now on; returns the sink it replaced. */
export function setLogSink(next: LogSink): LogSink {
  const previous = sink
  sink = next
  return previous
}

/**
 * The process entry's choice: LOG_LEVEL, and readable colour lines when a person watches a
 * terminal in development. pino-pretty is a development dependency: after `npm prune
 * --omit=dev` it is absent and the lines stay JSON.
 */
export async function configureLogger({
  level,
  pretty,
}: {
  level: LogLevel
  /** readable lines if a person watches (standard output is a terminal) */
  pretty: boolean
}): Promise<void> {
  logger.level = level
  if (!pretty || !process.stdout.isTTY) return
  try {
    const { default: prettyStream } = await import('pino-pretty')
    sink = prettyStream({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss' })
  } catch {
    // Not installed (a production install): JSON lines it is.
  }
}
