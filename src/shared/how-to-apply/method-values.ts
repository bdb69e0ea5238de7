/**
 * What each kind of how-to-apply value may be. Values come from strangers' adverts and are shown
 * to readers as one-tap actions, so each kind has one narrow form, checked by the parser before
 * it keeps a value and by the schema (schemas/how-to-apply.ts) wherever the shape crosses the
 * wire:
 *
 * - link: `http://` or `https://` and a host in the form every URL parser reads alike
 *   (web-address.ts); never `javascript:`, `data:`, a protocol-relative `//host` or userinfo.
 *   No space, quote, angle bracket, backtick or backslash anywhere;
 * - email: a plain address, the forms' own rule (email-address.ts), stored lower-case;
 * - phone, whatsapp: E.164, `+` and 8 to 15 digits (`+263772123456`): what `tel:` and
 *   `wa.me/<digits>` take as they are, and one form for every way a number is written, so
 *   "0772 123 456" and "+263 77 212 3456" fold into one;
 * - in-person, post: an address as one line of text, without control or bidi characters, and
 *   nothing a program could take for a link: no `@`, no `//`, no colon with something straight
 *   after it (`javascript:…`, `https:…`); "Attn: HR" keeps its space.
 */
import { PLAIN_ADDRESS } from '../email-address.ts'
import { DROPPED_CONTROLS } from '../schemas/text-patterns.ts'
import { HOST_NAME, IPV4_ADDRESS, PORT_NUMBER } from '../web-address.ts'

export const METHOD_KINDS = ['link', 'email', 'whatsapp', 'phone', 'in-person', 'post'] as const
export type MethodKind = (typeof METHOD_KINDS)[number]

/** Printable ASCII but `"`, `<`, `>`, `\` and the backtick. */
const LINK_CHARACTER = '[\\x21\\x23-\\x3b\\x3d\\x3f-\\x5b\\x5d-\\x5f\\x61-\\x7e]'
export const WEB_LINK = new RegExp(
  `^https?://(?:${HOST_NAME}|${IPV4_ADDRESS})(?::${PORT_NUMBER})?(?:[/?#]${LINK_CHARACTER}*)?$`,
)
export const PHONE_NUMBER = /^\+[1-9][0-9]{7,14}$/
/** C0 controls (line breaks and tabs too), DEL, C1 controls and bidi controls. */
const UNSAFE_IN_A_LINE = `\\u0000-\\u001f\\u007f${DROPPED_CONTROLS}`
/** One line, nothing unsafe in it, no white space at either end. */
export const ONE_LINE_TEXT = new RegExp(
  `^[^\\s${UNSAFE_IN_A_LINE}](?:[^${UNSAFE_IN_A_LINE}]*[^\\s${UNSAFE_IN_A_LINE}])?$`,
)

/** One line of text that holds no link or address of another kind. */
export const PLACE_TEXT = new RegExp(`^(?![\\s\\S]*(?:@|//|:\\S))${ONE_LINE_TEXT.source.slice(1)}`)

export const METHOD_VALUE_RULES: Readonly<Record<MethodKind, { rule: RegExp; max: number }>> = {
  link: { rule: WEB_LINK, max: 2000 },
  // RFC 5321's longest path, less its angle brackets
  email: { rule: PLAIN_ADDRESS, max: 254 },
  whatsapp: { rule: PHONE_NUMBER, max: 16 },
  phone: { rule: PHONE_NUMBER, max: 16 },
  'in-person': { rule: PLACE_TEXT, max: 200 },
  post: { rule: PLACE_TEXT, max: 200 },
}

export { HOW_TO_APPLY_LIMITS } from './how-to-apply-limits.ts'

export function isSafeMethodValue(kind: MethodKind, value: string): boolean {
  const { rule, max } = METHOD_VALUE_RULES[kind]
  return value.length <= max && rule.test(value)
}
