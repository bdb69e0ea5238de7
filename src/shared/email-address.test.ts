import { describe, expect, it } from 'vitest'

import { canonicalEmailAddress, isPlainEmailAddress } from './email-address.ts'

describe('isPlainEmailAddress', () => {
  it.each([
    'rudo@example.org',
    'Rudo.Moyo@Example.ORG',
    "o'brien@mail.example.co.zw",
    'rudo+jobs@example.org',
    'first_last-1@sub-domain.example.org',
    'a@b.co',
    'x@xn--80ak6aa92e.com',
    "!#$%&'*+/=?^_`{|}~-@example.org",
  ])('takes %s', (address) => {
    expect(isPlainEmailAddress(address)).toBe(true)
  })

  it.each([
    ['a comment after', 'victim@example.org(1)'],
    ['a comment in the local part', 'victim(2)@example.org'],
    ['a quoted local part', '"victim"@example.org'],
    ['a quoted space', '"vic tim"@example.org'],
    ['a display name', 'Victim <victim@example.org>'],
    ['angle brackets', '<victim@example.org>'],
    ['two addresses', 'a@example.org,b@example.org'],
    ['a space', 'vic tim@example.org'],
    ['a tab', 'vic\ttim@example.org'],
    ['a line break', 'victim@example.org\nBcc: b@example.org'],
    ['a control character', 'victim\u0000@example.org'],
    ['a backslash', 'vic\\tim@example.org'],
    ['no @', 'victim.example.org'],
    ['two @', 'a@b@example.org'],
    ['no dot in the domain', 'a@localhost'],
    ['a one-letter top label', 'a@example.o'],
    ['an address literal', 'a@[192.0.2.1]'],
    ['an IP address', 'a@192.0.2.1'],
    ['a trailing dot', 'a@example.org.'],
    ['a leading dot', '.a@example.org'],
    ['two dots', 'a..b@example.org'],
    ['a hyphen ending a label', 'a@example-.org'],
    ['an underscore in the domain', 'a@ex_ample.org'],
    ['letters of another script', 'a@exämple.org'],
  ])('refuses %s', (_what, address) => {
    expect(isPlainEmailAddress(address)).toBe(false)
  })
})

describe('canonicalEmailAddress', () => {
  it('trims and lower-cases the whole address', () => {
    expect(canonicalEmailAddress(' Rudo.Moyo@Example.ORG ')).toBe('rudo.moyo@example.org')
  })
})
