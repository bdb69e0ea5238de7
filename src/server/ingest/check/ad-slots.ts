/**
 * Advertising between a board's cards: Google's `ins.adsbygoogle`, ad-server iframes, slots whose
 * class or id says so ("ad-slot", "sponsored-listing", "div-gpt-ad-…") and cards labelled
 * "Sponsored" or "Advertisement". Card-shape hints leave them out, so a suggested selector is
 * written from the board's own cards.
 */
import { compile, selectAll, selectOne } from 'css-select'

import { collapsedText, type HtmlElement } from '../adapters/html/page-selectors.ts'

/** Words of a class or id ("ad-slot" is "ad" and "slot") that mark a slot sold to advertisers. */
const AD_WORDS = new Set([
  'ad',
  'ads',
  'adsbygoogle',
  'adslot',
  'adsense',
  'advert',
  'adverts',
  'advertisement',
  'banner',
  'dfp',
  'gpt',
  'promoted',
  'sponsored',
])

/** What an ad slot carries inside: Google's tags, ad servers' frames. */
const AD_INSIDE = compile(
  'ins.adsbygoogle, iframe[src*="googlesyndication"], iframe[src*="doubleclick"], [id^="div-gpt-ad"], [id^="google_ads"]',
)
/** Elements that may hold such a label; compiled once, as every element of a page is asked. */
const LABELS = compile('span, small, em, strong, b, div, p, label, i')

/** A label a slot prints for readers: "Sponsored", "Advertisement", "Ad". */
const AD_LABEL = /^(?:sponsored(?: (?:job|listing|post))?|advertisement|promoted|ad|ads)$/i

/** A class or id that says ad: "ad-slot", "sponsored", "adsbygoogle", "div-gpt-ad-1700…". */
export function isAdName(name: string): boolean {
  return name
    .slice(0, 100)
    .toLowerCase()
    .split(/[_-]+/)
    .some((word) => AD_WORDS.has(word))
}

function namedAsAd(element: HtmlElement): boolean {
  const names = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`.slice(0, 500)
  return names.split(/\s+/).some(isAdName)
}

/** An ad slot, or inside one (the heading of a "Sponsored" row is not a card's). */
export function inAdSlot(element: HtmlElement): boolean {
  if (isAdSlot(element)) return true
  for (let node = element.parent; node; node = node.parent) {
    if ('attribs' in node && namedAsAd(node)) return true
  }
  return false
}

export function isAdSlot(element: HtmlElement): boolean {
  if (namedAsAd(element)) return true
  if (selectOne(AD_INSIDE, element)) return true
  // A label of its own, not a word of a job's text ("Advertising Sales Executive").
  return selectAll<HtmlElement, HtmlElement>(LABELS, element).some(
    (child) => child.children.length <= 2 && AD_LABEL.test(collapsedText(child)),
  )
}

/** The class of `element` that marks it as an ad ("sponsored"), for `:not(.sponsored)`. */
export function adClass(element: HtmlElement): string | null {
  return (element.attribs.class ?? '').split(/\s+/).find(isAdName) ?? null
}
