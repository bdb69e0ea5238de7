/**
 * An SMTP server on 127.0.0.1 for tests: it takes whatever is sent (no login, no TLS), parses
 * each message with mailparser and keeps it, so a test reads the email a reader would get, its
 * headers included. `rejectNext(code)` refuses the next message with that reply (550: permanent,
 * 451: try later) to test how sending failures are handled. Nothing leaves the machine.
 */
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:PORT, for createSmtpMailer */
  url: string
  /** every message taken, in the order they came */
  messages: ParsedMail[]
  /** the messages once at least `count` have come; rejects after `timeoutMs` */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  close(): Promise<void>
  /** refuse the next message with this SMTP reply code */
  rejectNext(code: number): void
}

export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const messages: ParsedMail[] = []
  const rejections: number[] = []
  const waiters = new Set<() => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Connections a pooling client keeps open are cut at once when the test closes the server.
    closeTimeout: 50,
    onData(stream, _session, callback) {
      const code = rejections.shift()
      if (code !== undefined) {
        // The whole message is read before the reply, as a real server would.
        stream.on('end', () => {
          const error: Error & { responseCode?: number } = new Error(
            code >= 500 ? 'Mailbox unavailable' : 'Try again later',
          )
          error.responseCode = code
          callback(error)
        })
        stream.resume()
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: unknown) => callback(error as Error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          finish()
          resolve(messages.slice())
        }
        const timer = setTimeout(() => {
          finish()
          reject(new Error(`expected ${count} messages, got ${messages.length} in ${timeoutMs} ms`))
        }, timeoutMs)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    rejectNext(code) {
      rejections.push(code)
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
