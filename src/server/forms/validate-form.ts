/**
 * Field checks for the contact and newsletter bodies (SPEC.md §7): the spec's JSON shapes, with
 * lengths bounded and text cleaned. Every problem names the field.
 */
export class FormError extends Error {
  override name = 'FormError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

// A pragmatic check: one @, a dot in the domain, no spaces. Deliverability is the mail server's job.
const EMAIL = /^[^\s@"<>]+@[^\s@"<>]+\.[^\s@"<>.]{2,}$/
// Control characters other than tab and line breaks have no place in a message.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const LIMITS = { name: 100, email: 254, subject: 150, message: 5000, token: 2048 } as const

function readText(
  body: Record<string, unknown>,
  field: string,
  max: number,
  { multiline = false } = {},
): string {
  const value = body[field]
  if (value === undefined || value === null || value === '')
    throw new FormError(field, `${field} is required`)
  if (typeof value !== 'string') throw new FormError(field, `${field} must be text`)
  const text = multiline ? value.replace(/\r\n?/g, '\n').trim() : value.replace(/\s+/g, ' ').trim()
  if (!text) throw new FormError(field, `${field} is required`)
  if (text.length > max) throw new FormError(field, `${field} must be at most ${max} characters`)
  if (CONTROL.test(text))
    throw new FormError(field, `${field} contains characters that are not allowed`)
  return text
}

function readEmail(body: Record<string, unknown>): string {
  const email = readText(body, 'email', LIMITS.email)
  if (!EMAIL.test(email))
    throw new FormError('email', 'email must be an email address such as name@example.com')
  return email
}

/** The bot-check token, when the form sends one (absent is fine here; verification decides). */
export function readToken(body: Record<string, unknown>): string | null {
  const token = body['cf-turnstile-response']
  if (token === undefined || token === null || token === '') return null
  if (typeof token !== 'string' || token.length > LIMITS.token) {
    throw new FormError('cf-turnstile-response', 'cf-turnstile-response is not a valid token')
  }
  return token
}

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new FormError('body', 'The body must be a JSON object')
  }
  return body as Record<string, unknown>
}

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export function parseContactBody(raw: unknown): ContactMessage {
  const body = asObject(raw)
  return {
    name: readText(body, 'name', LIMITS.name),
    email: readEmail(body),
    subject: readText(body, 'subject', LIMITS.subject),
    message: readText(body, 'message', LIMITS.message, { multiline: true }),
  }
}

export function parseNewsletterBody(raw: unknown): { email: string } {
  return { email: readEmail(asObject(raw)).toLowerCase() }
}
