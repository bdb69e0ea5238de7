import { describe, expect, it } from 'vitest'

import { findPhones } from './find-phones.ts'

const values = (text: string) => findPhones(text).map(({ value }) => `${value.kind} ${value.value}`)

describe('findPhones', () => {
  it('reads the words before each number for its kind', () => {
    expect(values('WhatsApp 0772 123 456, call 0712 345 678, Cell/WhatsApp 0733 999 000')).toEqual([
      'whatsapp +263772123456',
      'phone +263712345678',
      'phone +263733999000',
      'whatsapp +263733999000',
    ])
  })

  it('gives a number with no word the kind of the one before it, or a call', () => {
    expect(values('0242 700 000 or 0242 700 001')).toEqual([
      'phone +263242700000',
      'phone +263242700001',
    ])
    expect(values('WhatsApp 0772 123 456 / 0712 345 678')).toEqual([
      'whatsapp +263772123456',
      'whatsapp +263712345678',
    ])
  })

  it('reads "(WhatsApp only)" and "(also WhatsApp)" after the number', () => {
    expect(values('Call 0772 123 456 (WhatsApp only)')).toEqual(['whatsapp +263772123456'])
    expect(values('Call 0772 123 456 (also on WhatsApp)')).toEqual([
      'phone +263772123456',
      'whatsapp +263772123456',
    ])
  })

  it('leaves fax numbers', () => {
    expect(values('Fax: 0242 700 001, 0242 700 002. Tel 0242 700 000')).toEqual([
      'phone +263242700000',
    ])
  })

  it('separates numbers written side by side, and a number after a year', () => {
    expect(values('Call 0772123456 0712345678 by 2025 0733 999 000')).toEqual([
      'phone +263772123456',
      'phone +263712345678',
      'phone +263733999000',
    ])
  })

  it.each([
    ['a date', 'on 01/03/2025 or 2025-03-01 or 01.03.2025'],
    ['a date in words', 'by 03 March 2025 0'],
    ['a time', 'from 08:00 to 16:30, 8am'],
    ['pay', 'USD 1 200 000, $0 772 123, US$ 1,200.00, ZiG 05 000 000, R08000000'],
    ['a post box', 'Private Bag 7708'],
    ['too few digits', '0772 123'],
    ['no prefix', '772 123 456'],
  ])('leaves %s', (_what, text) => {
    expect(values(text)).toEqual([])
  })
})
