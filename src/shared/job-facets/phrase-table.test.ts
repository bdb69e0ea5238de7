import { describe, expect, it } from 'vitest'

import { toFacetWords } from './facet-words.ts'
import {
  compilePhrases,
  findPhrases,
  splitPhraseList,
  toPhraseKey,
  type PhraseTable,
} from './phrase-table.ts'

function find<T>(table: PhraseTable<T>, text: string): T[] {
  return findPhrases(table, toFacetWords(text))
}

describe('compilePhrases and findPhrases', () => {
  const table = compilePhrases([
    ['mount pleasant', 'suburb'],
    ['mount darwin', 'town'],
    ['mount', 'hill'],
    ['harare', 'city'],
    ['vic falls', 'falls'],
  ])

  it('finds the values in text order', () => {
    expect(find(table, 'Harare and Vic Falls')).toEqual(['city', 'falls'])
    expect(find(table, 'Vic Falls and Harare')).toEqual(['falls', 'city'])
  })

  it('takes the longest phrase at a word and uses its words up', () => {
    expect(find(table, 'Mount Pleasant')).toEqual(['suburb'])
    expect(find(table, 'Mount Darwin')).toEqual(['town'])
    expect(find(table, 'Mount Hampden')).toEqual(['hill'])
  })

  it('matches whole words and whole phrases only', () => {
    expect(find(table, 'Hararean Vic')).toEqual([])
    expect(find(table, 'Falls')).toEqual([])
  })

  it('does not match a phrase across punctuation', () => {
    expect(find(table, 'Vic, Falls')).toEqual([])
  })

  it('refuses a phrase listed twice, however it is spelled', () => {
    expect(() =>
      compilePhrases([
        ['Kwe-Kwe', 1],
        ['kwe kwe', 2],
      ]),
    ).toThrow(/listed twice/)
  })

  it('refuses a phrase with no words or with punctuation inside', () => {
    expect(() => compilePhrases([['!!', 1]])).toThrow(/Not a phrase/)
    expect(() => compilePhrases([['a, b', 1]])).toThrow(/Not a phrase/)
  })
})

describe('plurals', () => {
  const table = compilePhrases(
    [
      ['nurse', 'nurse'],
      ['secretary', 'secretary'],
      ['attorney', 'attorney'],
      ['coach', 'coach'],
      ['security', 'guarding'],
      ['securities', 'finance'],
      ['sales', 'sales'],
      ['it', 'ict'],
      ['sales representative', 'rep'],
    ],
    { plurals: true },
  )

  it.each([
    ['Nurses', 'nurse'],
    ['Secretaries', 'secretary'],
    ['Attorneys', 'attorney'],
    ['Coaches', 'coach'],
    ['Sales Representatives', 'rep'],
  ])('files %j under its singular', (text, value) => {
    expect(find(table, text)).toEqual([value])
  })

  it('lets a listed word win over a made-up plural', () => {
    expect(find(table, 'Securities')).toEqual(['finance'])
  })

  it('makes no plural of short words or of words ending in s', () => {
    expect(find(table, 'its')).toEqual([])
    expect(find(table, 'saleses')).toEqual([])
  })

  it('makes none unless asked', () => {
    expect(find(compilePhrases([['nurse', 1]]), 'nurses')).toEqual([])
  })
})

describe('splitPhraseList and toPhraseKey', () => {
  it('splits a comma-separated list over lines and drops blanks', () => {
    expect(
      splitPhraseList(`clerk of
      works, fitter,, welder ,`),
    ).toEqual(['clerk of\n      works', 'fitter', 'welder'])
  })

  it('gives a phrase its folded words, one space apart', () => {
    expect(toPhraseKey('  Clerk of\n  WORKS ')).toBe('clerk of works')
    expect(toPhraseKey('M&E')).toBe('m and e')
  })
})
