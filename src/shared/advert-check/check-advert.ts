/**
 * "Is this job advert real?": a reader pastes an advert forwarded on WhatsApp or Facebook and
 * gets one of three plain answers. Pure and synchronous, time passed in, so that the server runs
 * it over the listings its search finds and the phone, offline, over the jobs it keeps.
 *
 * - matches: it is a copy of an official listing (match-listings.ts) and nothing below holds. A
 *   closed listing still matches; its closing is named in the differences.
 * - caution: the scam rules flag it (their own threshold, so one weak sign such as "apply
 *   today" is listed but does not decide); it gives a contact of a listing the site took down;
 *   it names an organisation with a free-mail address or another organisation's domain; or a
 *   listing it copies differs where scams differ (a fee, another number, address or site).
 * - unknown: nothing is known of it either way. The check never says fake or real on nothing.
 *
 * Bounded work: the text is cut at MAX_PASTED_LENGTH and read once (advert-reading.ts); each
 * listing is then a few look-ups in what was read, so 200 listings cost little more than one.
 */
import { formatCalendarDate, getZonedDate } from '../time-zone.ts'
import { listingFacts, type AdvertListing } from './advert-listing.ts'
import { readAdvert, type AdvertReading } from './advert-reading.ts'
import { readScamSignals, takenDownSignals, type AdvertSignal } from './advert-signals.ts'
import { differencesOf } from './differences.ts'
import { contactsByEmployer, type EmployerContacts } from './employer-contacts.ts'
import { matchListings } from './match-listings.ts'
import { namedOrganisationSignals } from './named-organisations.ts'
import { findStatedDeadline } from './stated-deadline.ts'
import { contactsToAvoid, type TakenDownContacts } from './taken-down-contacts.ts'

export const ADVERT_VERDICTS = ['matches', 'caution', 'unknown'] as const
export type AdvertVerdict = (typeof ADVERT_VERDICTS)[number]

export interface AdvertCheckInput {
  /** what the reader pasted: plain text, maybe with emoji, *bold* marks, line breaks, a link */
  text: string
  /** the official listings to compare with, chosen by the caller (taken-down ones are skipped) */
  listings: readonly AdvertListing[]
  /** the contacts of listings the site's team took down */
  takenDown: TakenDownContacts
  /** ms since the epoch: what "closed" means */
  now: number
  /** the site's zone, for closing days ('Africa/Harare') */
  timeZone: string
  /** this site's hosts ("jobszw.co.zw"): a link to a job page here names that listing */
  siteHosts?: readonly string[]
}

export interface AdvertMatch {
  job_id: string
  title: string
  company: string
  /** the closing day, YYYY-MM-DD; null: open until filled */
  expiry_date: string | null
  /** how the pasted advert differs from this listing, in plain sentences */
  differences: string[]
}

export interface AdvertCheck {
  verdict: AdvertVerdict
  /** at most MAX_MATCHES, best first */
  matches: AdvertMatch[]
  signals: AdvertSignal[]
}

export const MAX_MATCHES = 3

export function checkAdvert(input: AdvertCheckInput): AdvertCheck {
  return checkReadAdvert(readAdvert(input.text, input.siteHosts ?? []), input)
}

/**
 * The check of an advert already read (readAdvert with the same `siteHosts`): for a caller that
 * reads the advert first to choose the listings (the server's search worker), so it is read once.
 */
export function checkReadAdvert(
  reading: AdvertReading,
  input: Omit<AdvertCheckInput, 'text'>,
): AdvertCheck {
  const { now, timeZone } = input
  const siteHosts = new Set(
    (input.siteHosts ?? []).map((host) => host.toLowerCase().replace(/^www\./, '')),
  )
  const listings = input.listings
    .filter((listing) => listing.removed !== true)
    .map((listing) => listingFacts(listing, now, timeZone))
  const employers = contactsByEmployer(listings)
  const scam = readScamSignals(reading.text)
  const statedDeadline = findStatedDeadline(reading.text, now, timeZone)

  const ranked = matchListings(reading, listings).slice(0, MAX_MATCHES)
  let scamLike = false
  const matches = ranked.map((match): AdvertMatch => {
    const { listing, deadline } = match.facts
    const { differences, scamLike: differsLikeAScam } = differencesOf(match, {
      reading,
      employer: employers.get(match.facts.employer) ?? NO_CONTACTS,
      asksForMoney: scam.asksForMoney,
      statedDeadline,
      siteHosts,
      timeZone,
    })
    scamLike ||= differsLikeAScam
    return {
      job_id: listing.job_id,
      title: listing.title,
      company: listing.company,
      expiry_date:
        listing.expiry_date ??
        (deadline === null ? null : formatCalendarDate(getZonedDate(deadline, timeZone))),
      differences,
    }
  })

  const signals = [
    ...scam.signals,
    ...takenDownSignals(reading.contacts, contactsToAvoid(input.takenDown)),
    ...namedOrganisationSignals({
      reading,
      listings,
      employers,
      matched: new Set(ranked.map((match) => match.facts.employer)),
      siteHosts,
      freeMailFlagged: scam.signals.some((signal) => signal.rule === 'free-mail-named-employer'),
    }),
  ]
  const ownSignals = signals.length - scam.signals.length
  const caution = scam.flagged || ownSignals > 0 || scamLike
  return {
    verdict: caution ? 'caution' : matches.length > 0 ? 'matches' : 'unknown',
    matches,
    signals,
  }
}

const NO_CONTACTS: EmployerContacts = {
  phones: new Set(),
  emails: new Set(),
  links: new Set(),
  domains: [],
}
