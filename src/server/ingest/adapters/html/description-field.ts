/**
 * A description read from a card or a job's page: the selected element's HTML as markdown (links
 * made absolute), then the field's cleaning steps, if any, on that markdown.
 */
import { htmlToMarkdown, htmlToPlainText } from '../../normalise/html-to-markdown.ts'
import { clampText } from '../../normalise/text-fields.ts'
import { cleanText, fieldSelector, type FieldRead } from './clean-field.ts'
import type { FieldSpec } from './field-spec.ts'
import { outerHtml, resolveLink, selectFirst, type HtmlNode } from './page-selectors.ts'

export const MAX_DESCRIPTION = 50_000

export interface DescriptionRead extends FieldRead {
  /** the element's plain text, where a deadline phrase is looked for ('' when absent) */
  plain: string
}

export function readDescriptionField(
  root: HtmlNode,
  spec: FieldSpec,
  pageUrl: string,
): DescriptionRead {
  const select = fieldSelector(spec)
  const element = select === null ? null : selectFirst(root, select)
  if (!element) {
    const value = typeof spec === 'string' ? null : cleanText(null, spec)
    return { raw: null, value, plain: '' }
  }
  const markup = absoluteLinks(outerHtml(element), pageUrl)
  const raw = clampText(htmlToMarkdown(markup).trim(), MAX_DESCRIPTION) || null
  const value =
    typeof spec === 'string'
      ? raw
      : cleanText(raw, spec, { maxLength: MAX_DESCRIPTION, collapse: false })
  return { raw, value, plain: htmlToPlainText(markup) }
}

/** Relative links in a description would be dropped by the markdown converter: resolve them. */
function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(/\bhref\s*=\s*"([^"]*)"/gi, (whole, href: string) => {
    const resolved = resolveLink(href.replace(/&amp;/g, '&'), pageUrl)
    return resolved ? `href="${resolved.replace(/&/g, '&amp;').replace(/"/g, '%22')}"` : whole
  })
}
