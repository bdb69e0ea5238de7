import { describe, expect, it } from 'vitest'

import { listingFacts } from './advert-listing.ts'
import { contactsByEmployer, isEmployersDomain } from './employer-contacts.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

describe('contactsByEmployer', () => {
  const listings = [
    makeListing({
      company: 'Acme (Pvt) Ltd',
      methods: [{ kind: 'email', value: 'hr@acme.example' }],
    }),
    makeListing({
      company: 'ACME Private Limited',
      job_link: 'https://careers.acme-group.example/7',
      methods: [
        { kind: 'phone', value: '+263242700000' },
        { kind: 'email', value: 'acme.jobs@gmail.com' },
      ],
    }),
    makeListing({ company: 'Other', methods: [{ kind: 'email', value: 'hr@other.example' }] }),
  ].map((listing) => listingFacts(listing, NOW, TIME_ZONE))
  const acme = contactsByEmployer(listings).get('acme')

  it("gathers an employer's contacts across its listings, its name's spellings alike", () => {
    expect(acme).toEqual({
      phones: new Set(['+263242700000']),
      emails: new Set(['hr@acme.example', 'acme.jobs@gmail.com']),
      links: new Set(['careers.acme-group.example/7']),
      domains: ['acme.example', 'careers.acme-group.example'],
    })
  })

  it('knows its domains, subdomains and parents too, never a free-mail one', () => {
    if (!acme) throw new Error('no contacts')
    expect(isEmployersDomain(acme, 'mail.acme.example')).toBe(true)
    expect(isEmployersDomain(acme, 'acme-group.example')).toBe(true)
    expect(isEmployersDomain(acme, 'gmail.com')).toBe(false)
    expect(isEmployersDomain(acme, 'other.example')).toBe(false)
  })
})
