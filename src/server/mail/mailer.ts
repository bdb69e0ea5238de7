/**
 * Sending one email. The server is written against this; `createSmtpMailer` (smtp-mailer.ts)
 * sends through SMTP_URL with nodemailer. Without SMTP_URL there is no mailer at all, and
 * whatever would send mail says so (never a pretend success).
 */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** e.g. List-Unsubscribe, List-Unsubscribe-Post, List-Id */
  headers: Record<string, string>
  /** `<...@host>`, the same on every attempt of one message */
  messageId: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): Promise<void>
}

/** A failure the SMTP server says is permanent (5xx): retrying will not help. */
export class PermanentMailError extends Error {}
