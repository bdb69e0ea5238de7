/**
 * Help for writing an html source's selectors: the repeated element shapes of a listing page
 * that hold a link, most frequent first, as candidate `item` selectors with a sample of their
 * text and, inside the first, candidate `title` and `deadline` selectors.
 */
import { DomUtils } from 'htmlparser2'

import {
  collapsedText,
  parseHtml,
  selectElements,
  type HtmlElement,
} from '../adapters/html/page-selectors.ts'

export interface CardShape {
  /** a CSS selector matching every element of the shape */
  selector: string
  count: number
  sample: string
  title: string | null
  deadline: string | null
}

const MIN_REPEATS = 3
const SKIPPED = new Set(['html', 'body', 'head', 'nav', 'header', 'footer', 'li', 'ul', 'ol'])
const DEADLINE_WORDS = /\b(?:expir|clos|deadline|apply by|due)/i

/** `tag.class1.class2`: classes that look generated (digits, long hashes) are left out. */
function shapeOf(element: HtmlElement): string {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => /^[a-z][\w-]{0,40}$/i.test(name) && !/\d{3}/.test(name))
    .slice(0, 2)
  return [element.name, ...classes].join('.')
}

function hasLink(element: HtmlElement): boolean {
  return element.name === 'a'
    ? Boolean(element.attribs.href)
    : selectElements('a[href]', element).length > 0
}

export function findCardShapes(html: string, limit = 5): CardShape[] {
  const document = parseHtml(html)
  const groups = new Map<string, HtmlElement[]>()
  for (const element of DomUtils.getElementsByTagName(() => true, document, true)) {
    if (SKIPPED.has(element.name) || !hasLink(element)) continue
    // A shape without a class is too loose to be a card ("div" matches everything).
    const shape = shapeOf(element)
    if (!shape.includes('.') && element.name !== 'article') continue
    groups.set(shape, [...(groups.get(shape) ?? []), element])
  }
  return [...groups]
    .filter(([, elements]) => elements.length >= MIN_REPEATS)
    .map(([selector, elements]) => describeShape(selector, elements))
    .filter((shape) => shape.sample.length >= 10)
    .sort((a, b) => b.count - a.count || b.sample.length - a.sample.length)
    .slice(0, limit)
}

function describeShape(selector: string, elements: HtmlElement[]): CardShape {
  const first = elements[0] as HtmlElement
  const heading = selectElements('h1, h2, h3, h4, h5, h6, [class*="title"]', first)[0]
  // The innermost element that says "Expires …": none of its children says it alone.
  const saysDeadline = (element: HtmlElement) => DEADLINE_WORDS.test(collapsedText(element))
  const deadline = DomUtils.getElementsByTagName(() => true, first, true).find(
    (element) =>
      saysDeadline(element) &&
      !DomUtils.getElementsByTagName(() => true, element.children, true).some(saysDeadline),
  )
  return {
    selector,
    count: elements.length,
    sample: collapsedText(first).slice(0, 160),
    title: heading ? shapeOf(heading) : null,
    deadline: deadline ? shapeOf(deadline) : null,
  }
}
