/**
 * Job descriptions arrive as HTML (feeds, JSON-LD, ATS APIs) and are stored as markdown
 * (JobInput.description). Turndown does the conversion; in Node it parses with the DOM it bundles
 * (@mixmark-io/domino), so no jsdom is needed. Markdown is still sanitised when rendered; this
 * only keeps what a job description needs and drops what can never be content.
 */
import { Parser } from 'htmlparser2'
import TurndownService from 'turndown'

/** Elements dropped with everything inside them. */
const REMOVED_ELEMENTS = [
  'script',
  'style',
  'noscript',
  'iframe',
  'form',
  'button',
  'svg',
  'head',
  'title',
  'meta',
  'link',
  'object',
  'embed',
  'template',
  'textarea',
  'select',
  'canvas',
  'audio',
  'video',
  'math',
] as const
const REMOVED = new Set<string>(REMOVED_ELEMENTS)

/** Elements that separate words when tags are stripped. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
])

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// Far beyond any job description; bounds the work a hostile page can cause.
const MAX_HTML = 2_000_000
// Turndown recurses once per element and overflows the stack at about 2,000 levels (domino's
// tree building also slows down with depth); deeper documents are read as plain text.
const MAX_NESTING = 800

/** The parts of a DOM element the rules read (turndown's own types assume the DOM lib). */
interface ElementLike {
  nodeName: string
  getAttribute(name: string): string | null
}

const DESTINATION_ESCAPES: Record<string, string> = {
  '(': '%28',
  ')': '%29',
  ' ': '%20',
  '<': '%3C',
  '>': '%3E',
}

/** An href worth keeping as a link (absolute http, https, mailto or tel), else null. */
function safeHref(href: string | null): string | null {
  if (!href) return null
  let url: URL
  try {
    url = new URL(href.trim())
  } catch {
    // Relative links cannot be resolved here; their text is kept.
    return null
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null
  // Parentheses and spaces would end a markdown link destination early.
  return url.href.replace(/[()\s<>]/g, (char) => DESTINATION_ESCAPES[char] ?? '')
}

function createService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
    strongDelimiter: '**',
  })
  // The filter's element type comes from the DOM lib, which the server build does not load.
  service.remove([...REMOVED_ELEMENTS] as unknown as TurndownService.Filter)
  service.addRule('safeLink', {
    filter: (node: ElementLike) => node.nodeName === 'A',
    replacement: (content: string, node: ElementLike) => {
      const href = safeHref(node.getAttribute('href'))
      return href && content.trim() ? `[${content}](${href})` : content
    },
  })
  // Images carry no text a reader needs (logos, banners); the job's text is elsewhere.
  service.addRule('dropImage', { filter: 'img', replacement: () => '' })
  const escapeMarkdown = service.escape.bind(service)
  service.escape = (text: string) => escapeTags(escapeMarkdown(text))
  return service
}

let service: TurndownService | null = null

// Text that reads like a tag once entities are decoded ("&lt;b&gt;" is the text "<b>") must not
// become markup: the renderer strips raw HTML, so the words would vanish.
const TAG_LIKE = /<(?=[a-z!/?])/gi

function escapeTags(text: string): string {
  return text.replace(TAG_LIKE, '&lt;')
}

/**
 * Tidies converted markdown: non-breaking spaces become spaces, runs of spaces inside lines
 * (left by dropped images) collapse outside fenced code, blank lines collapse to one, and the
 * ends are trimmed. Hard breaks ("  " at a line's end) are kept.
 */
function tidyMarkdown(markdown: string): string {
  let inFence = false
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => {
      if (/^ {0,3}(?:```|~~~)/.test(line)) inFence = !inFence
      if (inFence) return line
      return /^[ \t]+$/.test(line) ? '' : line.replace(/(?<=\S) {2,}(?=\S)/g, ' ')
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** True when elements nest deeper than `limit`; stops reading as soon as they do. */
function nestsDeeperThan(html: string, limit: number): boolean {
  let depth = 0
  let tooDeep = false
  const parser = new Parser({
    onopentag() {
      depth++
      if (depth > limit && !tooDeep) {
        tooDeep = true
        parser.pause()
      }
    },
    onclosetag() {
      depth--
    },
  })
  parser.write(html)
  if (!tooDeep) parser.end()
  return tooDeep
}

/**
 * Text of `html` with tags removed and entities decoded. With `keepBreaks`, block elements start
 * new lines; otherwise all whitespace collapses to single spaces.
 */
function extractText(html: string, keepBreaks: boolean): string {
  const parts: string[] = []
  let skipDepth = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (REMOVED.has(name)) skipDepth++
        else if (skipDepth === 0 && BLOCK_ELEMENTS.has(name)) parts.push(keepBreaks ? '\n' : ' ')
      },
      onclosetag(name) {
        if (REMOVED.has(name)) skipDepth = Math.max(0, skipDepth - 1)
        else if (skipDepth === 0 && BLOCK_ELEMENTS.has(name)) parts.push(keepBreaks ? '\n' : ' ')
      },
      ontext(text) {
        if (skipDepth === 0) parts.push(text)
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  const text = parts.join('')
  if (!keepBreaks) return text.replace(/\s+/g, ' ').trim()
  return tidyMarkdown(
    text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .join('\n'),
  )
}

const LOOKS_LIKE_MARKUP = /<[a-z!/?]/i

/**
 * HTML to markdown: headings, lists, links (http, https, mailto and tel only), emphasis,
 * paragraphs and line breaks survive; scripts, styles, forms, media and images go. Text without
 * tags comes back as that text with entities decoded. Never throws.
 */
export function htmlToMarkdown(html: string): string {
  if (typeof html !== 'string' || html.length === 0) return ''
  const input = html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html
  try {
    if (!LOOKS_LIKE_MARKUP.test(input)) return escapeTags(extractText(input, true))
    if (input.length > MAX_NESTING * 3 && nestsDeeperThan(input, MAX_NESTING)) {
      return escapeTags(extractText(input, true))
    }
    service ??= createService()
    return tidyMarkdown(service.turndown(input))
  } catch {
    // Whatever turndown or its DOM cannot cope with, plain text with line breaks is still a
    // readable description.
    try {
      return escapeTags(extractText(input, true))
    } catch {
      return ''
    }
  }
}

/**
 * Plain text of a short field (title, company, location) that may carry markup or entities:
 * tags stripped, entities decoded ("R&amp;D" -> "R&D"), whitespace collapsed. Never throws.
 */
export function htmlToPlainText(html: string): string {
  if (typeof html !== 'string' || html.length === 0) return ''
  try {
    return extractText(html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html, false)
  } catch {
    return ''
  }
}
