/**
 * The mail the e2e server sent: it sends to a local SMTP server, which writes each message as
 * JSON to data/e2e-mail (scripts/e2e-server.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const MAIL_DIR = path.resolve(import.meta.dirname, '../../data/e2e-mail')

export interface SentMail {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

/** Every message sent to `address`, oldest first. */
export function mailTo(address: string): SentMail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as SentMail)
    .filter((mail) => mail.to.includes(address))
}

/** The first link to `pathname` in any message sent to `address` (null: none yet). */
export function linkInMail(address: string, pathname: string): string | null {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`https?://[^\\s>"]+${escaped}[^\\s>"]*`)
  for (const mail of mailTo(address)) {
    const found = pattern.exec(mail.text)?.[0]
    if (found) return found
  }
  return null
}
