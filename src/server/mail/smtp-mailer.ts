/**
 * The Mailer that sends through an SMTP server (SMTP_URL) with nodemailer, over a small pool of
 * connections kept open between messages (a digest run sends many). It sorts failures for the
 * outbox: a 5xx reply to the message is permanent (PermanentMailError: that mailbox or message
 * will not be taken, retrying is noise); everything else (no connection, a timeout, a 4xx
 * "try later", a login refused) may pass on a later attempt and is a plain Error.
 */
import nodemailer from 'nodemailer'

import { PermanentMailError, type Mailer, type OutgoingMail } from './mailer.ts'

/** What nodemailer adds to the errors it throws. */
interface SmtpError extends Error {
  code?: string
  responseCode?: number
}

/**
 * Bounds on one conversation with the server, well inside the outbox's lease on a message
 * (outbox.repo.ts), so a hung server never lets a second sender take a message still in flight.
 */
const CONNECTION_TIMEOUT_MS = 20_000
const GREETING_TIMEOUT_MS = 20_000
const SOCKET_TIMEOUT_MS = 60_000

/** A 5xx for this message; a refused login (EAUTH) is the site's setup, not the message's. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH'
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  })
  return {
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          // Ours, not nodemailer's: the same on every attempt, so a resend is recognisable.
          messageId: mail.messageId,
        })
      } catch (error) {
        const message = (error as Error).message
        if (isPermanentSmtpFailure(error)) throw new PermanentMailError(message, { cause: error })
        throw new Error(message, { cause: error })
      }
    },
    async close() {
      transport.close()
    },
  }
}
