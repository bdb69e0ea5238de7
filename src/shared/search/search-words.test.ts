import { describe, expect, it } from 'vitest'

import { parseQuery, toWords } from './search-words.ts'

describe('toWords', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(toWords('Café Manager – CRÈCHE, part-time (Class 2)')).toEqual([
      'cafe',
      'manager',
      'creche',
      'part',
      'time',
      'class',
      '2',
    ])
  })

  it('has no words for punctuation, spaces or nothing', () => {
    expect(toWords(' ,.;!? ')).toEqual([])
    expect(toWords('')).toEqual([])
  })
})

describe('parseQuery', () => {
  it('leaves out filler words, and repeats', () => {
    expect(parseQuery('jobs in Harare harare').map((word) => word.text)).toEqual(['harare'])
  })

  it('keeps filler words when nothing else is left', () => {
    expect(parseQuery('the').map((word) => word.text)).toEqual(['the'])
  })

  it('lets the last word be unfinished, and long words have a typo', () => {
    expect(parseQuery('acountant teach')).toEqual([
      { text: 'acountant', prefix: false, fuzzy: true },
      { text: 'teach', prefix: true, fuzzy: true },
    ])
    expect(parseQuery('nurse in')).toEqual([{ text: 'nurse', prefix: false, fuzzy: true }])
    expect(parseQuery('x')).toEqual([{ text: 'x', prefix: false, fuzzy: false }])
    expect(parseQuery('it')).toEqual([{ text: 'it', prefix: true, fuzzy: false }])
  })
})

describe('toWords, beyond ASCII', () => {
  it('keeps letters of other scripts and accents written as separate marks', () => {
    expect(toWords('Cafe\u0301 naïve ÉCOLE')).toEqual(['cafe', 'naive', 'ecole'])
    expect(toWords('Ndebele: ukufunda; Shona: kudzidza')).toEqual([
      'ndebele',
      'ukufunda',
      'shona',
      'kudzidza',
    ])
    expect(toWords('Nurse – “Harare” • Bulawayo')).toEqual(['nurse', 'harare', 'bulawayo'])
  })

  it('treats dashes, quotes, bullets and emoji as spaces', () => {
    expect(toWords('Driver—Class 2 ✅ (Byo)')).toEqual(['driver', 'class', '2', 'byo'])
  })
})
