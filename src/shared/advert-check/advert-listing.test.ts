import { describe, expect, it } from 'vitest'

import { listingFacts, referenceCode, toAdvertListing } from './advert-listing.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

describe('toAdvertListing', () => {
  it('copies only what the check reads of an API job', () => {
    const job = makeListing()
    const listing = toAdvertListing(job)
    expect(Object.keys(listing).sort()).toEqual(
      [
        'aged_out',
        'apply_instructions',
        'caution',
        'company',
        'expiry_date',
        'expiry_ts',
        'filled',
        'how_to_apply',
        'job_id',
        'job_link',
        'removed',
        'title',
        'withdrawn',
      ].sort(),
    )
    const { listing: _copy, ...fromCopy } = listingFacts(listing, NOW, TIME_ZONE)
    const { listing: _job, ...fromJob } = listingFacts(job, NOW, TIME_ZONE)
    expect(fromCopy).toEqual(fromJob)
  })
})

describe('listingFacts', () => {
  it('puts its ways to apply in one form each', () => {
    const facts = listingFacts(
      makeListing({
        job_link: 'https://www.Acme.example/jobs/7/',
        methods: [
          { kind: 'email', value: 'hr@acme.example' },
          { kind: 'whatsapp', value: '+263772123456' },
          { kind: 'phone', value: '+263772123456' },
          { kind: 'link', value: 'https://acme.example/jobs/7?utm_source=x' },
          { kind: 'in-person', value: '1 Main Street, Harare' },
        ],
      }),
      NOW,
      TIME_ZONE,
    )
    expect(facts).toMatchObject({
      phones: ['+263772123456'],
      emails: ['hr@acme.example'],
      links: [{ host: 'acme.example', key: 'acme.example/jobs/7' }],
      employer: 'dzimbahwe hardware wholesalers',
    })
  })

  it("reads a copy without how_to_apply from its source's fields", () => {
    const facts = listingFacts(
      makeListing({
        how_to_apply: null,
        apply_instructions: 'Email your CV to jobs@acme.example or call 0772 123 456.',
      }),
      NOW,
      TIME_ZONE,
    )
    expect(facts.emails).toEqual(['jobs@acme.example'])
    expect(facts.phones).toEqual(['+263772123456'])
  })

  it('says why it closed: filled, then the deadline, then aged out, then withdrawn', () => {
    const closed = (fields: Parameters<typeof makeListing>[0]) =>
      listingFacts(makeListing(fields), NOW, TIME_ZONE).closed
    expect(closed({})).toBeNull()
    expect(closed({ expiry_date: null })).toBeNull()
    expect(closed({ filled: true, expiry_date: '2026-11-01' })).toBe('filled')
    expect(closed({ expiry_date: '2026-11-28', withdrawn: true })).toBe('deadline-passed')
    expect(closed({ aged_out: true, withdrawn: true, expiry_date: null })).toBe('aged-out')
    expect(closed({ withdrawn: true })).toBe('withdrawn')
    // the closing day is not over until its end in Harare
    expect(closed({ expiry_date: '2026-11-29' })).toBeNull()
  })
})

describe('referenceCode', () => {
  it('keeps codes, folded, and leaves words and bare years', () => {
    expect(referenceCode('ZW/HR/2024/17')).toBe('zwhr202417')
    expect(referenceCode('Accounts Clerk')).toBeNull()
    expect(referenceCode('HR/17')).toBeNull()
    expect(referenceCode('2025')).toBeNull()
    expect(referenceCode('2025017')).toBe('2025017')
    expect(referenceCode(null)).toBeNull()
  })
})
