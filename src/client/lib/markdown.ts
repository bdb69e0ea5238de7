/**
 * Job descriptions are scraped markdown: untrusted. Our own renderer (lib/markdown/) turns them
 * into HTML built only from fixed tags and escaped text, so nothing in a description can become
 * markup, and no sanitizer is needed: raw HTML is dropped (script and style with their content),
 * links are kept only for http, https, mailto and tel, and images are left out. It is a few KB,
 * loaded only where a page has markdown the server has not rendered (lib/markdown-renderer.ts).
 */
import { renderBlocks } from './markdown/block-parser.ts'

/**
 * A competing job portal: its links are removed from descriptions (the link text
 * stays) so that applicants go to the employer, not to a competing listing. Subdomains count.
 */
export const DEFAULT_BLOCKED_DOMAINS: readonly string[] = ['vacancymail.co.zw']

/**
 * Three or more consecutive line breaks (blank or whitespace-only lines between) become one
 * blank line: every newline is a line break, so extra newlines in scraped posts would otherwise
 * add up to big gaps.
 */
export function collapseBlankLines(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').replace(/\n(?:[ \t]*\n){2,}/g, '\n\n')
}

export interface RenderMarkdownOptions {
  /** Hosts whose links are replaced by their text; subdomains included. */
  blockedDomains?: readonly string[]
}

/** Tabs in a line's indentation, as spaces to the next multiple of four (CommonMark). */
const expandTabs = (line: string): string =>
  line.replace(/^[ \t]*\t/, (indent) => {
    let column = 0
    for (const char of indent) column += char === '\t' ? 4 - (column % 4) : 1
    return ' '.repeat(column)
  })

/** Renders untrusted markdown to safe HTML, for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  // NUL becomes U+FFFD, as in CommonMark and HTML.
  const lines = collapseBlankLines(markdown).replace(/\0/g, '\ufffd').split('\n').map(expandTabs)
  return renderBlocks(lines, {
    blockedDomains: options.blockedDomains ?? DEFAULT_BLOCKED_DOMAINS,
    hiddenElement: '',
  })
}
