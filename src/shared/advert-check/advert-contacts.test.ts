import { describe, expect, it } from 'vitest'

import { findContacts } from './advert-contacts.ts'

describe('findContacts', () => {
  it('finds numbers in every way adverts write them, in one form', () => {
    const { phones } = findContacts(
      'Call 0772 123 456 or +263712345678, WhatsApp 263-78-321-0987, or 0 7 1 6 4 0 4 5 0 5',
    )
    // The dashed one is read by the second pass, after the phone finder's.
    expect([...phones.keys()]).toEqual([
      '+263772123456',
      '+263712345678',
      '+263716404505',
      '+263783210987',
    ])
    expect(phones.get('+263783210987')).toBe('263-78-321-0987')
  })

  it('reads a WhatsApp link as a number, not a site', () => {
    const contacts = findContacts('Chat to us: https://wa.me/263772123456')
    expect([...contacts.phones.keys()]).toEqual(['+263772123456'])
    expect(contacts.links.size).toBe(0)
  })

  it('finds addresses, hidden ones too, and takes no digits of an address or a link for a number', () => {
    const contacts = findContacts(
      'CVs to hr0772123456@acme.example or jobs[at]acme[dot]example, see https://acme.example/jobs/0772123456',
    )
    expect([...contacts.emails.keys()]).toEqual(['hr0772123456@acme.example', 'jobs@acme.example'])
    expect(contacts.phones.size).toBe(0)
  })

  it('finds links written bare, shortened ones too, and marks chat and social pages', () => {
    const contacts = findContacts(
      'Register at zinara-jobs.co.zw/apply, bit.ly/abc12. Join https://chat.whatsapp.com/XYZ and facebook.com/jobs',
    )
    expect([...contacts.links.values()].map(({ key, social }) => [key, social])).toEqual([
      ['chat.whatsapp.com/xyz', true],
      ['zinara-jobs.co.zw/apply', false],
      ['bit.ly/abc12', false],
      ['facebook.com/jobs', true],
    ])
  })

  it('takes no file name, abbreviation or sum for a link', () => {
    expect(findContacts('Send CV.pdf, e.g. 5 O-Levels, Mt.Darwin, USD 1.500').links.size).toBe(0)
  })
})
