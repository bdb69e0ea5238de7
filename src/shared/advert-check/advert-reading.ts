/**
 * A pasted advert read once, into what the check asks of it for every listing: its contacts,
 * its words (stemmed, for the role), its names (for the employer), the reference codes it holds,
 * and the jobs of this site it links to. Everything is built in one pass over the text (or a few),
 * so asking it about 200 listings costs 200 look-ups, not 200 readings.
 */
import { isJobId } from '../job-id.ts'
import { findContacts, type AdvertContacts } from './advert-contacts.ts'
import { readNames, type NamesInAdvert } from './employer-names.ts'
import { cleanPastedText } from './pasted-text.ts'
import { StemIndex, stemsOf } from './word-stems.ts'

export interface AdvertReading {
  /** the cleaned text (pasted-text.ts) */
  text: string
  contacts: AdvertContacts
  /** the stems of every word, for the role */
  words: StemIndex
  names: NamesInAdvert
  /** runs of letters, digits and code separators that have a digit, folded as references are */
  codes: ReadonlySet<string>
  /** the ids of this site's job pages it links to ("https://jobszw.co.zw/job/abc123"), lower case */
  siteJobIds: ReadonlySet<string>
}

/** What a code may be written with: "ZW/HR/2024/17", "VAC-2026-031", "HR.17.2025". */
const CODE_TOKEN = /[A-Za-z0-9](?:[A-Za-z0-9/._-]{0,60}[A-Za-z0-9])?/g

/** A job page's path on this site, as its share link writes it: /job/<id>. */
const JOB_PAGE_PATH = /^\/job\/([^/]+)$/

export function readAdvert(pasted: string, siteHosts: readonly string[]): AdvertReading {
  const text = cleanPastedText(pasted)
  const contacts = findContacts(text)
  const codes = new Set<string>()
  for (const match of text.matchAll(CODE_TOKEN)) {
    if (/\d/.test(match[0])) codes.add(match[0].toLowerCase().replace(/[^a-z0-9]/g, ''))
  }
  const hosts = new Set(siteHosts.map((host) => host.toLowerCase().replace(/^www\./, '')))
  const siteJobIds = new Set<string>()
  for (const link of contacts.links.values()) {
    if (!hosts.has(link.host)) continue
    const id = JOB_PAGE_PATH.exec(link.key.slice(link.host.length))?.[1]
    if (id && isJobId(decodeSafely(id))) siteJobIds.add(decodeSafely(id).toLowerCase())
  }
  return {
    text,
    contacts,
    words: new StemIndex(stemsOf(text)),
    names: readNames(text),
    codes,
    siteJobIds,
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
