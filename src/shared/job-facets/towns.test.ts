import { describe, expect, it } from 'vitest'

import { toPhraseKey } from './phrase-table.ts'
import { TOWN_VALUES } from './town-values.ts'
import { PROVINCE_CAPITALS, PROVINCES, TOWNS, type Province } from './towns.ts'

// Written out again from the official provincial lists, so a town filed under the wrong
// province fails here.
const TOWNS_BY_PROVINCE: Record<Province, string[]> = {
  Harare: ['harare', 'chitungwiza', 'epworth'],
  Bulawayo: ['bulawayo'],
  Manicaland: ['mutare', 'rusape', 'chipinge', 'nyanga', 'chimanimani', 'penhalonga'],
  'Mashonaland Central': ['bindura', 'mazowe', 'mount-darwin', 'shamva', 'mvurwi'],
  'Mashonaland East': ['marondera', 'ruwa', 'murehwa', 'mutoko', 'chivhu', 'beatrice', 'hwedza'],
  'Mashonaland West': [
    'chinhoyi',
    'kadoma',
    'chegutu',
    'norton',
    'kariba',
    'karoi',
    'banket',
    'chirundu',
    'ngezi',
  ],
  Masvingo: ['masvingo', 'chiredzi', 'mashava'],
  'Matabeleland North': ['hwange', 'victoria-falls', 'lupane', 'binga', 'dete'],
  'Matabeleland South': ['gwanda', 'beitbridge', 'plumtree', 'esigodini', 'filabusi'],
  Midlands: ['gweru', 'kwekwe', 'redcliff', 'shurugwi', 'gokwe', 'mvuma', 'zvishavane'],
}

describe('towns', () => {
  it('files every town under its province', () => {
    const expected = Object.entries(TOWNS_BY_PROVINCE).flatMap(([province, towns]) =>
      towns.map((town) => [town, province]),
    )
    const actual = TOWN_VALUES.map((town) => [town, TOWNS[town].province])
    expect(actual.sort()).toEqual(expected.sort())
  })

  it('keeps the traps in their own provinces', () => {
    expect(TOWNS.norton.province).toBe('Mashonaland West')
    expect(TOWNS.ruwa.province).toBe('Mashonaland East')
    expect(TOWNS.zvishavane.province).toBe('Midlands')
    expect(TOWNS.ngezi.province).toBe('Mashonaland West')
  })

  it('lists each town once, with a details entry and no others', () => {
    expect(new Set(TOWN_VALUES).size).toBe(TOWN_VALUES.length)
    expect(Object.keys(TOWNS).sort()).toEqual([...TOWN_VALUES].sort())
  })

  it('puts the main cities first, then the rest alphabetically by name', () => {
    expect(TOWN_VALUES.slice(0, 3)).toEqual(['harare', 'bulawayo', 'chitungwiza'])
    const rest = TOWN_VALUES.slice(TOWN_VALUES.indexOf('victoria-falls') + 1)
    const labels = rest.map((town) => TOWNS[town].label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
  })

  it('gives each value as its label in kebab case', () => {
    for (const town of TOWN_VALUES) {
      expect(TOWNS[town].label.toLowerCase().replaceAll(' ', '-')).toBe(town)
    }
  })

  it('gives no name to two towns', () => {
    const names = TOWN_VALUES.flatMap((town) => [TOWNS[town].label, ...TOWNS[town].names])
    const keys = names.map(toPhraseKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("makes each province's capital one of its own towns", () => {
    for (const province of PROVINCES) {
      expect(TOWNS[PROVINCE_CAPITALS[province]].province).toBe(province)
    }
  })
})
