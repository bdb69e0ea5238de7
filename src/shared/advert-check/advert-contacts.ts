/**
 * Every phone number, email address and link a pasted advert gives, wherever it gives them.
 * The how-to-apply reader keeps only the ones a clause says to apply by; here the footer's
 * number counts too, since a scammer's number is a number to call wherever it stands.
 *
 * The how-to-apply finders do the reading (addresses, links, numbers with their dates and sums
 * blanked out first); two more passes catch what they leave, as forwarded adverts write it:
 * - numbers written with separators a date could have, "263-77-212-3456": the phone finder
 *   blanks "263-77-212" as a date, so digit runs are read again on their own, and kept only
 *   when they are a dialable number (E.164 by phone-numbers.ts);
 * - links written with no "https://" or "www." ("apply at zinara-jobs.co.zw", "bit.ly/abc"): a
 *   word that is a host name under a top-level domain adverts use, with a path or none. The scam
 *   rules' reader of websites leaves link shorteners out (they prove nothing there); here a
 *   shortened link is a site like any other, and not the employer's.
 */
import { toAdvertLines } from '../how-to-apply/advert-lines.ts'
import { findEmails } from '../how-to-apply/find-emails.ts'
import { findLinks } from '../how-to-apply/find-links.ts'
import { findPhones } from '../how-to-apply/find-phones.ts'
import { blankOut } from '../how-to-apply/found.ts'
import { linkKey, phoneKey, type LinkKey } from './contact-keys.ts'

export interface AdvertLink extends LinkKey {
  written: string
  /** a chat or social network's page: it says nothing of who is hiring */
  social: boolean
}

export interface AdvertContacts {
  /** E.164 -> as written (the first time) */
  phones: Map<string, string>
  /** lower-cased address -> as written */
  emails: Map<string, string>
  /** host and path -> the link */
  links: Map<string, AdvertLink>
}

/** 9 to 15 digits with up to three separators between each: "0 7 7 2 …", "263-77-212-3456". */
const DIGIT_RUN = /(?<![\w+])\+?\d(?:[\s().-]{0,3}\d){8,14}(?!\d)/g

/** A run of characters a link may hold, between spaces and brackets. */
const WORD = /[^\s()<>"'[\]{},;]+/g
/**
 * A host name and an optional path, under a top-level domain adverts here use, shorteners'
 * included (bit.ly, goo.gl, t.co…). `example` is the reserved name the demo and the tests use.
 */
const BARE_LINK =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,6}(?:com|net|org|info|biz|io|co|me|ly|gl|gd|to|link|site|online|xyz|top|app|jobs|africa|zw|za|uk|example)(?:[/?#]\S*)?$/i
const MAX_BARE_LINK = 300

/** Hosts of chats and social networks, and their subdomains. */
const SOCIAL =
  /(?:^|\.)(?:whatsapp\.com|wa\.me|facebook\.com|fb\.com|fb\.me|fb\.watch|t\.me|telegram\.me|instagram\.com|tiktok\.com|twitter\.com|x\.com|linkedin\.com|youtube\.com|youtu\.be)$/

export function findContacts(text: string): AdvertContacts {
  const contacts: AdvertContacts = { phones: new Map(), emails: new Map(), links: new Map() }
  for (const { text: line } of toAdvertLines(text)) {
    if (line === '') continue
    const emails = findEmails(line)
    for (const email of emails) addOnce(contacts.emails, email.value, spanOf(line, email))
    const links = findLinks(line)
    for (const link of links) {
      if (link.value.kind === 'whatsapp') {
        addOnce(contacts.phones, link.value.value, spanOf(line, link))
      } else {
        addLink(contacts, link.value.value)
      }
    }
    for (const word of line.matchAll(WORD)) {
      const bare = word[0].replace(/[.,:;!?'"]+$/, '')
      if (bare.length <= MAX_BARE_LINK && !bare.includes('@') && BARE_LINK.test(bare)) {
        addLink(contacts, bare)
      }
    }
    // The digits of an address or a link are no phone number.
    const plain = blankOut(line, [...emails, ...links])
    for (const phone of findPhones(plain)) {
      addOnce(contacts.phones, phone.value.value, spanOf(line, phone))
    }
    for (const run of plain.matchAll(DIGIT_RUN)) {
      const number = phoneKey(run[0])
      if (number !== null) addOnce(contacts.phones, number, run[0])
    }
  }
  return contacts
}

function addOnce(map: Map<string, string>, key: string, written: string): void {
  if (!map.has(key)) map.set(key, written)
}

function addLink(contacts: AdvertContacts, written: string): void {
  const link = linkKey(written)
  if (link === null || contacts.links.has(link.key)) return
  contacts.links.set(link.key, { ...link, written, social: SOCIAL.test(link.host) })
}

function spanOf(line: string, found: { at: number; end: number }): string {
  return line.slice(found.at, found.end)
}
