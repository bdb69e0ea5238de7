import { describe, expect, it } from 'vitest'

import { formatPhoneNumber, toE164 } from './phone-numbers.ts'

describe('toE164', () => {
  it.each([
    ['0772 123 456', '+263772123456'],
    ['0772123456', '+263772123456'],
    ['077-212-3456', '+263772123456'],
    ['+263 77 212 3456', '+263772123456'],
    ['+263 (0)77 212 3456', '+263772123456'],
    ['+2630772123456', '+263772123456'],
    ['00263 772 123 456', '+263772123456'],
    ['263772123456', '+263772123456'],
    ['0712 345 678', '+263712345678'],
    ['0733 999 000', '+263733999000'],
    ['0242 123456', '+263242123456'],
    ['(024) 2700000', '+263242700000'],
    ['+263 242 700 000', '+263242700000'],
    ['0292 270 000', '+263292270000'],
    ['08677 123 456', '+2638677123456'],
    ['+27 82 123 4567', '+27821234567'],
    ['0044 20 7946 0000', '+442079460000'],
  ])('%s is %s', (written, e164) => {
    expect(toE164(written)).toBe(e164)
  })

  it.each([
    ['a mobile one digit short', '077 212 345'],
    ['a mobile one digit long', '0772 123 4567'],
    ['an old 7-digit Harare number', '(04) 700000'],
    ['no prefix at all', '772 123 456'],
    ['a number starting 1', '1 200 000 000'],
    ['a Zimbabwean code and a short number', '+263 12 34'],
    ['too long to be a number anywhere', '+1234567890123456'],
    ['a country code of 0', '+0 772 123 456'],
    ['nothing', ''],
  ])('%s is no number', (_what, written) => {
    expect(toE164(written)).toBeNull()
  })
})

describe('formatPhoneNumber', () => {
  it.each([
    ['+263772123456', '0772 123 456'],
    ['+263242700000', '0242 700 000'],
    ['+2638677123456', '08677 123 456'],
    ['+26320612345', '020 612 345'],
    ['+27821234567', '+27821234567'],
    ['+263123', '+263123'],
    ['tel:+263772123456', 'tel:+263772123456'],
  ])('%s reads %s', (e164, written) => {
    expect(formatPhoneNumber(e164)).toBe(written)
  })

  it('reads back as the number it was made from', () => {
    for (const written of ['0772 123 456', '(024) 2700000', '08677 123 456'])
      expect(toE164(formatPhoneNumber(toE164(written) ?? ''))).toBe(toE164(written))
  })
})
