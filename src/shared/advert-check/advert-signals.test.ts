import { describe, expect, it } from 'vitest'

import { findContacts } from './advert-contacts.ts'
import { readScamSignals, takenDownSignals } from './advert-signals.ts'
import { contactsToAvoid } from './taken-down-contacts.ts'

describe('readScamSignals', () => {
  it("gives the scam rules' findings in the preview's words, with the advert's own", () => {
    const reading = readScamSignals(
      'Nurse aides. Pay the USD 20 registration fee via EcoCash today.',
    )
    expect(reading.flagged).toBe(true)
    expect(reading.asksForMoney).toBe(true)
    expect(reading.signals[0]).toEqual({
      rule: 'fee-request',
      message: 'It asks applicants to pay',
      excerpt: 'Pay the USD 20 registration fee via EcoCash today',
    })
  })

  it('lists a weak sign but leaves the verdict to the rules’ threshold', () => {
    const reading = readScamSignals(
      'Shop assistants wanted. Limited slots. Apply at www.acme.example',
    )
    expect(reading.signals.map((signal) => signal.rule)).toEqual(['urgency'])
    expect(reading.flagged).toBe(false)
    expect(reading.asksForMoney).toBe(false)
  })

  it('reads the first line as the title: a state body answering from gmail', () => {
    const reading = readScamSignals(
      'MINISTRY OF HEALTH AND CHILD CARE\nNurse aide intake: CVs to mohcc.jobs@gmail.com',
    )
    expect(reading.signals.map((signal) => signal.rule)).toEqual(['free-mail-named-employer'])
    expect(reading.flagged).toBe(true)
  })
})

describe('takenDownSignals', () => {
  it('names each kind of contact shared with a taken-down listing once', () => {
    const contacts = findContacts(
      'WhatsApp 0771 000 000 or +263771000000, intake@gmail.com, https://scam.example/apply?x=1',
    )
    const avoid = contactsToAvoid({
      phones: ['+263771000000'],
      emails: ['intake@gmail.com'],
      links: ['scam.example/apply'],
    })
    expect(takenDownSignals(contacts, avoid)).toEqual([
      {
        rule: 'taken-down-contact',
        message: 'It gives a phone number from an advert this site took down',
        excerpt: '0771 000 000',
      },
      {
        rule: 'taken-down-contact',
        message: 'It gives an email address from an advert this site took down',
        excerpt: 'intake@gmail.com',
      },
      {
        rule: 'taken-down-contact',
        message: 'It gives a link from an advert this site took down',
        excerpt: 'https://scam.example/apply?x=1',
      },
    ])
    expect(
      takenDownSignals(contacts, contactsToAvoid({ phones: [], emails: [], links: [] })),
    ).toEqual([])
  })
})
