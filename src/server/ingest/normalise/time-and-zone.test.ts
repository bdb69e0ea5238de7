import { describe, expect, it } from 'vitest'

import { INVALID, readTime, readZone } from './time-and-zone.ts'

describe('readTime', () => {
  it.each([
    ['16:00', 16, 0],
    ['4:30 p.m.', 16, 30],
    ['11:59 pm', 23, 59],
    ['5pm', 17, 0],
    ['1600hrs', 16, 0],
    ['midnight', 23, 59],
    ['12 noon', 12, 0],
  ])('reads %s', (text, hour, minute) => {
    const hit = readTime(text, 0)
    expect(hit !== INVALID && hit?.value).toMatchObject({ hour, minute })
  })

  it('marks impossible times and ignores what is no time', () => {
    expect(readTime('25:00', 0)).toBe(INVALID)
    expect(readTime('13pm', 0)).toBe(INVALID)
    expect(readTime('3 days', 0)).toBeNull()
  })
})

describe('readZone', () => {
  it.each([
    [' ET', { timeZone: 'America/New_York' }],
    [' GMT+2', 120],
    [' (CAT)', 120],
    [' SAST', 120],
    [' UTC', 0],
    ['Z', 0],
    [' +03:00', 180],
    [' WAT', 60],
  ])('reads%s', (text, offset) => {
    expect(readZone(text.toLowerCase(), 0)?.value).toEqual(offset)
  })

  it('reads no zone from an unknown word or an impossible offset', () => {
    expect(readZone(' ist', 0)).toBeNull()
    expect(readZone(' on', 0)).toBeNull()
    expect(readZone(' gmt+15', 0)).toBeNull()
  })
})
