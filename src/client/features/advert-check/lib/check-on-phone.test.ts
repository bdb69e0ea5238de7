import { describe, expect, it } from 'vitest'

import { makeListing, NOW } from '#shared/advert-check/testing/make-listing.ts'

import { checkOnPhone } from './check-on-phone.ts'

// An official listing the phone keeps, as its page shows it.
const kept = [
  makeListing({
    job_id: 'clerk1',
    title: 'Accounts Clerk',
    company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
    expiry_date: '2026-12-12',
    methods: [{ kind: 'email', value: 'jobs@dzimbahwe-hardware.example' }],
  }),
  makeListing({
    job_id: 'nurse1',
    title: 'Registered Nurse',
    company: 'Mhofu Clinics',
    methods: [{ kind: 'email', value: 'careers@mhofu-clinics.example' }],
  }),
]

// The same advert as a friend forwards it: reworded, shortened, WhatsApp's marks and emoji.
const reworded =
  '*Forwarded many times*\n📢 Dzimbahwe Hardware Wholesalers is hiring an ACCOUNTS CLERK in Gweru. Send your CV to jobs@dzimbahwe-hardware.example before 12 December.'

describe('checkOnPhone', () => {
  it('finds the official listing a reworded forward copies, with nothing that differs', () => {
    const check = checkOnPhone(reworded, kept, NOW, 'jobszw.example')
    expect(check.verdict).toBe('matches')
    expect(check.matches).toEqual([
      {
        job_id: 'clerk1',
        title: 'Accounts Clerk',
        company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
        expiry_date: '2026-12-12',
        differences: [],
      },
    ])
  })

  it('says to be careful of a copy that adds a fee and another number, naming both', () => {
    const check = checkOnPhone(
      `${reworded}\nPay a registration fee of USD 20 by EcoCash to 0772 123 456 to secure your place.`,
      kept,
      NOW,
      'jobszw.example',
    )
    expect(check.verdict).toBe('caution')
    expect(check.matches[0]?.job_id).toBe('clerk1')
    expect(check.matches[0]?.differences).toEqual([
      'The official advert asks no fee.',
      "The number to call is not the employer's: the official advert gives no phone number.",
    ])
    expect(check.signals.map((signal) => signal.rule)).toContain('fee-request')
    expect(check.signals.find((signal) => signal.rule === 'fee-request')?.excerpt).toMatch(
      /registration fee/i,
    )
  })

  it("reads a link to one of this site's job pages as that listing", () => {
    const check = checkOnPhone(
      'Is this real? https://jobszw.example/job/nurse1',
      kept,
      NOW,
      'jobszw.example',
    )
    expect(check.verdict).toBe('matches')
    expect(check.matches[0]?.job_id).toBe('nurse1')
  })

  it('finds nothing among no jobs, and claims nothing', () => {
    expect(checkOnPhone('Shop assistants wanted in Gweru.', [], NOW, 'jobszw.example')).toEqual({
      verdict: 'unknown',
      matches: [],
      signals: [],
    })
  })
})
