/**
 * Text into HTML, and the character references of markdown source back into text. Every piece of
 * source text the renderer emits passes through escapeHtml (or escapeAttribute, for an href):
 * together with the fixed tags the parsers write, that is what makes the output safe without a
 * sanitizer.
 */

const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const escapeWith = (pattern: RegExp) => (text: string) =>
  text.replace(pattern, (char) => REPLACEMENTS[char] ?? char)

/** Text as HTML, for an element's content. */
export const escapeHtml = escapeWith(/[&<>]/g)

/** Text as HTML, for a quoted attribute's value. */
export const escapeAttribute = escapeWith(/[&<>"']/g)

/**
 * The named references descriptions actually carry: scraped feeds are often encoded twice, so
 * "&amp;nbsp;" arrives as the text "&nbsp;". HTML has some 2,000 names; others stay as text,
 * which a reader can still make out, rather than adding kilobytes to every reader's download.
 */
const NAMED = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    hellip: '…',
    mdash: '—',
    ndash: '–',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
    bull: '•',
  }),
)

/** A reference's body ("amp", "#123", "#x1F") as text, or undefined for a name we do not know. */
export function decodeEntity(body: string): string | undefined {
  if (body[0] !== '#') return NAMED.get(body)
  const hex = body[1] === 'x' || body[1] === 'X'
  const code = parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
  // As HTML does: NUL, surrogates and numbers past Unicode become U+FFFD.
  const valid = code > 0 && code < 0x110000 && (code < 0xd800 || code > 0xdfff)
  return String.fromCodePoint(valid ? code : 0xfffd)
}

/** A character reference; the lengths bound the work done at each "&". */
export const ENTITY = /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\d]{1,31});/y

/** ASCII punctuation: what a backslash escapes (CommonMark). */
export const ESCAPABLE = /[!-/:-@[-`{-~]/

const ESCAPE_OR_ENTITY = new RegExp(`\\\\(${ESCAPABLE.source})|${ENTITY.source}`, 'g')

/**
 * A link destination as written to the text it means: backslash escapes and character references
 * resolved. This is the string whose scheme is checked, so "jav&#x61;script:" is seen as
 * "javascript:".
 */
export const unescapeString = (text: string): string =>
  text.replace(
    ESCAPE_OR_ENTITY,
    (match, escaped?: string, entity?: string) =>
      escaped ?? (entity ? decodeEntity(entity) : undefined) ?? match,
  )
