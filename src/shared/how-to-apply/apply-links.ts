/**
 * The one-tap actions of a how-to-apply box: an email with the reference as its subject, a
 * WhatsApp chat with a first message, a call. Each takes a value as stored and checks it again
 * (method-values.ts): a value that is not its kind's plain form gives no link (null) rather
 * than a link that does something else.
 */
import { isPlainEmailAddress } from '../email-address.ts'
import { removeControls, toOneLine } from '../control-characters.ts'

/** What a phone or WhatsApp value may be here: digits, with a + before them or not. */
const DIALLED = /^\+?[0-9]{3,15}$/
const SUBJECT_MAX = 200

/**
 * `mailto:` with the subject the employer asked for: the reference, else "Application: <job
 * title>". The local part is percent-encoded (RFC 6068): `?`, `=`, `&`, `#` and `%` are allowed
 * in a plain address and would otherwise start a query (`a?cc=x@example.org` names no one and
 * copies x). The subject is one line: a line break in it could end the header in a mail
 * program that builds headers from the link.
 */
export function mailtoHref(
  email: string,
  reference: string | null,
  jobTitle: string,
): string | null {
  if (!isPlainEmailAddress(email)) return null
  const at = email.lastIndexOf('@')
  const mailbox = `${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`
  const subject = oneLine(reference?.trim() ? reference : `Application: ${jobTitle}`, SUBJECT_MAX)
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}`
}

/** `https://wa.me/<digits>`, with `text` as the chat's first message when there is one. */
export function whatsappHref(number: string, text?: string | null): string | null {
  if (!DIALLED.test(number)) return null
  const message = text ? wellFormed(removeControls(text, { lineBreaks: true })).trim() : ''
  const query = message ? `?text=${encodeURIComponent(message)}` : ''
  return `https://wa.me/${number.replace('+', '')}${query}`
}

/** `tel:` with the number as dialled. */
export function telHref(number: string): string | null {
  return DIALLED.test(number) ? `tel:${number}` : null
}

function oneLine(text: string, max: number): string {
  // Cut before the surrogates are mended: a cut may fall inside a pair.
  return wellFormed(toOneLine(text).slice(0, max))
}

/** Lone surrogates replaced: encodeURIComponent throws on them. */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  )
}
