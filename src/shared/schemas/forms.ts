/**
 * The bodies of the contact, newsletter and report forms, as one set of valibot schemas: the
 * server validates requests with them, the app takes its input limits from them, and the API
 * description is generated from them, so the three cannot drift apart. Every refusal names the
 * field, in words a person filling in the form can act on.
 */
import * as v from 'valibot'

import { canonicalEmailAddress, isPlainEmailAddress } from '../email-address.ts'
import { removeControls, toOneLine } from '../control-characters.ts'
import { REPORT_DETAILS_MAX } from '../report-reasons.ts'
import { EMAIL_TEXT, REQUIRED_TEXT } from './text-patterns.ts'

export { REPORT_DETAILS_MAX }

/** Longest accepted value of each contact field, in characters after cleaning. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const

/** Longest accepted bot-check token; Cloudflare documents 2048 characters as the maximum. */
export const TURNSTILE_TOKEN_MAX = 2048

/** The field the bot-check widget fills in, under the name Cloudflare gives it. */
export const TURNSTILE_FIELD = 'cf-turnstile-response'

/** The random id a device sends with its reports (a UUID, or a shorter id of the same kind). */
export const REPORTER_ID_PATTERN = /^[0-9a-zA-Z-]{8,64}$/

export function isReporterId(value: string): boolean {
  return REPORTER_ID_PATTERN.test(value)
}

export const BODY_NOT_OBJECT = 'The body must be a JSON object'

// Control characters other than tab and line breaks have no place in a message.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * One line of text: every run of white space becomes one space. C1 and bidi controls, which no
 * keyboard types but which recolour or reorder what an operator later reads, are dropped; the
 * other C0 controls were refused before this runs (`noControls`).
 */
const oneLine = toOneLine
/** Several lines: Windows and old Mac line ends become "\n"; inner spacing is kept. */
export const multiLine = (text: string) => removeControls(text, { lineBreaks: true }).trim()

// The builders below are marked free of side effects, as valibot's own are: pages that only read
// the limits from this module then leave the schemas, and valibot, out of their bundle.

/** Refuses C0 controls (but tab and line breaks) as sent, before cleaning could drop them. */
/* @__NO_SIDE_EFFECTS__ */
export function noControls(field: string) {
  return v.check(
    (text: string) => !CONTROL.test(text),
    `${field} contains characters that are not allowed`,
  )
}

/** A text field, once cleaned: bounded. */
/* @__NO_SIDE_EFFECTS__ */
export function cleanText(field: string, max: number) {
  // Characters (code points), as the API description's maxLength counts them: an emoji is one.
  return v.pipe(v.string(), v.maxCodePoints(max, `${field} must be at most ${max} characters`))
}

/**
 * A required text field; absent, null, empty and blank all read as "required". The limit holds
 * for the cleaned text; the metadata states it to readers of the API description as well, which
 * cannot see past the cleaning.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(
  field: string,
  max: number,
  { multiline = false, pattern = REQUIRED_TEXT } = {},
) {
  return v.pipe(
    v.string((issue) => (issue.input === null ? `${field} is required` : `${field} must be text`)),
    // The pattern says as JSON Schema what noControls and "required" check (text-patterns.ts).
    v.metadata({ minLength: 1, maxLength: max, pattern }),
    noControls(field),
    v.transform(multiline ? multiLine : oneLine),
    v.nonEmpty(`${field} is required`),
    cleanText(field, max),
  )
}

/**
 * The email field of every form that takes one (contact, newsletter, job alerts): a plain
 * address only, no comment, quote or display name (email-address.ts), in its canonical form
 * (lower-cased), so each limit per address counts every spelling of it once. Whether it can be
 * delivered is the mail server's business.
 */
export const emailAddressField = v.pipe(
  requiredText('email', CONTACT_LIMITS.email, { pattern: EMAIL_TEXT }),
  v.check(isPlainEmailAddress, 'email must be an email address such as name@example.com'),
  v.transform(canonicalEmailAddress),
)

/** The bot-check token, when the form sends one: absent is fine here, verification decides. */
export const turnstileToken = v.pipe(
  v.nullish(
    v.pipe(
      v.string(`${TURNSTILE_FIELD} is not a valid token`),
      // Counted in characters, as JSON Schema's maxLength is, which the metadata states.
      v.metadata({ maxLength: TURNSTILE_TOKEN_MAX }),
      v.maxCodePoints(TURNSTILE_TOKEN_MAX, `${TURNSTILE_FIELD} is not a valid token`),
    ),
    null,
  ),
  v.transform((token): string | null => token || null),
)

/**
 * A form body: a JSON object whose unknown fields (the "_replyto" and "_subject" a form service
 * would want) are dropped. A field that is missing altogether is refused with its own message.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formBody<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  whenMissing: Partial<Record<keyof TEntries, string>> = {},
) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    if (typeof key !== 'string') return BODY_NOT_OBJECT
    return whenMissing[key as keyof TEntries] ?? `${key} is required`
  })
}

export const contactBodySchema = formBody({
  name: requiredText('name', CONTACT_LIMITS.name),
  email: emailAddressField,
  subject: requiredText('subject', CONTACT_LIMITS.subject),
  message: requiredText('message', CONTACT_LIMITS.message, { multiline: true }),
  [TURNSTILE_FIELD]: turnstileToken,
})

export const newsletterBodySchema = formBody({
  // One subscription per address, whatever case it was typed in.
  email: emailAddressField,
  [TURNSTILE_FIELD]: turnstileToken,
})

export type ContactBody = v.InferOutput<typeof contactBodySchema>
export type NewsletterBody = v.InferOutput<typeof newsletterBodySchema>

export type FormParseResult<T> =
  { ok: true; value: T } | { ok: false; field: string; message: string }

/**
 * Checks a parsed JSON body against one of the schemas above and answers with the cleaned
 * values, or with the first problem and the field it concerns ("body" when the body as a whole
 * is wrong). Arrays are objects to valibot, so they are refused here.
 */
export function parseFormBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): FormParseResult<v.InferOutput<TSchema>> {
  if (Array.isArray(body)) return { ok: false, field: 'body', message: BODY_NOT_OBJECT }
  const result = v.safeParse(schema, body, { abortEarly: true })
  if (result.success) return { ok: true, value: result.output }
  const [issue] = result.issues
  // A field inside an object is named by its path ("subscription.endpoint"); an item of a list
  // by the list's name.
  const path = (issue.path ?? [])
    .map((item) => item.key)
    .filter((key): key is string => typeof key === 'string')
  return { ok: false, field: path.join('.') || 'body', message: issue.message }
}
