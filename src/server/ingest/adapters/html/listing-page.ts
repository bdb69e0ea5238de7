/**
 * One listing page of an `html` source: its cards, read field by field with the source's
 * selectors, and the link to the next page. Links resolve against the page URL (or its
 * `<base href>`).
 */
import type { HtmlListSelectors } from './html-source.ts'
import { clampText } from '../../normalise/text-fields.ts'
import { readTextField, type FieldRead } from './clean-field.ts'
import { readDescriptionField } from './description-field.ts'
import {
  collapsedText,
  parseHtml,
  readField,
  resolveLink,
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
  /** the card's whole text, where a deadline phrase is looked for when no field holds one */
  text: string
  // The fields below came later and are set only when the card has them: absent, they leave the
  // card's hash as it was before they existed (hashCard), so no detail page is fetched again.
  /** the card's summary, as markdown */
  description?: string
  /** an apply link (absolute http(s), or mailto:) */
  apply?: string
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

// A card is a few lines; a page that wraps everything in one "card" is not read to the end.
const MAX_CARD_TEXT = 2_000

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

/** The job fields a card's selectors read, as the page has them and cleaned. */
export type CardFieldReads = Partial<
  Record<(typeof CARD_FIELDS)[number] | 'link' | 'description' | 'apply', FieldRead>
>

/** Each configured field of one card, as the page has it and after its cleaning steps. */
export function readCardFields(
  element: HtmlElement,
  selectors: HtmlListSelectors,
  base: string,
): CardFieldReads {
  const reads: CardFieldReads = {}
  for (const field of [...CARD_FIELDS, 'link', 'apply'] as const) {
    const spec = selectors[field]
    if (spec) reads[field] = readTextField(element, spec)
  }
  if (selectors.description)
    reads.description = readDescriptionField(element, selectors.description, base)
  return reads
}

function readCard(element: HtmlElement, selectors: HtmlListSelectors, base: string): Card {
  const reads = readCardFields(element, selectors, base)
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
    text: clampText(collapsedText(element), MAX_CARD_TEXT),
  }
  for (const field of CARD_FIELDS) card[field] = reads[field]?.value ?? null
  const href = selectors.link
    ? (reads.link?.value ?? null)
    : (readField(element, '@href') ?? readField(element, 'a[href]@href'))
  card.link = href ? resolveLink(href, base) : null
  const description = reads.description?.value
  if (description) card.description = description
  const apply = reads.apply?.value ? resolveLink(reads.apply.value, base) : null
  if (apply) card.apply = apply
  return card
}

export function baseUrl(document: HtmlDocument, pageUrl: string): string {
  const href = readField(document, 'base[href]@href')
  return (href && resolveLink(href, pageUrl)) ?? pageUrl
}
