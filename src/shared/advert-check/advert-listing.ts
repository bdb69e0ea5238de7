/**
 * What the check needs of an official listing, and what it works out from that once per check.
 *
 * An AdvertListing is an ApiJob's fields the check reads, so an ApiJob is one as it is: the server
 * passes the listings its search found, the phone the jobs it keeps (a saved job is stored as the
 * API job). `toAdvertListing` copies just those fields, for a caller that keeps many listings
 * or sends them on.
 */
import { getJobDeadline, isClosed } from '../deadline.ts'
import { parseHowToApply } from '../how-to-apply/parse-how-to-apply.ts'
import type { ApiJob } from '../job.ts'
import type { ClosedBecause } from '../job-state.ts'
import { organisationKey } from '../organisation-name.ts'
import { emailKey, linkKey, phoneKey, type LinkKey } from './contact-keys.ts'
import { toEmployerName, type EmployerName } from './employer-names.ts'
import { toRoleWords, type RoleWords } from './role-words.ts'

export type AdvertListing = Pick<
  ApiJob,
  | 'job_id'
  | 'title'
  | 'company'
  | 'expiry_ts'
  | 'expiry_date'
  | 'job_link'
  | 'apply_instructions'
  | 'how_to_apply'
  | 'withdrawn'
  | 'filled'
  | 'aged_out'
  | 'removed'
  | 'caution'
>

export function toAdvertListing(job: ApiJob): AdvertListing {
  return {
    job_id: job.job_id,
    title: job.title,
    company: job.company,
    expiry_ts: job.expiry_ts,
    expiry_date: job.expiry_date,
    job_link: job.job_link,
    apply_instructions: job.apply_instructions,
    how_to_apply: job.how_to_apply,
    withdrawn: job.withdrawn,
    filled: job.filled,
    aged_out: job.aged_out,
    removed: job.removed,
    caution: job.caution,
  }
}

/** A link as the listing writes it, with its one form. */
export type ListingLink = LinkKey & { written: string }

/** A listing with what the check compares worked out. */
export interface ListingFacts {
  listing: AdvertListing
  /** the employer as names are compared (organisation-name.ts), to group its listings */
  employer: string
  name: EmployerName
  role: RoleWords
  /** the ways to apply it gives, each in its one form (contact-keys.ts) */
  phones: readonly string[]
  emails: readonly string[]
  links: readonly ListingLink[]
  /** a reference code to quote ("ZW/HR/2024/17"), folded to letters and digits; null: none */
  reference: string | null
  /** end of its closing day, ms; null: open until filled */
  deadline: number | null
  /** why it is no longer open; null while it is */
  closed: ClosedBecause | null
}

export function listingFacts(listing: AdvertListing, now: number, timeZone: string): ListingFacts {
  const deadline = getJobDeadline(listing, timeZone)
  return {
    listing,
    employer: organisationKey(listing.company),
    name: toEmployerName(listing.company),
    role: toRoleWords(listing.title),
    ...listingContacts(listing),
    deadline,
    closed: closedBecause(listing, deadline, now),
  }
}

/** A listing's ways to apply, each in its one form, and its reference code. */
export type ListingContacts = Pick<ListingFacts, 'phones' | 'emails' | 'links' | 'reference'>

/**
 * The contacts and code of a listing alone, as listingFacts reads them: what a caller that
 * indexes many listings by their contacts (the server's choice of listings) keys them by.
 */
export function listingContacts(listing: AdvertListing): ListingContacts {
  // A copy kept on a phone by an older release may lack how_to_apply: read the source's fields.
  const howToApply =
    listing.how_to_apply ??
    parseHowToApply({ applyUrl: listing.job_link, applyText: listing.apply_instructions })
  const phones = new Set<string>()
  const emails = new Set<string>()
  const links = new Map<string, ListingLink>()
  for (const { kind, value } of howToApply?.methods ?? []) {
    if (kind === 'phone' || kind === 'whatsapp') addKey(phones, phoneKey(value))
    else if (kind === 'email') addKey(emails, emailKey(value))
    else if (kind === 'link') addLink(links, value)
  }
  if (listing.job_link) addLink(links, listing.job_link)
  return {
    phones: [...phones],
    emails: [...emails],
    links: [...links.values()],
    reference: referenceCode(howToApply?.reference ?? null),
  }
}

function addKey(keys: Set<string>, key: string | null): void {
  if (key !== null) keys.add(key)
}

function addLink(links: Map<string, ListingLink>, written: string): void {
  const link = linkKey(written)
  if (link && !links.has(link.key)) links.set(link.key, { ...link, written })
}

/**
 * A reference that is a code, folded to letters and digits: a digit in it, and five characters
 * or more with a letter, or six digits ("HR/17" and "2025" are too little to tell jobs apart).
 * Words to quote in the subject line ("Accounts Clerk") are the title again, no evidence of
 * their own.
 */
export function referenceCode(reference: string | null): string | null {
  const folded = (reference ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')
  if (!/\d/.test(folded)) return null
  return folded.length >= (/[a-z]/.test(folded) ? 5 : 6) ? folded : null
}

/** Filled first (the employer said so), then a passed deadline, then the source's closing. */
function closedBecause(
  listing: AdvertListing,
  deadline: number | null,
  now: number,
): ClosedBecause | null {
  if (listing.filled === true) return 'filled'
  if (isClosed(deadline, now)) return 'deadline-passed'
  if (listing.aged_out === true) return 'aged-out'
  if (listing.withdrawn === true) return 'withdrawn'
  return null
}
