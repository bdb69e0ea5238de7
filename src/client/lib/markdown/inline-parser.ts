/**
 * The text of a paragraph, heading or list item to HTML: code spans, emphasis, strikethrough,
 * links, autolinks, backslash escapes, character references and line breaks (every newline is a
 * <br>, as with marked's `breaks`). One pass from left to right, each construct reading only up
 * to where it must end, so hostile input (200,000 "[" or "`") costs no more than prose.
 *
 * The output is a list of pieces: escaped text and fixed tags as strings, delimiter runs whose
 * tags are decided once the text is read (emphasis.ts), and numbers, which skip to a later piece
 * (an image, dropped with its description).
 */
import { backtickCloser, codeSpanHtml } from './code-spans.ts'
import { processEmphasis, readDelimiterRun, type Delimiter } from './emphasis.ts'
import { decodeEntity, ENTITY, ESCAPABLE, escapeHtml, unescapeString } from './escape.ts'
import { linkTags, matchBareUrl, matchEmailDomain, parseLinkTail } from './links.ts'
import { endOfElement, matchRawHtml, type RawHtmlMemo } from './raw-html.ts'

export interface RenderContext {
  blockedDomains: readonly string[]
  /** A script or style element left open: its content runs on into the next block. */
  hiddenElement: string
}

interface Bracket {
  /** Where its "[" or "![" sits in the output. */
  piece: number
  image: boolean
  /** The delimiter run on top of the stack when it opened: emphasis inside pairs above it. */
  delimiter: Delimiter | undefined
}

type Piece = string | number | Delimiter

const AUTOLINK = /<([a-zA-Z][a-zA-Z\d+.-]{1,31}:[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)*)>/y

