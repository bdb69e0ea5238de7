/**
 * The selector mini-language of `html` sources: `sel` is the whitespace-collapsed text of the
 * first element matching the CSS selector `sel` inside a card (or page); `sel@attr` the attribute
 * `attr` of that element; `@attr` alone the card's own attribute. Parsed with htmlparser2 and
 * matched with css-select, both pure JavaScript (docs/decisions/031-html-sources.md).
 */
import { compile, selectAll, selectOne } from 'css-select'
import { DomUtils, ElementType, parseDocument } from 'htmlparser2'

import { httpLink } from '../adapter-fields.ts'

export type HtmlDocument = ReturnType<typeof parseDocument>
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number]
export type HtmlNode = HtmlDocument | HtmlElement
type ChildNode = HtmlDocument['children'][number]

export interface FieldSelector {
  /** null: the card itself (`@attr`) */
  css: string | null
  /** null: the text */
  attribute: string | null
}

// An attribute name after the last "@": "a.apply@href". "@" inside a quoted attribute value
// (a[href^="mailto:hr@x"]) is followed by more than a name and does not match.
const ATTRIBUTE_SUFFIX = /^(.*?)@([a-z_:][-\w:.]*)$/i

/** Splits `sel@attr`; does not check the CSS (see selectorProblem). */
export function parseFieldSelector(value: string): FieldSelector {
  const trimmed = value.trim()
  const match = ATTRIBUTE_SUFFIX.exec(trimmed)
  if (!match) return { css: trimmed, attribute: null }
  const css = (match[1] ?? '').trim()
  return { css: css === '' ? null : css, attribute: (match[2] ?? '').toLowerCase() }
}

/** Why `value` is not a usable selector, or null when it is. */
export function selectorProblem(value: string): string | null {
  const { css } = parseFieldSelector(value)
  if (css === null) return null
  if (css === '') return 'is empty'
  try {
    compile(css)
    return null
  } catch (error) {
    return `is not a valid CSS selector (${(error as Error).message})`
  }
}

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { decodeEntities: true })
}

export function selectElements(css: string, root: HtmlNode): HtmlElement[] {
  return selectAll(css, root)
}

/**
 * Elements whose edges separate words even when the page is minified: without this,
 * `<h3>Accountant</h3><h4>Delta</h4>` would read "AccountantDelta". Inline elements (b, span, a)
 * do not, so "Ha<b>rare</b>" stays "Harare".
 */
const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote br dd div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'
  ).split(' '),
)

function appendText(node: HtmlNode | ChildNode, parts: string[]): void {
  if (node.type === ElementType.Text && 'data' in node) parts.push(node.data)
  // A document, or an element (scripts and styles hold no words a reader sees).
  else if (node.type === ElementType.Root || node.type === ElementType.Tag) {
    if (!('children' in node)) return
    const block = 'name' in node && BLOCK_TAGS.has(node.name)
    if (block) parts.push(' ')
    for (const child of node.children) appendText(child, parts)
    if (block) parts.push(' ')
  }
}

/** Text of a node with runs of whitespace (newlines, &nbsp;, block edges) folded to one space. */
export function collapsedText(node: HtmlNode): string {
  const parts: string[] = []
  appendText(node, parts)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** What `selector` reads inside `root`: text or an attribute, null when absent or blank. */
export function readField(root: HtmlNode, selector: string): string | null {
  const { css, attribute } = parseFieldSelector(selector)
  const element: HtmlNode | null = css === null ? root : selectOne(css, root)
  if (!element) return null
  if (attribute === null) return collapsedText(element) || null
  if (!('attribs' in element)) return null
  return element.attribs[attribute]?.trim() || null
}

/** The first element `selector` (its CSS part) matches, for reading its HTML. */
export function selectFirst(root: HtmlNode, selector: string): HtmlElement | null {
  const { css } = parseFieldSelector(selector)
  if (css === null) return 'attribs' in root ? root : null
  return selectOne(css, root)
}

/** The outer HTML of an element. */
export function outerHtml(element: HtmlElement): string {
  return DomUtils.getOuterHTML(element)
}

/** `href` made absolute against `base`, without its fragment; http(s) and mailto only. */
export function resolveLink(href: string, base: string): string | null {
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    return null
  }
  url.hash = ''
  return httpLink(url.href)
}
