/**
 * Addresses to take or post an application to. A verb names the way and the words after its
 * "to", "at" or ":" are the address, up to the first words that are no longer it (", between
 * 8am and 4pm", " or email …", ", quoting …", a date):
 *
 * - in person: "hand deliver", "hand in", "in person", "walk-in", and "deliver", "drop" or
 *   "bring" when the clause names what is brought (applications, a CV, documents), so "we
 *   deliver to clients across Harare" is no address;
 * - post: "post … to", "by post", "addressed to", and "send", "submit", "forward" to an address
 *   when the clause gives no other way (an address beside an email is the addressee of the
 *   letter, not a place to go); any address with a post box or private bag in it.
 *
 * Only what reads as an address is kept: a number, a word such as street, floor, centre or
 * house, or a town (the location filter's own place names).
 */
import { getLocationFacet } from '../job-facets/location-facet.ts'
import type { Found } from './found.ts'

export type PlaceKind = 'in-person' | 'post'
export type FoundPlace = Found<{ kind: PlaceKind; value: string }>

const IN_PERSON =
  /\bhand[\s-]?deliver\w{0,3}|\bhand(?:ed)? in\b|\bin person\b|\bwalk[\s-]?in\b|\bphysically (?:submit|deliver|bring|drop)\w{0,3}/gi
const IN_PERSON_WITH_APPLICATION =
  /\b(?:(?<!hand[\s-]?)deliver\w{0,3}|drop(?:ped)?(?: off)?|bring|brought)\b/gi
const POST =
  /\b(?<!(?:the|this|a|that) )post(?:ed)?(?= (?:to|your|it|them|or|and|applications?|\w{1,20} applications?)\b)|\bby post\b|\baddressed to\b/gi
const SEND = /\b(?:send|sent|submit\w{0,6}|forward\w{0,4}|mail(?:ed)?)\b/gi
const APPLICATION =
  /\b(?:applications?|cvs?|r[eé]sum[eé]s?|documents|certificates|letters?|cop(?:y|ies)|forms?)\b/i
/** "P.O. Box 123", "Box CY 140", "Private Bag 7708", "P. Bag 7708". */
const POST_BOX =
  /\b(?:p\.?\s?o\.?\s?box|box|(?:private|pvt|p\.)\s?bag)\s{0,3}(?:[a-z]{1,3}\s?)?\d{1,6}\b/i

/** Where the address starts: after "to", "at" or a colon, once past "or post", "and". */
const ADDRESS_START = /\b(?:to|at)\b\s{0,3}:?\s{0,3}|:\s{0,3}/g
const LEADING_WORDS = /^(?:(?:the following|this|our|the) address(?:es)?(?: below)?\s?:?\s*)/i
/** Where an address stops. */
const TAIL =
  /,?\s(?:or|and)\s(?=(?:e-?mail|send|submit|hand|deliver|drop|post|call|whats\s?app|apply|via|through|by|online|fax|alternatively)\b)|,?\s(?:between|(?:from|on|by) (?=\d|mon|tue|wed|thu|fri|sat|sun)|on or before|before|by (?=close|the|no|not|noon|end)|not later|no later|quoting|clearly|marked|marking|indicating|stating|with|together|along|enclosing|attaching|during|on weekdays|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\s\((?:between|from|mon)|,?\s(?:tel|phone|cell|e-?mail|fax|website)\b|\S+@|https?:\/\/|www\.|\s-\s|\s(?:\+|0)\d[\d\s-]{7}/i
const PLACE_WORD =
  /\b(?:street|st|avenue|ave|road|rd|drive|way|lane|crescent|floor|building|house|centre|center|complex|plaza|mall|arcade|shop|stand|plot|park|township|estate|industrial|box|bag|campus|hospital|school|college|university|mine|farm|clinic)\b/i
const MAX_ADDRESS = 200
/** "to Email: …", "to Tel: …": another way follows, not an address. */
const CHANNEL_LABEL = /^(?:e-?mail|tel|phone|cell|fax|website|whats\s?app)\b/i

export function findPlaces(text: string, { otherWays }: { otherWays: boolean }): FoundPlace[] {
  const found: FoundPlace[] = []
  const add = (at: number, written: PlaceKind, address: string) => {
    const kind = POST_BOX.test(address) ? 'post' : written
    if (found.some(({ value }) => value.kind === kind && value.value === address)) return
    found.push({ at, end: at, value: { kind, value: address } })
  }
  const application = APPLICATION.test(text)
  for (const match of text.matchAll(IN_PERSON)) {
    const address = addressAfter(text, match.index + match[0].length)
    if (address) add(match.index, 'in-person', address)
  }
  if (application) {
    for (const match of text.matchAll(IN_PERSON_WITH_APPLICATION)) {
      const address = addressAfter(text, match.index + match[0].length)
      if (address) add(match.index, 'in-person', address)
    }
  }
  for (const match of [...text.matchAll(POST), ...text.matchAll(SEND)]) {
    // "posted to any of our branches" is a transfer, not a way to apply.
    if (!application && !/addressed|by post/i.test(match[0])) continue
    const address = addressAfter(text, match.index + match[0].length)
    if (address && (POST_BOX.test(address) || !otherWays)) add(match.index, 'post', address)
  }
  const box = POST_BOX.exec(text)
  if (box && !found.some(({ value }) => value.kind === 'post')) {
    // An address with a post box and no verb before it ("…should reach: The Director, P.O.
    // Box…"), or under "How to apply": from the last "to", "at" or colon before the box.
    const window = Math.max(0, box.index - ADDRESS_WINDOW)
    const starts = [...text.slice(window, box.index).matchAll(/\b(?:to|at)\s|:\s?/gi)]
    const last = starts.at(-1)
    const from = last ? window + last.index + last[0].length : window
    const address = cutAddress(text.slice(from, from + ADDRESS_WINDOW))
    if (address) add(from, 'post', address)
  }
  return found.sort((a, b) => a.at - b.at)
}

/** An address is short: what is looked at after a verb is bounded, so long texts stay linear. */
const ADDRESS_WINDOW = 400

function addressAfter(text: string, from: number): string | null {
  // "addressed to …": the verb ends where the address starts.
  if (/\b(?:to|at)$/i.test(text.slice(Math.max(0, from - 3), from))) {
    return cutAddress(text.slice(from, from + ADDRESS_WINDOW))
  }
  ADDRESS_START.lastIndex = from
  for (let start = ADDRESS_START.exec(text); start; start = ADDRESS_START.exec(text)) {
    if (start.index - from > 150) return null
    const rest = text.slice(start.index + start[0].length, start.index + ADDRESS_WINDOW)
    if (/^(?:or|and)\b/i.test(rest)) continue
    return cutAddress(rest)
  }
  return null
}

function cutAddress(rest: string): string | null {
  const tail = TAIL.exec(rest)
  const address = (tail ? rest.slice(0, tail.index) : rest)
    .replace(/[\s,]*\n\s*/g, ', ')
    .replace(LEADING_WORDS, '')
    .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '')
    // "…, Harare." ends a sentence; "… P. Bag" does not end in one.
    .replace(/(?<!\b[A-Z])\.$/, '')
    .replace(/^the\s/, 'The ')
  if (address.length < 4 || address.length > MAX_ADDRESS || CHANNEL_LABEL.test(address)) return null
  const facet = getLocationFacet(address)
  const place =
    /\d/.test(address) || PLACE_WORD.test(address) || (facet !== 'other' && facet !== 'remote')
  return place ? address.charAt(0).toUpperCase() + address.slice(1) : null
}
