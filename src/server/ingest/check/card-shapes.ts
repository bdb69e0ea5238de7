/**
 * Help for writing an html source's selectors: the repeated element shapes of a listing page
 * that hold a link, most frequent first, as candidate `item` selectors with a sample of their
 * text and, inside the first, candidate `title` and `deadline` selectors. Cards whose classes
 * alternate ("job odd" / "job even", "featured job" / "job", "job-row-1" / "job-row-2") are one
 * shape, named by what they share; ad and sponsored slots (ad-slots.ts) are left out and counted.
 */
import { DomUtils } from 'htmlparser2'

import {
  collapsedText,
  parseHtml,
  selectElements,
  type HtmlDocument,
  type HtmlElement,
} from '../adapters/html/page-selectors.ts'
import { adClass, inAdSlot, isAdName, isAdSlot } from './ad-slots.ts'

export interface CardShape {
  /** a CSS selector matching every card of the shape */
  selector: string
  count: number
  sample: string
  title: string | null
  deadline: string | null
  /** ad and sponsored slots among or between the cards, not counted as cards */
  adsLeftOut: number
  /** of those, how many the selector still matches (no class of their own tells them apart) */
  adsMatched: number
}

const MIN_REPEATS = 3
const SKIPPED = new Set(['html', 'body', 'head', 'nav', 'header', 'footer', 'ul', 'ol'])
const OUTSIDE_LISTINGS = new Set(['nav', 'header', 'footer'])
const DEADLINE_WORDS = /\b(?:expir|clos|deadline|apply by|due)/i
/** Classes that style some cards of a list differently: not what makes them cards. */
const VARIANT =
  /^(?:odd|even|alt|alternate|striped|shaded|grey|gray|light|dark|featured|highlight(?:ed)?|premium|new|hot|urgent|top|sticky|pinned|first|last|active|selected|bold|spotlight|clearfix)$/i
/** "job-row-1", "listing_odd": a class numbered or varied per card, read by its stem. */
const NUMBERED = /^([a-z][\w-]*?[-_])(?:\d{1,3}|odd|even|alt)$/i

/** The CSS that names elements of this shape: shared classes, a class stem, or the parent. */
function shapeOf(element: HtmlElement): string | null {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => /^[a-z][\w-]{0,40}$/i.test(name))
  const stable = classes.filter(
    (name) => !VARIANT.test(name) && !NUMBERED.test(name) && !/\d{3}/.test(name) && !isAdName(name),
  )
  if (stable.length > 0) return [element.name, ...stable.slice(0, 2)].join('.')
  const stem = classes.map((name) => NUMBERED.exec(name)?.[1]).find(Boolean)
  if (stem) return `${element.name}[class*="${stem}"]`
  if (element.name === 'article') return 'article'
  // Rows of a table or items of a list without classes of their own: `table.jobs tr`.
  const parent = element.parent
  if (parent && 'name' in parent && ['tr', 'li', 'tbody'].includes(element.name)) {
    const parentShape = shapeOf(parent)
    return parentShape ? `${parentShape} > ${element.name}` : null
  }
  return null
}

function hasLink(element: HtmlElement): boolean {
  return element.name === 'a'
    ? Boolean(element.attribs.href)
    : selectElements('a[href]', element).length > 0
}

function outsideListings(element: HtmlElement): boolean {
  for (let node = element.parent; node; node = node.parent) {
    if ('name' in node && OUTSIDE_LISTINGS.has(node.name)) return true
  }
  return false
}

interface Group {
  cards: HtmlElement[]
  ads: HtmlElement[]
}

export function findCardShapes(html: string, limit = 5): CardShape[] {
  const document = parseHtml(html)
  const groups = new Map<string, Group>()
  for (const element of DomUtils.getElementsByTagName(() => true, document, true)) {
    if (SKIPPED.has(element.name) || !hasLink(element) || outsideListings(element)) continue
    // A shape without a class is too loose to be a card ("div" matches everything).
    const shape = shapeOf(element)
    if (!shape) continue
    const group = groups.get(shape) ?? { cards: [], ads: [] }
    group[inAdSlot(element) ? 'ads' : 'cards'].push(element)
    groups.set(shape, group)
  }
  return [...groups]
    .filter(([, group]) => group.cards.length >= MIN_REPEATS)
    .map(([selector, group]) => describeShape(selector, group, document))
    .filter((shape) => shape.sample.length >= 10)
    .sort((a, b) => b.count - a.count || b.sample.length - a.sample.length)
    .slice(0, limit)
}

function describeShape(shape: string, { cards, ads }: Group, document: HtmlDocument): CardShape {
  const first = cards[0] as HtmlElement
  // Ads set between the cards (Google's blocks, "Sponsored" boxes) count as left out too.
  const parents = new Set(cards.map((card) => card.parent))
  const between = [...parents]
    .flatMap((parent) =>
      parent ? DomUtils.getElementsByTagName(() => true, parent.children, false) : [],
    )
    .filter((node) => !cards.includes(node) && !ads.includes(node) && isAdSlot(node))
  // Ads the selector matches too are told apart by a class of theirs, when they share one.
  const matchedAds = (css: string) => selectElements(css, document).filter(inAdSlot)
  const matched = matchedAds(shape)
  const classes = new Set(matched.map(adClass))
  const adName = classes.size === 1 ? [...classes][0] : null
  const cardsHaveIt = adName ? cards.some((card) => adClass(card) === adName) : true
  const selector = adName && !cardsHaveIt ? `${shape}:not(.${adName})` : shape
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
    count: cards.length,
    sample: collapsedText(first).slice(0, 160),
    title: heading ? innerShape(heading) : null,
    deadline: deadline ? innerShape(deadline) : null,
    adsLeftOut: ads.length + between.length,
    adsMatched: selector === shape ? matched.length : matchedAds(selector).length,
  }
}

/** `tag.class` of an element inside a card, for its field selectors. */
function innerShape(element: HtmlElement): string {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => /^[a-z][\w-]{0,40}$/i.test(name) && !/\d{3}/.test(name))
    .slice(0, 2)
  return [element.name, ...classes].join('.')
}
