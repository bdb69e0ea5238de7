/**
 * The forms' text rules as JSON Schema patterns, for the API description: what text must be, as
 * sent, for the server's checks and cleaning (forms.ts, control-characters.ts) to keep it. A
 * pattern has no flags and reads `\s` as JavaScript does, so these say exactly what the checks
 * do; the test beside this file holds them to the cleaning itself, character by character.
 */
import { PLAIN_ADDRESS } from '../email-address.ts'
import { JOB_ID_PATTERN } from '../job-id.ts'

/** C0 controls but tab and line breaks, and DEL: refused as sent (forms.ts, `noControls`). */
export const REFUSED_CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f'
/** C1 controls and bidi controls: dropped by the cleaning (control-characters.ts). */
export const DROPPED_CONTROLS = '\\u0080-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c'

/** Text with no refused control. */
export const NO_REFUSED_CONTROLS = `^[^${REFUSED_CONTROLS}]*$`

/**
 * A required text field: no refused control, and something left once white space is folded and
 * dropped characters are gone (blank is "required").
 */
export const REQUIRED_TEXT = `^[^${REFUSED_CONTROLS}]*[^\\s${REFUSED_CONTROLS}${DROPPED_CONTROLS}][^${REFUSED_CONTROLS}]*$`

/**
 * What the cleaning takes off the ends of a one-line text: white space as JavaScript's `\s`
 * reads it, but \v and \f (refused), and the dropped characters.
 */
const TRIMMED = `[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff${DROPPED_CONTROLS}]*`

/**
 * The pattern of an anchored `regex`: optionally also matching the empty text, with `around` at
 * both ends, or with its `a-z` classes in both cases (a pattern has no "i" flag).
 */
/* @__NO_SIDE_EFFECTS__ */
export function patternOf(
  regex: RegExp,
  { orEmpty = false, around = '', bothCases = false } = {},
): string {
  const inner = regex.source.slice(1, -1)
  const body = bothCases ? inner.replaceAll('a-z', 'A-Za-z') : inner
  return `^${around}${orEmpty ? `(?:${body})?` : `(?:${body})`}${around}$`
}

// Built by calls marked pure, as valibot's are: a page that imports forms.ts only for its
// limits leaves these out of its bundle.

/**
 * An email field: a plain address (email-address.ts), with what the cleaning trims around it.
 * Stricter than the server in one way only: a dropped character inside the address, which the
 * cleaning would remove, is refused here.
 */
export const EMAIL_TEXT = /* @__PURE__ */ patternOf(PLAIN_ADDRESS, { around: TRIMMED })

/** A job id: the rule of job-id.ts, whose "i" flag a pattern cannot have. */
export const JOB_ID_TEXT = /* @__PURE__ */ patternOf(JOB_ID_PATTERN, { bothCases: true })

/** `text` matching its letters in either case, the rest as written. */
function eitherCase(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)
}

/**
 * A filter as text: values of `values` separated by commas, in any case, with spaces around a
 * value and empty values ignored, as the list's address and the API read it (query-values.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function commaSeparated(values: readonly string[]): string {
  const value = `(?:${values.map(eitherCase).join('|')})`
  // Each space is read by one \s* only, so a long text cannot make a validator backtrack.
  return `^\\s*(?:${value}\\s*)?(?:,\\s*(?:${value}\\s*)?)*$`
}
