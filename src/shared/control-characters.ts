/**
 * Characters that text from strangers (a feed's titles, a form's message) must not carry into
 * what is stored, nor into an operator's terminal or page:
 *
 * - C0 controls and DEL: ESC starts terminal escape sequences (colours, cursor moves, a window
 *   title, a hyperlink), BEL rings, CR returns to the start of the line and overwrites it;
 * - C1 controls (U+0080-U+009F): U+009B is a one-character CSI to many terminals;
 * - bidi controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, U+200E/U+200F
 *   and U+061C marks): "Invoice" + U+202E + "fdp.exe" shows as "Invoiceexe.pdf", and an
 *   override reorders the text around it.
 *
 * Ingest and forms remove them (`removeControls`); commands that print stored or fetched text
 * show them as visible escapes (`escapeControls`), so an operator sees that something was there.
 * Tab and line feed stay in text that may hold line breaks, and nowhere else.
 */

// Building the classes from code points keeps the one list readable and lint-clean.
const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`
const range = (from: number, to: number) => `${hex(from)}-${hex(to)}`
const BIDI = [range(0x202a, 0x202e), range(0x2066, 0x2069), hex(0x200e), hex(0x200f), hex(0x061c)]
const C1_AND_DEL = range(0x7f, 0x9f)

/** Everything unsafe on one line, tab and line breaks included. */
const UNSAFE_ON_ONE_LINE = new RegExp(`[${range(0, 0x1f)}${C1_AND_DEL}${BIDI.join('')}]`, 'g')
/** Everything unsafe in text with lines: all but tab (U+0009) and line feed (U+000A). */
const UNSAFE_IN_LINES = new RegExp(
  `[${range(0, 0x08)}${range(0x0b, 0x1f)}${C1_AND_DEL}${BIDI.join('')}]`,
  'g',
)
// One-line text: what separates words keeps them apart ("Senior\nAccountant" is two words).
const LINE_SPACING = /[\t\n\v\f\r]+/g

export interface ControlOptions {
  /** true for text that may hold line breaks (a description, a message): tab and \n are kept */
  lineBreaks?: boolean
}

/**
 * `text` without control and bidi characters. One-line text has each run of tabs and line
 * breaks turned into a space; text with lines has Windows and old Mac line ends made "\n".
 */
export function removeControls(text: string, { lineBreaks = false }: ControlOptions = {}): string {
  if (lineBreaks) return text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_LINES, '')
  return text.replace(LINE_SPACING, ' ').replace(UNSAFE_ON_ONE_LINE, '')
}

/** One line of plain text: no control or bidi character, each run of spaces one space, trimmed. */
export function toOneLine(text: string): string {
  return removeControls(text).replace(/\s+/g, ' ').trim()
}

/** The escapes everyone reads at a glance; the rest are shown by number. */
const NAMED_ESCAPES: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/**
 * `text` with every control and bidi character shown as a visible escape: ESC as `\x1b`, BEL as
 * `\x07`, a line break on one line as `\n`, U+009B as `\x9b`, a right-to-left override as
 * `\u202e`. For a terminal or a page that shows stored text to an operator: nothing in it can
 * move the cursor, recolour, or reorder what is around it.
 */
export function escapeControls(text: string, { lineBreaks = false }: ControlOptions = {}): string {
  return text.replace(lineBreaks ? UNSAFE_IN_LINES : UNSAFE_ON_ONE_LINE, (character) => {
    const named = NAMED_ESCAPES[character]
    if (named) return named
    const code = character.charCodeAt(0)
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}
