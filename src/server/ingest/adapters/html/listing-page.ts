/**
 * One listing page of an `html` source: its cards, read field by field with the source's
 * selectors, and the link to the next page. Links resolve against the page URL (or its
 * `<base href>`).
 */
import type { HtmlListSelectors } from './html-source.ts'
import { httpLink } from '../adapter-fields.ts'
import {
  parseHtml,
  readField,
  selectElements,
  type HtmlDocument,
  type HtmlElement,
} from './page-selectors.ts'

/** A card's fields as the page shows them, before any date or link is interpreted. */
export interface Card {
  /** absolute, without fragment; null when the card has no usable link */
  link: string | null
  title: string | null
  company: string | null
  location: string | null
  deadline: string | null
  category: string | null
  type: string | null
  salary: string | null
  posted: string | null
}

export interface ListingPage {
  cards: Card[]
  /** the absolute URL of the next page, when `next` is configured and found */
  next: string | null
}

const CARD_FIELDS = [
  'title',
  'company',
  'location',
  'deadline',
  'category',
  'type',
  'salary',
  'posted',
] as const

export function readListingPage(
  html: string,
  pageUrl: string,
  selectors: HtmlListSelectors,
): ListingPage {
  const document = parseHtml(html)
  const base = baseUrl(document, pageUrl)
  const cards = selectElements(selectors.item, document).map((element) =>
    readCard(element, selectors, base),
  )
  const nextHref = selectors.next ? readField(document, selectors.next) : null
  const next = nextHref ? resolveLink(nextHref, base) : null
  return { cards, next: next?.startsWith('http') ? next : null }
}

function readCard(element: HtmlElement, selectors: HtmlListSelectors, base: string): Card {
  const card: Card = {
    link: null,
    title: null,
    company: null,
    location: null,
    deadline: null,
    category: null,
    type: null,
    salary: null,
    posted: null,
  }
  for (const field of CARD_FIELDS) {
    const selector = selectors[field]
    if (selector) card[field] = readField(element, selector)
  }
  const href = selectors.link
    ? readField(element, selectors.link)
    : (readField(element, '@href') ?? readField(element, 'a[href]@href'))
  card.link = href ? resolveLink(href, base) : null
  return card
}

function baseUrl(document: HtmlDocument, pageUrl: string): string {
  const href = readField(document, 'base[href]@href')
  return (href && resolveLink(href, pageUrl)) ?? pageUrl
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
