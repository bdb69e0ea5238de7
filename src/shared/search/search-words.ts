/**
 * Words as search sees them, in the index and in a query alike: accents and case folded, split
 * on anything that is not a letter or a digit. "Café", "CAFE" and "cafe" are one word; "part-time"
 * is two. A query also drops the filler words people type around what they want ("jobs in
 * harare" asks for harare), unless nothing else is left.
 */

import { BREAK, toFacetWords } from '../job-facets/facet-words.ts'

/**
 * The words of a text: the facet tables' reading of it (job-facets/facet-words.ts), without
 * the marks where punctuation separates parts, which search does not need.
 */
export function toWords(text: string): string[] {
  return toFacetWords(text).filter((word) => word !== BREAK)
}

/** the words a query may carry that say nothing about the job */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'job',
  'jobs',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vacancies',
  'vacancy',
  'with',
])

export interface QueryWord {
  text: string
  /** the last word typed may be unfinished: it also matches words it begins */
  prefix: boolean
  /** long words forgive one slip of the finger */
  fuzzy: boolean
}

/** words of this many letters or more match words as long with one typo */
export const FUZZY_MIN_LENGTH = 5
/** a last word shorter than this matches whole words only: one letter begins too many */
const PREFIX_MIN_LENGTH = 2

export function parseQuery(q: string): QueryWord[] {
  const all = toWords(q)
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word))
  const words = meaningful.length > 0 ? meaningful : all
  // The same word twice asks for nothing more.
  const unique = [...new Set(words)]
  const last = all.at(-1)
  return unique.map((text) => ({
    text,
    prefix: text === last && text.length >= PREFIX_MIN_LENGTH,
    fuzzy: [...text].length >= FUZZY_MIN_LENGTH,
  }))
}
