import { describe, expect, it } from 'vitest'

import { JOB_CATEGORY_VALUES } from './categories.ts'
import { TAG_ONLY_WORDS } from './category-tags.ts'
import {
  CATEGORY_WORDS,
  NOT_CATEGORY_PHRASES,
  TITLE_ONLY_WORDS,
  WORD_KINDS,
} from './category-words.ts'
import { splitPhraseList, toPhraseKey } from './phrase-table.ts'

const listed = JOB_CATEGORY_VALUES.flatMap((category) =>
  WORD_KINDS.flatMap((kind) =>
    splitPhraseList(CATEGORY_WORDS[category]?.[kind] ?? '').map(toPhraseKey),
  ),
)

describe('category word tables', () => {
  it('give every category but "other" words of its own', () => {
    for (const category of JOB_CATEGORY_VALUES) {
      expect(CATEGORY_WORDS[category] !== undefined, category).toBe(category !== 'other')
    }
  })

  it('list no phrase twice, across categories and kinds', () => {
    const notCategory = splitPhraseList(NOT_CATEGORY_PHRASES).map(toPhraseKey)
    const tagOnly = Object.values(TAG_ONLY_WORDS).flatMap((list) =>
      splitPhraseList(list).map(toPhraseKey),
    )
    const all = [...listed, ...notCategory, ...tagOnly]
    expect(all.filter((phrase, index) => all.indexOf(phrase) !== index)).toEqual([])
  })

  it('keep each list in alphabetical order, so that a duplicate is easy to see', () => {
    for (const category of JOB_CATEGORY_VALUES) {
      for (const kind of WORD_KINDS) {
        const phrases = splitPhraseList(CATEGORY_WORDS[category]?.[kind] ?? '').map(toPhraseKey)
        expect(phrases, `${category} ${kind}`).toEqual([...phrases].sort())
      }
    }
  })

  it('only mark as title-only words that are in the lists', () => {
    for (const phrase of splitPhraseList(TITLE_ONLY_WORDS).map(toPhraseKey)) {
      expect(listed, phrase).toContain(phrase)
    }
  })
})
