import { describe, expect, it } from 'vitest'

import { namesEmployer, readNames, toEmployerName } from './employer-names.ts'

const names = (advert: string, company: string) =>
  namesEmployer(readNames(advert), toEmployerName(company))

describe('namesEmployer', () => {
  it('reads the name without its legal form, in any case, "&" as "and"', () => {
    expect(names('MHOFU MINING is hiring', 'Mhofu Mining Company (Pvt) Ltd')).toBe('name')
    expect(names('at Mbada Clearing & Forwarding', 'Mbada Clearing and Forwarding')).toBe('name')
    expect(names('Baobab Supermarket Mutare', 'Baobab Supermarkets')).toBe('name')
    expect(names('The Delta Corporation Limited', 'Delta Corporation')).toBe('name')
  })

  it('reads the name without "Zimbabwe", "Trust"…, or its first words, as weaker', () => {
    expect(names('Harvest Hope needs officers', 'Harvest Hope Zimbabwe')).toBe('core-name')
    expect(
      names('Moyo Chikore & Partners', 'Moyo Chikore and Partners Chartered Accountants'),
    ).toBe('core-name')
    // one word of four is too little (written with a capital it is the first word, below)
    expect(names('eastern province', 'Eastern Highlands Water Authority')).toBeNull()
  })

  it('reads short names the company holds: bracketed, in capitals, its initials', () => {
    const zinara = 'Zimbabwe National Road Administration (ZINARA)'
    expect(names('Zinara tollgates', zinara)).toBe('short-name')
    expect(names('ZNRA tollgates', zinara)).toBe('short-name')
    expect(names('znra tollgates', zinara)).toBeNull()
    expect(names('ZESA needs linesmen', 'ZESA Holdings')).toBe('short-name')
    expect(names('NSRA depot clerks', 'National Seed Reserve Agency')).toBe('short-name')
  })

  it('takes no legal form in brackets for a short name', () => {
    expect(toEmployerName('Mhofu (Pvt) Ltd').shortNames).toEqual([])
  })

  it('reads a capitalised first word of five letters or more as the weakest naming', () => {
    expect(names('Econet needs engineers', 'Econet Wireless Zimbabwe')).toBe('first-word')
    expect(names('econet needs engineers', 'Econet Wireless Zimbabwe')).toBeNull()
    expect(names('Delta', 'Delta')).toBe('name')
    expect(toEmployerName('Delta').firstWord).toBeNull()
  })

  it('does not read one name inside another word', () => {
    expect(names('Deltaville is hiring', 'Delta Corporation')).toBeNull()
  })
})
