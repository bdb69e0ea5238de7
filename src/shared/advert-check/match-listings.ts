/**
 * Which official listings a pasted advert is a copy of, best first. Matching rests on what
 * scammers rarely keep and officials always keep:
 *
 * - a link to the listing's page on this site (the site's own share text carries one);
 * - the listing's reference code, or one of its email addresses, phone numbers or links;
 * - its employer named (employer-names.ts) AND its role (role-words.ts: most of the title's
 *   words). An employer named only by the first word of its name needs every title word.
 *
 * An advert that shares a contact with a listing is a copy of it whatever its words; one that
 * only names an employer and a role is a copy of that employer's advert for that role. The
 * score orders them: a link to the page or a code above a contact, a contact above words, and
 * among words, more of the title first.
 */
import type { ListingFacts } from './advert-listing.ts'
import type { AdvertReading } from './advert-reading.ts'
import { namesEmployer, type NameEvidence } from './employer-names.ts'
import { matchRole, type RoleMatch } from './role-words.ts'

export interface Evidence {
  sitePage: boolean
  reference: boolean
  email: boolean
  phone: boolean
  link: boolean
  name: NameEvidence | null
  role: RoleMatch
}

export interface ListingMatch {
  facts: ListingFacts
  evidence: Evidence
  score: number
}

const SCORES = {
  sitePage: 16,
  reference: 8,
  contact: 6,
  name: 3,
  firstWord: 1,
  /** times the share of the title's words found */
  role: 4,
}

export function evidenceFor(reading: AdvertReading, facts: ListingFacts): Evidence {
  const { contacts } = reading
  return {
    sitePage: reading.siteJobIds.has(facts.listing.job_id.toLowerCase()),
    reference: facts.reference !== null && reading.codes.has(facts.reference),
    email: facts.emails.some((email) => contacts.emails.has(email)),
    phone: facts.phones.some((phone) => contacts.phones.has(phone)),
    link: facts.links.some((link) => contacts.links.has(link.key)),
    name: namesEmployer(reading.names, facts.name),
    role: matchRole(reading.words, facts.role),
  }
}

/** Whether the evidence makes the advert a copy of the listing. */
export function isMatch(evidence: Evidence): boolean {
  const { sitePage, reference, email, phone, link, name, role } = evidence
  if (sitePage || reference || email || phone || link) return true
  if (name === null || !role.matches) return false
  return name !== 'first-word' || role.share === 1
}

/** How strongly the evidence says the advert is a copy: the order of the matches. */
export function scoreOf(evidence: Evidence): number {
  const contacts = [evidence.email, evidence.phone, evidence.link].filter(Boolean).length
  return (
    (evidence.sitePage ? SCORES.sitePage : 0) +
    (evidence.reference ? SCORES.reference : 0) +
    contacts * SCORES.contact +
    (evidence.name === null ? 0 : evidence.name === 'first-word' ? SCORES.firstWord : SCORES.name) +
    SCORES.role * evidence.role.share
  )
}

/** Every listing the advert is a copy of, best first (ties: the listing given first). */
export function matchListings(
  reading: AdvertReading,
  listings: readonly ListingFacts[],
): ListingMatch[] {
  const matches: ListingMatch[] = []
  for (const facts of listings) {
    const evidence = evidenceFor(reading, facts)
    if (isMatch(evidence)) matches.push({ facts, evidence, score: scoreOf(evidence) })
  }
  // Array.prototype.sort is stable: equal scores keep the caller's order.
  return matches.sort((a, b) => b.score - a.score)
}
