/**
 * Markdown to a one-paragraph plain-text preview (a job card's). It runs
 * on the server too (meta descriptions), so it is regex-only: no DOM and no markdown library, and
 * cards stay cheap to render on old phones. It aims for readable text, not for a faithful parse.
 */

// A private-use character marks text set aside (code, escaped characters) so that the emphasis
// and tag rules below cannot touch it; input copies of it are dropped first.
const MARK = '\uE000'
const STASHED = new RegExp(`${MARK}(\\d+)${MARK}`, 'g')

// ``` or ~~~ fences, to the matching closing fence or to the end of the text.
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm
// Elements whose content is not prose: dropped with their content.
const NON_PROSE_ELEMENTS =
  /<(script|style|template|noscript|textarea|title|iframe|object)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const BACKSLASH_ESCAPE = /\\([!-/:-@[-`{-~])/g
const INLINE_CODE = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g
const AUTOLINK = /<((?:https?|ftp|mailto|tel):[^\s<>]*|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/gi
// Tags that separate words; any other tag is removed without a space ("<b>Apply</b>now").
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi
const ANY_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/gi

// Link and image destinations may hold one level of balanced parentheses (Wikipedia URLs).
const DESTINATION = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`
const IMAGE = new RegExp(String.raw`!\[[^\]]*\](?:${DESTINATION}|\[[^\]]*\])`, 'g')
const LINK = new RegExp(String.raw`\[([^\]]*)\](?:${DESTINATION}|\[[^\]]*\])`, 'g')
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S.*$/gm

const THEMATIC_BREAK_OR_SETEXT = /^ {0,3}([-*_=])(?:[ \t]*\1){2,}[ \t]*$/
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$/
const BLOCKQUOTE_MARKER = /^\s*>\s?/
const HEADING_MARKER = /^ {0,3}#{1,6}(?:[ \t]+|$)/
const HEADING_CLOSING = /[ \t]+#+[ \t]*$/
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/

const STRIKETHROUGH = /~~(?=\S)([^~]*?\S)~~/g
const STAR_EMPHASIS = /(\*\*?)(?=[^\s*])(.*?[^\s*]|[^\s*])\1/g
// Underscores inside words (snake_case, file_names) are not emphasis in CommonMark.
const UNDERSCORE_EMPHASIS =
  /(^|[^\p{L}\p{N}_])(__?)(?=[^\s_])(.*?[^\s_]|[^\s_])\2(?![\p{L}\p{N}_])/gu

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X'
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return valid ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}

function stripEmphasis(line: string): string {
  let previous: string
  let current = line
  // Repeat until nothing changes: "***both***" and "**bold _italic_**" unwrap one layer a pass.
  do {
    previous = current
    current = current
      .replace(STRIKETHROUGH, '$1')
      .replace(STAR_EMPHASIS, '$2')
      .replace(UNDERSCORE_EMPHASIS, '$1$3')
  } while (current !== previous)
  return current
}

function stripBlockMarkers(line: string): string {
  if (THEMATIC_BREAK_OR_SETEXT.test(line) || TABLE_DELIMITER_ROW.test(line)) return ''
  let text = line
  while (BLOCKQUOTE_MARKER.test(text)) text = text.replace(BLOCKQUOTE_MARKER, '')
  if (HEADING_MARKER.test(text))
    text = text.replace(HEADING_MARKER, '').replace(HEADING_CLOSING, '')
  text = text.replace(LIST_MARKER, '• ')
  // Table rows lose their outer pipes; the inner ones still separate the cells.
  if (/^\s*\|.*\|\s*$/.test(text)) text = text.trim().slice(1, -1)
  return text
}

/** The plain-text card preview of a markdown description: one line, whitespace collapsed. */
export function toPlainTextPreview(markdown: string): string {
  const stash: string[] = []
  const setAside = (text: string) => `${MARK}${stash.push(text) - 1}${MARK}`

  let text = markdown
    .replaceAll(MARK, '')
    .replace(/\r\n?/g, '\n')
    .replace(FENCED_CODE, '\n')
    .replace(HTML_COMMENT, ' ')
    .replace(NON_PROSE_ELEMENTS, ' ')
    // A backslash at the end of a line is a hard line break.
    .replace(/\\\n/g, '\n')
    .replace(BACKSLASH_ESCAPE, (_, char: string) => setAside(char))
    .replace(INLINE_CODE, (_, _fence: string, code: string) => setAside(code.trim()))
    .replace(AUTOLINK, (_, target: string) => setAside(target))
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(REFERENCE_DEFINITION, '')

  text = text
    .split('\n')
    .map((line) => stripEmphasis(stripBlockMarkers(line)))
    .join(' ')

  return decodeEntities(text)
    .replace(STASHED, (_, index: string) => stash[Number(index)] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The start of a description as plain text, at most `max` characters: what a card shows of it.
 * The same as truncating toPlainTextPreview's whole text, but a long description is converted
 * only up to a paragraph break well past `max`, when that gives enough text (a job post runs to
 * several thousand characters; a phone draws dozens of cards).
 */
export function toPlainTextExcerpt(markdown: string, max: number): string {
  // Paragraphs are where inline markup (links, emphasis, code) cannot continue across.
  const paragraphEnd = markdown.indexOf('\n\n', max * 2)
  if (paragraphEnd !== -1) {
    const text = toPlainTextPreview(markdown.slice(0, paragraphEnd))
    if (text.length > max) return truncateText(text, max)
  }
  return truncateText(toPlainTextPreview(markdown), max)
}

const TRAILING_PUNCTUATION = /[\s,;:–—-]+$/

/**
 * Cuts `text` to at most `max` characters at a word boundary and appends "…" when anything was
 * cut. A single word longer than `max` is cut mid-word rather than dropped.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  if (max <= 0) return ''
  let cut = text.slice(0, max)
  if (!/\s/.test(text.charAt(max))) {
    const lastSpace = cut.search(/\s\S*$/)
    if (lastSpace > 0) cut = cut.slice(0, lastSpace)
  }
  // Never leave half of a surrogate pair (emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const trimmed = cut.replace(TRAILING_PUNCTUATION, '')
  return `${trimmed || cut.trimEnd()}…`
}
