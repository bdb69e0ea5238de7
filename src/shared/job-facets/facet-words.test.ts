import { describe, expect, it } from 'vitest'

import { BREAK, foldText, splitAtBreaks, toFacetWords } from './facet-words.ts'

describe('foldText', () => {
  it.each([
    ['Bulawayó', 'bulawayo'],
    ['MÉDECINS Sans Frontières', 'medecins sans frontieres'],
    ['İstanbul', 'istanbul'],
    ['plain ascii', 'plain ascii'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})

describe('toFacetWords', () => {
  it.each([
    ['Harare CBD', ['harare', 'cbd']],
    ['  KWE-KWE  ', ['kwe', 'kwe']],
    ['FULL_TIME', ['full', 'time']],
    ["Driver's licence", ['driver', 's', 'licence']],
    ['M&E Officer', ['m', 'and', 'e', 'officer']],
    ['Sales & Marketing', ['sales', 'and', 'marketing']],
    ['Class 4 driver', ['class', '4', 'driver']],
    ['Bulawayó', ['bulawayo']],
    ['Ναύτης', ['ναυτης']],
  ])('reads %j as %j', (text, words) => {
    expect(toFacetWords(text)).toEqual(words)
  })

  it.each([
    ['Avondale, Harare', ['avondale', BREAK, 'harare']],
    ['Bulawayo / Harare', ['bulawayo', BREAK, 'harare']],
    ['Engineer (Mining)', ['engineer', BREAK, 'mining']],
    ['Accountant - Harare', ['accountant', BREAK, 'harare']],
    ['Accountant – Harare', ['accountant', BREAK, 'harare']],
    ['Accountant—Harare', ['accountant', BREAK, 'harare']],
    ['Chi-town', ['chi', 'town']],
    ['a ,;: () b', ['a', BREAK, 'b']],
  ])('puts one break where punctuation separates %j', (text, words) => {
    expect(toFacetWords(text)).toEqual(words)
  })

  it('has no break at either end', () => {
    expect(toFacetWords('(Harare)')).toEqual(['harare'])
    expect(toFacetWords(', - Harare -,')).toEqual(['harare'])
  })

  it.each(['', '   ', '!!!', '?.,;:()', '🇿🇼🎉', '\u0000\t\n'])('gives no words for %j', (text) => {
    expect(toFacetWords(text)).toEqual([])
  })

  it('skips emoji between words', () => {
    expect(toFacetWords('🇿🇼 Harare 🎉 jobs')).toEqual(['harare', 'jobs'])
  })
})

describe('splitAtBreaks', () => {
  it('gives the runs of words between breaks', () => {
    expect(splitAtBreaks(toFacetWords('Electrical Engineer – Mine (Zvishavane)'))).toEqual([
      ['electrical', 'engineer'],
      ['mine'],
      ['zvishavane'],
    ])
  })

  it('gives one empty run for no words', () => {
    expect(splitAtBreaks([])).toEqual([[]])
  })
})
