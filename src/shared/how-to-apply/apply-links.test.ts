import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref, whatsappHref } from './apply-links.ts'

/** The header fields a mail program would read from a mailto: link (RFC 6068). */
function mailtoFields(href: string): { to: string; fields: [string, string][] } {
  const [to = '', query = ''] = href.replace(/^mailto:/, '').split('?')
  return {
    to: decodeURIComponent(to),
    fields: query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  }
}

describe('mailtoHref', () => {
  it('puts the reference in the subject', () => {
    expect(mailtoHref('hr@delta.co.zw', 'ZW/HR/2024/17', 'Accountant')).toBe(
      'mailto:hr@delta.co.zw?subject=ZW%2FHR%2F2024%2F17',
    )
  })

  it('asks for the job by its title when there is no reference', () => {
    expect(mailtoHref('hr@delta.co.zw', null, 'Accounts Clerk & Cashier')).toBe(
      'mailto:hr@delta.co.zw?subject=Application%3A%20Accounts%20Clerk%20%26%20Cashier',
    )
    expect(mailtoHref('hr@delta.co.zw', '  ', 'Driver')).toContain(
      'subject=Application%3A%20Driver',
    )
  })

  it.each([
    ['a line break and a Bcc header', 'Ref 12\r\nBcc: spy@evil.example'],
    ['an encoded line break', 'Ref 12%0D%0ABcc:%20spy@evil.example'],
    ['a second field', 'Ref 12&bcc=spy@evil.example'],
    ['a query of its own', 'Ref 12?cc=spy@evil.example'],
    ['a fragment', 'Ref 12#bcc=spy@evil.example'],
  ])('keeps %s inside the subject', (_what, reference) => {
    const href = mailtoHref('hr@delta.co.zw', reference, 'Driver')
    expect(href).not.toBeNull()
    const { to, fields } = mailtoFields(href ?? '')
    expect(to).toBe('hr@delta.co.zw')
    expect(fields.map(([name]) => name)).toEqual(['subject'])
    expect(fields[0]?.[1]).not.toMatch(/[\r\n]/)
  })

  it('writes the subject on one line', () => {
    expect(mailtoFields(mailtoHref('a@b.co', 'Ref\r\n12\t\u0000x', 'x') ?? '').fields).toEqual([
      ['subject', 'Ref 12 x'],
    ])
  })

  it('cuts a long subject without breaking a character', () => {
    const href = mailtoHref('a@b.co', '😀'.repeat(150), 'x') ?? ''
    expect(() => decodeURIComponent(href)).not.toThrow()
    expect(mailtoFields(href).fields[0]?.[1].length).toBeLessThanOrEqual(200)
  })

  it('survives a broken character in the title', () => {
    expect(mailtoHref('a@b.co', null, 'Driver \ud800')).toBe(
      'mailto:a@b.co?subject=Application%3A%20Driver%20%EF%BF%BD',
    )
  })

  it('encodes the query characters a plain address may hold, so they copy no one', () => {
    const href = mailtoHref('a?cc=spy@evil.example', null, 'Driver') ?? ''
    expect(href).toBe('mailto:a%3Fcc%3Dspy@evil.example?subject=Application%3A%20Driver')
    expect(mailtoFields(href).fields.map(([name]) => name)).toEqual(['subject'])
  })

  it.each([
    'hr@delta.co.zw?cc=spy@evil.example',
    'hr@delta.co.zw,spy@evil.example',
    'hr@delta.co.zw\r\nBcc: spy@evil.example',
    'javascript:alert(1)//@delta.co.zw',
    'Rudo <hr@delta.co.zw>',
    '',
  ])('gives no link for %j', (email) => {
    expect(mailtoHref(email, 'Ref 1', 'Driver')).toBeNull()
  })
})

describe('whatsappHref', () => {
  it('opens a chat with the number as wa.me takes it, digits only', () => {
    expect(whatsappHref('+263772123456', 'Hello, I am applying for Driver (Ref 12)')).toBe(
      'https://wa.me/263772123456?text=Hello%2C%20I%20am%20applying%20for%20Driver%20(Ref%2012)',
    )
    expect(whatsappHref('263772123456')).toBe('https://wa.me/263772123456')
  })

  it('keeps line breaks in the message and drops other controls', () => {
    expect(whatsappHref('+263772123456', 'Hello\r\nRudo\u001b[31m')).toBe(
      'https://wa.me/263772123456?text=Hello%0ARudo%5B31m',
    )
  })

  it.each([
    'javascript:alert(1)',
    '+263 77 212 3456',
    '+263772123456?text=x',
    '+263772123456/../evil',
    '++263772123456',
    '',
  ])('gives no link for %j', (number) => {
    expect(whatsappHref(number, 'hi')).toBeNull()
  })
})

describe('telHref', () => {
  it('dials the number as stored', () => {
    expect(telHref('+263242700000')).toBe('tel:+263242700000')
  })

  it.each(['javascript:alert(1)', '0772 123 456', '+263772123456;ext=1', '+', ''])(
    'gives no link for %j',
    (number) => {
      expect(telHref(number)).toBeNull()
    },
  )
})
