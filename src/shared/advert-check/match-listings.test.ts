import { describe, expect, it } from 'vitest'

import { listingFacts } from './advert-listing.ts'
import { readAdvert } from './advert-reading.ts'
import { evidenceFor, isMatch, matchListings } from './match-listings.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

const facts = (fields: Parameters<typeof makeListing>[0]) =>
  listingFacts(makeListing(fields), NOW, TIME_ZONE)

describe('evidenceFor', () => {
  const clerk = facts({
    job_id: 'clerk1',
    reference: 'DHW/ACC/2026/3',
    methods: [
      { kind: 'email', value: 'jobs@dzimbahwe-hardware.example' },
      { kind: 'phone', value: '+263542220111' },
      { kind: 'link', value: 'https://dzimbahwe-hardware.example/jobs/3' },
    ],
  })
  const evidence = (text: string, siteHosts: string[] = []) =>
    evidenceFor(readAdvert(text, siteHosts), clerk)

  it('finds each contact, the code and a link to the listing on this site', () => {
    expect(evidence('quote DHW-ACC-2026-3').reference).toBe(true)
    expect(evidence('Email JOBS@dzimbahwe-hardware.example').email).toBe(true)
    expect(evidence('Call 054 2220 111').phone).toBe(true)
    expect(evidence('see www.dzimbahwe-hardware.example/jobs/3/').link).toBe(true)
    expect(evidence('https://jobszw.co.zw/job/clerk1', ['jobszw.co.zw']).sitePage).toBe(true)
  })

  it('a contact or a code is enough alone; a name needs the role', () => {
    expect(isMatch(evidence('Call 0542220111'))).toBe(true)
    expect(isMatch(evidence('Dzimbahwe Hardware Wholesalers: accounting clerk'))).toBe(true)
    expect(isMatch(evidence('Dzimbahwe Hardware Wholesalers: drivers'))).toBe(false)
    expect(isMatch(evidence('Accounts clerk wanted'))).toBe(false)
  })

  it('a first word alone needs every word of the role', () => {
    expect(evidence('Dzimbahwe: accounts clerk').name).toBe('first-word')
    expect(isMatch(evidence('Dzimbahwe: accounts clerk'))).toBe(true)
    expect(isMatch(evidence('Dzimbahwe: a clerk'))).toBe(false)
  })
})

describe('matchListings', () => {
  it('ranks a contact above words, and more of the title first', () => {
    const listings = [
      facts({ job_id: 'words', title: 'Senior Accounts Clerk', methods: [] }),
      facts({
        job_id: 'contact',
        title: 'Accounts Clerk',
        methods: [{ kind: 'email', value: 'a@dzimbahwe-hardware.example' }],
      }),
      facts({ job_id: 'whole', title: 'Accounts Clerk', methods: [] }),
      facts({ job_id: 'other', title: 'Driver', methods: [] }),
    ]
    const reading = readAdvert(
      'Dzimbahwe Hardware Wholesalers accounts clerk, email a@dzimbahwe-hardware.example',
      [],
    )
    expect(matchListings(reading, listings).map((match) => match.facts.listing.job_id)).toEqual([
      'contact',
      'whole',
      'words',
    ])
  })
})
