import { describe, expect, it } from 'vitest'

import {
  findEmails,
  findPhones,
  findWebsites,
  findWhatsApp,
  mentionsApplyingInPerson,
} from './contact-channels.ts'

const values = (found: { value: string }[]) => found.map((item) => item.value)

describe('contact channels', () => {
  it('finds email addresses', () => {
    expect(values(findEmails('cv to hr@delta.co.zw or zrp.recruit_25@gmail.com.'))).toEqual([
      'hr@delta.co.zw',
      'zrp.recruit_25@gmail.com',
    ])
  })

  it('finds websites but not the domains of email addresses', () => {
    expect(values(findWebsites('apply at www.acme.co.zw/jobs or hr@acme.co.zw'))).toEqual([
      'www.acme.co.zw/jobs',
    ])
    expect(values(findWebsites('see https://careers.wvi.org and msu.ac.zw'))).toEqual([
      'https://careers.wvi.org',
      'msu.ac.zw',
    ])
  })

  it('does not count chat or social links as websites', () => {
    expect(findWebsites('join https://chat.whatsapp.com/abc or wa.me/263772000111')).toEqual([])
    expect(findWebsites('like us on facebook.com/acmejobs')).toEqual([])
  })

  it.each(['0772 123 456', '+263 77 212 3456', '263772123456', '(0242) 700 123', '020 206 4411'])(
    'finds the phone number %j',
    (phone) => {
      expect(findPhones(`call ${phone} today`)).toHaveLength(1)
    },
  )

  it('does not take dates, sums or short numbers for phones', () => {
    expect(findPhones('closing 30 june 2025, usd 1 200 000 budget, ref 0023/2025')).toEqual([])
  })

  it('finds WhatsApp, also as a wa.me link', () => {
    expect(findWhatsApp('whatsapp us')).toHaveLength(1)
    expect(findWhatsApp('https://wa.me/263772000111')).toHaveLength(1)
  })

  it('recognises applying in person', () => {
    expect(mentionsApplyingInPerson('hand deliver your cv to 14 baines avenue')).toBe(true)
    expect(mentionsApplyingInPerson('walk in at 22 khami road')).toBe(true)
    expect(mentionsApplyingInPerson('apply in person at our offices')).toBe(true)
    expect(mentionsApplyingInPerson('whatsapp 0772 000 111')).toBe(false)
  })
})
