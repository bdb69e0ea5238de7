/**
 * Job descriptions are scraped markdown: untrusted. They are rendered with marked and then
 * sanitized with DOMPurify (marked does not sanitize). This is the only
 * module allowed to import either, and only the job detail route imports it, so neither library
 * is downloaded by someone who just browses the list.
 */
// eslint-disable-next-line no-restricted-imports -- this is the wrapper the rule sends people to
import DOMPurify, { type Config } from 'dompurify'
// eslint-disable-next-line no-restricted-imports -- this is the wrapper the rule sends people to
import { Marked, type Tokens } from 'marked'

/**
 * A competing job portal: its links are removed from descriptions (the link text
 * stays) so that applicants go to the employer, not to a competing listing. Subdomains count.
 */
export const DEFAULT_BLOCKED_DOMAINS: readonly string[] = ['vacancymail.co.zw']

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Raw HTML inside a description becomes its plain text, and script and style elements vanish
 * with their contents, before any parser sees a tag. Descriptions are markdown (the ingester
 * converts HTML); and Chromium reports a CSP violation for every on* attribute it parses, even
 * into an inert document, so hostile markup would otherwise fill the console. DOMPurify still
 * guards everything below. Code spans and blocks never come here: their tags are text.
 *
 * marked hands inline tags over one token at a time, so whether we are inside an inline script
 * or style element is carried from one token to the next within a render.
 */
let insideScriptOrStyle = false

const rawHtmlRenderer = {
  html(token: Tokens.HTML | Tokens.Tag): string {
    if ('block' in token && token.block) {
      const withoutScripts = token.text.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      return escapeHtml(withoutScripts.replace(/<[^>]*>/g, ''))
    }
    const scriptOrStyle = /^<(\/?)(script|style)\b/i.exec(token.text)
    if (scriptOrStyle) insideScriptOrStyle = !scriptOrStyle[1]
    return ''
  },
  // false hands the token to marked's own text renderer.
  text: (): string | false => (insideScriptOrStyle ? '' : false),
}

// A private instance: marked's global defaults stay untouched for anyone else.
const markdownParser = new Marked({ gfm: true, breaks: true, renderer: rawHtmlRenderer })

// A private DOMPurify instance: hooks are global per instance. The
// server-render bundle has no window of its own; the browser build drops that branch.
const purify = DOMPurify(
  import.meta.env.SSR ? (await import('./sanitizer-window.server.ts')).sanitizerWindow : window,
)

const SANITIZE_CONFIG: Config = {
  // HTML only: no SVG or MathML namespaces.
  USE_PROFILES: { html: true },
  // Images and embeds would spend the reader's data on content nobody asked for.
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'img',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style'],
}

const ALLOWED_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// sanitize() is synchronous, so the hook can read the options of the call in progress here.
let blockedDomains: readonly string[] = DEFAULT_BLOCKED_DOMAINS

function isBlockedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return blockedDomains.some((domain) => {
    const blocked = domain.toLowerCase().replace(/^\.+|\.$/g, '')
    return blocked !== '' && (host === blocked || host.endsWith(`.${blocked}`))
  })
}

function parseUrl(href: string): URL | null {
  try {
    // No base URL: relative links in a scraped post point at the source site, not at ours.
    return new URL(href.trim())
  } catch {
    return null
  }
}

// DOMPurify removes event handlers already; this keeps "no on* attribute" true whatever its
// allow-list becomes.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName.toLowerCase().startsWith('on')) data.keepAttr = false
})

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return
  const href = node.getAttribute('href')
  if (href === null) return
  const url = parseUrl(href)
  if (!url || !ALLOWED_LINK_PROTOCOLS.has(url.protocol)) {
    node.removeAttribute('href')
    return
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return
  if (isBlockedHost(url.hostname)) {
    node.replaceWith(node.ownerDocument.createTextNode(node.textContent))
    return
  }
  node.setAttribute('target', '_blank')
  node.setAttribute('rel', 'noopener noreferrer')
})

/**
 * Three or more consecutive line breaks (blank or whitespace-only lines between) become one
 * blank line: with `breaks` on, extra newlines in scraped posts would otherwise add up to big
 * gaps.
 */
export function collapseBlankLines(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').replace(/\n(?:[ \t]*\n){2,}/g, '\n\n')
}

export interface RenderMarkdownOptions {
  /** Hosts whose links are replaced by their text; subdomains included. */
  blockedDomains?: readonly string[]
}

/** Renders untrusted markdown to sanitized HTML, safe for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  insideScriptOrStyle = false
  const html = markdownParser.parse(collapseBlankLines(markdown), { async: false })
  blockedDomains = options.blockedDomains ?? DEFAULT_BLOCKED_DOMAINS
  try {
    return purify.sanitize(html, SANITIZE_CONFIG)
  } finally {
    blockedDomains = DEFAULT_BLOCKED_DOMAINS
  }
}
