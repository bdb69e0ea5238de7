/**
 * The contacts an employer is known here by: the phone numbers, addresses and links of all its
 * listings in the check (one listing may give a link and another of the same employer a phone
 * number), and the domains they are at. A pasted advert's contact is the employer's when it is
 * one of them, or at one of its domains ("jobs@acme.co.zw" when its listings say "hr@acme.co.zw"
 * or link to careers.acme.co.zw: only the employer has addresses there).
 */
import { domainMatchesHost, emailDomain, isFreeMailDomain } from '../mail-domains.ts'
import type { ListingFacts } from './advert-listing.ts'

export interface EmployerContacts {
  phones: ReadonlySet<string>
  emails: ReadonlySet<string>
  links: ReadonlySet<string>
  /** its own domains: of its addresses (not free mail) and its links' hosts */
  domains: readonly string[]
}

/** Each employer's contacts, by its name as names are compared (ListingFacts.employer). */
export function contactsByEmployer(
  listings: readonly ListingFacts[],
): ReadonlyMap<string, EmployerContacts> {
  const byEmployer = new Map<
    string,
    { phones: Set<string>; emails: Set<string>; links: Set<string>; domains: Set<string> }
  >()
  for (const facts of listings) {
    let contacts = byEmployer.get(facts.employer)
    if (!contacts) {
      contacts = { phones: new Set(), emails: new Set(), links: new Set(), domains: new Set() }
      byEmployer.set(facts.employer, contacts)
    }
    for (const phone of facts.phones) contacts.phones.add(phone)
    for (const email of facts.emails) {
      contacts.emails.add(email)
      const domain = emailDomain(email)
      if (!isFreeMailDomain(domain)) contacts.domains.add(domain)
    }
    for (const link of facts.links) {
      contacts.links.add(link.key)
      if (!isFreeMailDomain(link.host)) contacts.domains.add(link.host)
    }
  }
  return new Map(
    [...byEmployer].map(([employer, contacts]) => [
      employer,
      { ...contacts, domains: [...contacts.domains] },
    ]),
  )
}

/** Whether mail or a site at `domain` is the employer's own. */
export function isEmployersDomain(contacts: EmployerContacts, domain: string): boolean {
  return contacts.domains.some((own) => domainMatchesHost(domain, own))
}
