/**
 * How a pasted advert differs from the official listing it copies, each in a sentence a reader
 * understands without knowing how the check works. Some are where scams differ (`scamLike`): a
 * fee the official advert does not ask, a number, an address or a site that is not the
 * employer's. The rest are facts worth knowing: the official advert has closed, or closes on
 * another day than the forward says.
 */
import { formatLongDate } from '../deadline-words.ts'
import { formatPhoneNumber } from '../how-to-apply/phone-numbers.ts'
import { emailDomain, isFreeMailDomain } from '../mail-domains.ts'
import { getEndOfZonedDay, getZonedDate, type CalendarDate } from '../time-zone.ts'
import type { ListingFacts } from './advert-listing.ts'
import type { AdvertReading } from './advert-reading.ts'
import { isEmployersDomain, type EmployerContacts } from './employer-contacts.ts'
import type { ListingMatch } from './match-listings.ts'

export interface DifferenceContext {
  reading: AdvertReading
  /** the contacts of every listing of the match's employer */
  employer: EmployerContacts
  /** a payment rule fired on the advert */
  asksForMoney: boolean
  /** the closing date the advert states, if any */
  statedDeadline: CalendarDate | null
  /** this site's hosts: a link to one of its pages is no other organisation's */
  siteHosts: ReadonlySet<string>
  timeZone: string
}

export interface Differences {
  differences: string[]
  /** the advert differs where scams differ */
  scamLike: boolean
}

export function differencesOf(match: ListingMatch, context: DifferenceContext): Differences {
  const { facts } = match
  const { reading, employer } = context
  const scamLike: string[] = []
  if (context.asksForMoney && facts.listing.caution !== 'asks-for-payment') {
    scamLike.push('The official advert asks no fee.')
  }
  const phones = [...reading.contacts.phones.keys()]
  if (phones.some((phone) => !employer.phones.has(phone))) {
    const official = facts.phones.slice(0, 2).map(formatPhoneNumber).join(' or ')
    scamLike.push(
      `The number to call is not the employer's: the official advert gives ${official || 'no phone number'}.`,
    )
  }
  const emails = [...reading.contacts.emails.keys()]
  if (emails.some((email) => !isEmployersEmail(employer, email))) {
    scamLike.push(`The email address is not the employer's: ${officialWayToApply(facts)}.`)
  }
  const links = [...reading.contacts.links.values()].filter(
    (link) => !link.social && !context.siteHosts.has(link.host),
  )
  if (
    links.some((link) => !employer.links.has(link.key) && !isEmployersDomain(employer, link.host))
  ) {
    const official = facts.links[0]?.written
    scamLike.push(
      `The link is not the employer's: ${official ? `the official advert links to ${official}` : 'the official advert gives no link'}.`,
    )
  }
  const others = [...roleDifference(match), ...closingDifference(facts, context)]
  return { differences: [...scamLike, ...others], scamLike: scamLike.length > 0 }
}

function isEmployersEmail(employer: EmployerContacts, email: string): boolean {
  if (employer.emails.has(email)) return true
  const domain = emailDomain(email)
  return !isFreeMailDomain(domain) && isEmployersDomain(employer, domain)
}

/** Where the official advert says to apply, for a reader sent to the wrong address. */
function officialWayToApply(facts: ListingFacts): string {
  const [email] = facts.emails
  if (email) return `the official advert says apply to ${email}`
  const [link] = facts.links
  if (link) return `the official advert says apply at ${link.written}`
  return 'the official advert gives no email address'
}

/** A copy found by a contact or a code alone may be for another role than the listing's. */
function roleDifference({ facts, evidence }: ListingMatch): string[] {
  if (evidence.role.matches) return []
  return [
    `The official advert with these details is for ${facts.listing.title} at ${facts.listing.company}.`,
  ]
}

function closingDifference(facts: ListingFacts, context: DifferenceContext): string[] {
  const { deadline, closed } = facts
  const { timeZone, statedDeadline } = context
  switch (closed) {
    case 'filled':
      return ['The job has been filled: the employer marked the official advert filled.']
    case 'deadline-passed':
      return [`The official advert closed on ${formatLongDate(deadline ?? 0, timeZone)}.`]
    case 'aged-out':
      return [
        'The official advert has closed: it gave no closing date and was posted too long ago to be open still.',
      ]
    case 'withdrawn':
      return ['The official advert has closed: the employer no longer lists it.']
    case null:
      break
  }
  if (statedDeadline === null) return []
  if (deadline === null)
    return ['The official advert gives no closing date: it is open until filled.']
  const official = getZonedDate(deadline, timeZone)
  if (sameDay(official, statedDeadline)) return []
  const stated = formatLongDate(getEndOfZonedDay(statedDeadline, timeZone), timeZone)
  return [`The official advert closes on ${formatLongDate(deadline, timeZone)}, not ${stated}.`]
}

function sameDay(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day
}
