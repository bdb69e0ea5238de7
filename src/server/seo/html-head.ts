/**
 * The <head> of a page as crawlers read it: link-preview bots (WhatsApp, Facebook, LinkedIn) and
 * search engines take the title, description, Open Graph tags and JSON-LD from the HTML the
 * server sends. Every value is escaped for its context, so no job text can end an attribute, a
 * tag or the script block.
 */
export interface HeadMeta {
  title: string
  description: string
  canonicalUrl: string
  imageUrl: string
  imageWidth: number
  imageHeight: number
  type: 'website' | 'article'
  siteName: string
  /** schema.org data, written as application/ld+json */
  jsonLd?: unknown
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

/**
 * JSON for inside <script>: `<`, `>` and `&` become \u escapes (so "</script>" and "<!--" cannot
 * appear), as do the two line separators that some JavaScript engines treat as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function renderHeadTags(meta: HeadMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:image', meta.imageUrl),
    property('og:image:width', String(meta.imageWidth)),
    property('og:image:height', String(meta.imageHeight)),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.imageUrl),
  ]
  if (meta.jsonLd !== undefined)
    tags.push(`<script type="application/ld+json">${serializeJsonLd(meta.jsonLd)}</script>`)
  return tags.join('\n    ')
}

/**
 * index.html with its generic title and description replaced by `tags`, placed right after the
 * viewport tag: some preview bots read only the start of a page.
 */
export function injectHead(indexHtml: string, tags: string): string {
  const withoutGeneric = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '')
  const viewport = /<meta\s+name="viewport"[^>]*>/i.exec(withoutGeneric)
  // a function, not a string: `$&` or `$'` in a job title must not act as a replacement pattern
  if (!viewport) return withoutGeneric.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
  const at = viewport.index + viewport[0].length
  return `${withoutGeneric.slice(0, at)}\n    ${tags}${withoutGeneric.slice(at)}`
}

const NO_INDEX = '<meta name="robots" content="noindex" />'

/**
 * A "not found" page's head: its own title, and no index entry for the address. Only the first
 * call counts, so the job page's "Job Not Found" is not replaced by the renderer's generic one.
 */
export function injectNotFoundHead(html: string, title: string): string {
  if (html.includes(NO_INDEX)) return html
  return injectHead(html, `<title>${escapeHtml(title)}</title>\n    ${NO_INDEX}`)
}
