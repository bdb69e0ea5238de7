import { describe, expect, it } from 'vitest'

import type { ApiJob } from '../job.ts'
import { listingFacts } from './advert-listing.ts'
import { readAdvert } from './advert-reading.ts'
import { readScamSignals } from './advert-signals.ts'
import { differencesOf } from './differences.ts'
import { contactsByEmployer } from './employer-contacts.ts'
import { evidenceFor } from './match-listings.ts'
import { findStatedDeadline } from './stated-deadline.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

function differences(text: string, listing: ApiJob, others: ApiJob[] = []) {
  const reading = readAdvert(text, ['jobszw.co.zw'])
  const facts = listingFacts(listing, NOW, TIME_ZONE)
  const all = [facts, ...others.map((other) => listingFacts(other, NOW, TIME_ZONE))]
  const employer = contactsByEmployer(all).get(facts.employer)
  if (!employer) throw new Error('no employer')
  return differencesOf(
    { facts, evidence: evidenceFor(reading, facts), score: 0 },
    {
      reading,
      employer,
      asksForMoney: readScamSignals(reading.text).asksForMoney,
      statedDeadline: findStatedDeadline(reading.text, NOW, TIME_ZONE),
      siteHosts: new Set(['jobszw.co.zw']),
      timeZone: TIME_ZONE,
    },
  )
}

const clerk = makeListing({
  job_link: 'https://careers.dzimbahwe-hardware.example/jobs/3',
  methods: [
    { kind: 'email', value: 'jobs@dzimbahwe-hardware.example' },
    { kind: 'phone', value: '+263542220111' },
  ],
})
const named = 'Dzimbahwe Hardware Wholesalers: Accounts Clerk.'

describe('differencesOf', () => {
  it('finds none in a faithful copy, whatever of its contacts it keeps', () => {
    expect(
      differences(
        `${named} CV to HR@dzimbahwe-hardware.example or call 054 2220 111. https://jobszw.co.zw/job/x1`,
        clerk,
      ),
    ).toEqual({ differences: [], scamLike: false })
  })

  it('names a fee the official advert does not ask, and another number', () => {
    expect(
      differences(`${named} Pay a $20 registration fee by EcoCash to 0772 123 456.`, clerk),
    ).toEqual({
      differences: [
        'The official advert asks no fee.',
        "The number to call is not the employer's: the official advert gives 0542 220 111.",
      ],
      scamLike: true,
    })
  })

  it('names an address at a free provider or another domain, and where to apply instead', () => {
    expect(differences(`${named} CVs to dzimbahwe.jobs@gmail.com`, clerk).differences).toEqual([
      "The email address is not the employer's: the official advert says apply to jobs@dzimbahwe-hardware.example.",
    ])
    const byLink = makeListing({ methods: [{ kind: 'link', value: 'https://acme.example/apply' }] })
    expect(differences(`${named} CVs to hr@dzimbahwe-jobs.example`, byLink).differences).toEqual([
      "The email address is not the employer's: the official advert says apply at https://acme.example/apply.",
    ])
  })

  it("takes an address at the employer's own domain, or another listing's contact, as the employer's", () => {
    expect(differences(`${named} CVs to accounts@dzimbahwe-hardware.example`, clerk).scamLike).toBe(
      false,
    )
    const other = makeListing({ methods: [{ kind: 'whatsapp', value: '+263772123456' }] })
    expect(differences(`${named} WhatsApp 0772 123 456`, clerk, [other]).scamLike).toBe(false)
  })

  it("names a site that is not the employer's, but not a chat group or this site", () => {
    expect(differences(`${named} Register at dzimbahwe-portal.example/apply`, clerk)).toEqual({
      differences: [
        "The link is not the employer's: the official advert links to https://careers.dzimbahwe-hardware.example/jobs/3.",
      ],
      scamLike: true,
    })
    expect(
      differences(`${named} Join https://chat.whatsapp.com/abc and jobszw.co.zw/jobs/all`, clerk),
    ).toEqual({ differences: [], scamLike: false })
  })

  it('says how the official advert closed', () => {
    const closed = (fields: Parameters<typeof makeListing>[0]) =>
      differences(named, makeListing(fields)).differences
    expect(closed({ expiry_date: '2026-10-03' })).toEqual([
      'The official advert closed on Saturday 3 October 2026.',
    ])
    expect(closed({ filled: true })).toEqual([
      'The job has been filled: the employer marked the official advert filled.',
    ])
    expect(closed({ withdrawn: true })).toEqual([
      'The official advert has closed: the employer no longer lists it.',
    ])
    expect(closed({ aged_out: true, expiry_date: null })).toEqual([
      'The official advert has closed: it gave no closing date and was posted too long ago to be open still.',
    ])
  })

  it('names another closing day than the official one', () => {
    expect(differences(`${named} Closing date: 10 December 2026`, clerk).differences).toEqual([
      'The official advert closes on Saturday 12 December 2026, not Thursday 10 December 2026.',
    ])
    expect(differences(`${named} Closing date: 12/12/2026`, clerk).differences).toEqual([])
    expect(
      differences(`${named} Deadline 10 Dec`, makeListing({ expiry_date: null })).differences,
    ).toEqual(['The official advert gives no closing date: it is open until filled.'])
  })

  it('says which role the official advert is for when only a contact matched', () => {
    expect(differences('Drivers wanted, call 054 2220 111', clerk)).toEqual({
      differences: [
        'The official advert with these details is for Accounts Clerk at Dzimbahwe Hardware Wholesalers (Pvt) Ltd.',
      ],
      scamLike: false,
    })
  })
})