export function renderInline(src: string, context: RenderContext): string {
  const pieces: Piece[] = []
  const brackets: Bracket[] = []
  // Brackets below this place cannot make links any more: links may not contain links.
  let linkFloor = 0
  let top: Delimiter | undefined
  let closingBackticks: ReturnType<typeof backtickCloser> | undefined
  const rawHtml: RawHtmlMemo = { found: new Map(), noTagBefore: 0 }
  let i = 0
  let textStart = 0
  // How many pieces there were after the last line break.
  let lastBreak = 0
  const flush = (end: number) => {
    if (end > textStart) pieces.push(escapeHtml(src.slice(textStart, end)))
    textStart = end
  }
  // Source text replaced by markup: the text before it is written out, the next starts at `end`.
  const replace = (start: number, end: number, ...html: Piece[]) => {
    flush(start)
    pieces.push(...html)
    i = textStart = end
  }
  // An address written in the text, or between "<" and ">": a link showing the address.
  const autolink = (start: number, end: number, href: string, address: string) => {
    const [open, close] = linkTags(href, context.blockedDomains)
    replace(start, end, open, escapeHtml(address), close)
  }

  if (context.hiddenElement) {
    const end = endOfElement(src, context.hiddenElement, 0)
    if (end < 0) return ''
    context.hiddenElement = ''
    i = textStart = end
  }

  while (i < src.length) {
    const char = src[i] ?? ''
    if (char === '\\') {
      const next = src[i + 1] ?? ''
      // "\" at a line's end is a line break: the newline makes it.
      if (next === '\n') replace(i, i + 1)
      else if (ESCAPABLE.test(next)) replace(i, i + 2, escapeHtml(next))
      else i++
    } else if (char === '\n') {
      // The spaces around a line break are not text.
      let end = i
      while (end > textStart && src[end - 1] === ' ') end--
      let next = i + 1
      while (src[next] === ' ' || src[next] === '\t') next++
      flush(end)
      // A line that left nothing (only tags, "<div>", or a comment) leaves no empty line either.
      replace(end, next, ...(pieces.length > lastBreak ? ['<br>'] : []))
      lastBreak = pieces.length
    } else if (char === '`') {
      let end = i + 1
      while (src[end] === '`') end++
      closingBackticks ??= backtickCloser(src)
      const close = closingBackticks(i, end - i)
      if (close === undefined) i = end
      else replace(i, close + end - i, codeSpanHtml(src.slice(end, close)))
    } else if (char === '*' || char === '_' || char === '~') {
      const [end, delimiter] = readDelimiterRun(src, i, top)
      if (delimiter) replace(i, end, (top = delimiter))
      else i = end
    } else if (char === '[' || (char === '!' && src[i + 1] === '[')) {
      const image = char === '!'
      replace(i, i + (image ? 2 : 1), image ? '![' : '[')
      brackets.push({ piece: pieces.length - 1, image, delimiter: top })
    } else if (char === ']') {
      const bracket = brackets.pop()
      const active = bracket && (bracket.image || brackets.length >= linkFloor)
      linkFloor = Math.min(linkFloor, brackets.length)
      const tail = active ? parseLinkTail(src, i + 1) : undefined
      if (!bracket || !tail) {
        i++
        continue
      }
      flush(i)
      processEmphasis(top, bracket.delimiter)
      top = bracket.delimiter
      if (top) top.next = undefined
      if (bracket.image) {
        // Images spend the reader's data on what the text already says: dropped, with their
        // description.
        pieces[bracket.piece] = pieces.length
        i = textStart = tail[0]
        continue
      }
      // An address inside the text would be a link in a link: it stays text.
      for (let piece = bracket.piece; piece < pieces.length; piece++) {
        const html = pieces[piece]
        if (typeof html === 'string' && /^<a |^<\/a>$/.test(html)) pieces[piece] = ''
      }
      const [open, close] = linkTags(tail[1], context.blockedDomains)
      pieces[bracket.piece] = open
      linkFloor = brackets.length
      replace(i, tail[0], close)
    } else if (char === '<') {
      AUTOLINK.lastIndex = i
      const address = AUTOLINK.exec(src)?.[1]
      const html = address ? undefined : matchRawHtml(src, i, rawHtml)
      if (address) {
        const href = address.includes(':') ? address : `mailto:${address}`
        autolink(i, AUTOLINK.lastIndex, href, address)
      } else if (html?.[1]) {
        const end = endOfElement(src, html[1], html[0])
        if (end < 0) context.hiddenElement = html[1]
        replace(i, end < 0 ? src.length : end)
      } else if (html) replace(i, html[0])
      else i++
    } else if (char === '&') {
      ENTITY.lastIndex = i
      const text = decodeEntity(ENTITY.exec(src)?.[1] ?? '')
      if (text) replace(i, ENTITY.lastIndex, escapeHtml(text))
      else i++
    } else if (char === '@') {
      // An e-mail address written out: its local part is the text just read.
      let start = i
      while (start > textStart && /[\w.+-]/.test(src[start - 1] ?? '')) start--
      const domain = start < i ? matchEmailDomain(src, i) : undefined
      const address = src.slice(start, i) + domain
      if (domain) autolink(start, i + domain.length, `mailto:${address}`, address)
      else i++
    } else {
      // An address written out starts a word: "see www.x.example", not "xwww.x.example".
      const url = /[hw]/i.test(char) && !/[\p{L}\p{N}]/u.test(src[i - 1] ?? '')
      const written = url ? matchBareUrl(src, i) : undefined
      // Turndown escapes "_" and "*" in text, addresses included ("https://x.example/a\_b"):
      // the address is the one without the backslashes, as GFM reads it.
      const address = unescapeString(written ?? '')
      const href = /^www\./i.test(address) ? `http://${address}` : address
      if (written) autolink(i, i + written.length, href, address)
      else i++
    }
  }
  flush(src.length)
  if (lastBreak && pieces.length === lastBreak) pieces.pop()
  processEmphasis(top, undefined)

  let html = ''
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]
    if (typeof piece === 'number') index = piece - 1
    else if (typeof piece === 'string') html += piece
    else if (piece) html += piece.before + piece.char.repeat(piece.count) + piece.after
  }
  // A link whose text was only an image (a linked logo) would be an empty, invisible link.
  return html.replace(/<a [^>]*><\/a>/g, '')
}
