import { describe, expect, it } from 'vitest'

import { collectTakenDownContacts, contactsToAvoid } from './taken-down-contacts.ts'

describe('collectTakenDownContacts', () => {
  it('gathers each contact once, in its one form', () => {
    expect(
      collectTakenDownContacts([
        {
          job_link: 'https://www.scam.example/apply/',
          how_to_apply: {
            methods: [
              { kind: 'whatsapp', value: '+263771000000' },
              { kind: 'phone', value: '+263771000000' },
              { kind: 'email', value: 'intake@gmail.com' },
              { kind: 'in-person', value: 'Shop 4, Harare' },
            ],
            reference: null,
            documents: [],
          },
        },
        { job_link: null, how_to_apply: null },
      ]),
    ).toEqual({
      phones: ['+263771000000'],
      emails: ['intake@gmail.com'],
      links: ['scam.example/apply'],
    })
  })
})

describe('contactsToAvoid', () => {
  it("reads a caller's contacts in their one form too", () => {
    const avoid = contactsToAvoid({
      phones: ['0771 000 000', 'not a number'],
      emails: ['Intake@Gmail.com'],
      links: ['https://scam.example/apply/', 'scam.example/apply'],
    })
    expect([...avoid.phones]).toEqual(['+263771000000'])
    expect([...avoid.emails]).toEqual(['intake@gmail.com'])
    expect([...avoid.links]).toEqual(['scam.example/apply'])
  })
})
