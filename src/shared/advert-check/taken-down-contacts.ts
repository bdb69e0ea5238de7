/**
 * The phone numbers, email addresses and links of listings the site's team took down. A scam
 * taken down comes back under another title with the same number, so a pasted advert that gives
 * one of them is a caution whatever else it says.
 *
 * Plain arrays, so the server can send them to the phone with the jobs it keeps; each value in
 * its one form (contact-keys.ts: E.164, a lower-cased address, a link's host and path). The
 * check reads them through `contactsToAvoid`, which puts each in that form again, so a caller's
 * "0772 123 456" still counts.
 */
import type { HowToApply } from '../how-to-apply/how-to-apply.ts'
import { emailKey, keysOf, linkKey, phoneKey } from './contact-keys.ts'

export interface TakenDownContacts {
  phones: readonly string[]
  emails: readonly string[]
  links: readonly string[]
}

export const NO_TAKEN_DOWN_CONTACTS: TakenDownContacts = { phones: [], emails: [], links: [] }

/** What a taken-down listing still holds: its ways to apply as read, and its job link. */
export interface TakenDownListing {
  how_to_apply: HowToApply | null
  job_link: string | null
}

/** The contacts of the listings taken down (read from the database, where their text is kept). */
export function collectTakenDownContacts(listings: Iterable<TakenDownListing>): TakenDownContacts {
  const phones = new Set<string>()
  const emails = new Set<string>()
  const links = new Set<string>()
  const add = (keys: Set<string>, key: string | null | undefined) => {
    if (key) keys.add(key)
  }
  for (const { how_to_apply, job_link } of listings) {
    for (const { kind, value } of how_to_apply?.methods ?? []) {
      if (kind === 'phone' || kind === 'whatsapp') add(phones, phoneKey(value))
      else if (kind === 'email') add(emails, emailKey(value))
      else if (kind === 'link') add(links, linkKey(value)?.key)
    }
    if (job_link) add(links, linkKey(job_link)?.key)
  }
  return { phones: [...phones], emails: [...emails], links: [...links] }
}

export interface ContactsToAvoid {
  phones: ReadonlySet<string>
  emails: ReadonlySet<string>
  links: ReadonlySet<string>
}

export function contactsToAvoid(takenDown: TakenDownContacts): ContactsToAvoid {
  return {
    phones: keysOf(takenDown.phones, phoneKey),
    emails: keysOf(takenDown.emails, emailKey),
    // A key is already a host and path; read as a link it gives itself back.
    links: keysOf(takenDown.links, (link) => linkKey(link)?.key ?? null),
  }
}
