/**
 * An advert that names an organisation on the site but gives an address that cannot be its: a
 * free-mail address ("zinara.recruitment@gmail.com"), or mail or a site at another domain than
 * the ones its listings use. The fake tollgate jobs "at ZINARA" are this: the employer is real,
 * the role is not one of its listings, and the address is not its own. Scam rules catch it for
 * the few large employers they know by name (free-mail-named-employer); this catches it for
 * every employer with a listing in the check.
 *
 * Only names that are the employer's name or a short name it has count (employer-names.ts), not
 * its first word alone; and an address at any named organisation's domain is fine, so an advert
 * naming an employer and its recruiting partner is not flagged for the partner's address.
 * An employer whose advert the check matched is left to that match's differences, which say the
 * same with the official address beside it.
 */
import { emailDomain, isFreeMailDomain } from '../mail-domains.ts'
import type { ListingFacts } from './advert-listing.ts'
import type { AdvertReading } from './advert-reading.ts'
import type { AdvertSignal, CheckRuleId } from './advert-signals.ts'
import { isEmployersDomain, type EmployerContacts } from './employer-contacts.ts'
import { namesEmployer } from './employer-names.ts'

export interface NamedOrganisationsInput {
  reading: AdvertReading
  listings: readonly ListingFacts[]
  employers: ReadonlyMap<string, EmployerContacts>
  /** employers (ListingFacts.employer) of the matches returned */
  matched: ReadonlySet<string>
  siteHosts: ReadonlySet<string>
  /** the scam rules' free-mail rule fired already */
  freeMailFlagged: boolean
}

const MAX_CONTACTS = 20
/** Three organisations' worth: more says nothing a reader needs. */
const MAX_SIGNALS = 6

export function namedOrganisationSignals(input: NamedOrganisationsInput): AdvertSignal[] {
  const { reading, employers, siteHosts } = input
  const named = new Map<string, string>()
  for (const facts of input.listings) {
    if (named.has(facts.employer) || facts.employer === '') continue
    const evidence = namesEmployer(reading.names, facts.name)
    if (evidence === 'name' || evidence === 'short-name') {
      named.set(facts.employer, facts.listing.company)
    }
  }
  const ownsDomain = (domain: string) =>
    [...named.keys()].some((employer) => {
      const contacts = employers.get(employer)
      return contacts !== undefined && isEmployersDomain(contacts, domain)
    })
  // A real advert gives a contact or two; a hostile one thousands, and the answer is the same.
  const emails = [...reading.contacts.emails.keys()].slice(0, MAX_CONTACTS)
  const links = [...reading.contacts.links.values()]
    .filter((link) => !link.social && !siteHosts.has(link.host))
    .slice(0, MAX_CONTACTS)
  // Which contacts no named organisation owns does not depend on which one is asked about.
  const freeMail = input.freeMailFlagged
    ? undefined
    : emails.find((email) => isFreeMailDomain(emailDomain(email)))
  const otherMail = emails.find((email) => {
    const domain = emailDomain(email)
    return !isFreeMailDomain(domain) && !ownsDomain(domain)
  })
  const otherLink = links.find((link) => !ownsDomain(link.host))
  const signals: AdvertSignal[] = []
  for (const [employer, company] of named) {
    if (input.matched.has(employer)) continue
    if (freeMail) {
      signals.push(
        signal(
          'free-mail-for-organisation',
          `It names ${company} but gives a free email address`,
          freeMail,
        ),
      )
    }
    // An employer whose listings give no address or link has no domain to hold the advert to.
    const contacts = employers.get(employer)
    if (contacts === undefined || contacts.domains.length === 0) continue
    if (otherMail) {
      const domain = emailDomain(otherMail)
      signals.push(
        signal(
          'not-its-domain',
          `It names ${company} but gives an address at ${domain}, which is not ${company}'s`,
          otherMail,
        ),
      )
    }
    if (otherLink) {
      signals.push(
        signal(
          'not-its-domain',
          `It names ${company} but links to ${otherLink.host}, which is not ${company}'s`,
          otherLink.written,
        ),
      )
    }
    if (signals.length >= MAX_SIGNALS) break
  }
  return signals.slice(0, MAX_SIGNALS)
}

function signal(rule: CheckRuleId, message: string, excerpt: string): AdvertSignal {
  return { rule, message, excerpt: excerpt.slice(0, 160) }
}
