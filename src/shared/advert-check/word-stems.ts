/**
 * Words as the check compares a listing's title and employer with a pasted advert: search's
 * words (case and accents folded, split at anything not a letter or digit; search/search-words.ts)
 * cut to a stem, so that the forms one role or name is written in meet: "Accounts Clerk" and
 * "Accounting Clerk", "Supermarkets" and "Supermarket", "Programme" and "Program", "Nurse" and
 * "Nursing". A light stemmer of English endings, not a dictionary's: it only has to make the
 * spellings of one word alike, and two different words alike rarely enough that the employer's
 * name, which must be there too, keeps the match honest.
 */
import { toWords } from '../search/search-words.ts'

/** Words that say nothing of a role or an organisation. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'x',
])

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  let stemmed = word.replace(/iz(?=(?:e|es|ed|ing|ation|ations)$)/, 'is')
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`
  else if (/(?:ss|us|is)$/.test(stemmed)) {
    // "business", "status", "analysis": not plurals
  } else if (/(?:ch|sh|x|ss)es$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('s')) stemmed = stemmed.slice(0, -1)
  if (stemmed.endsWith('ing') && stemmed.length >= 6) stemmed = stemmed.slice(0, -3)
  if (stemmed.endsWith('e') && stemmed.length >= 5) stemmed = stemmed.slice(0, -1)
  // "programm" (from "programme") and "plann" (from "planning") end in one letter.
  if (/([b-df-hj-np-tv-z])\1$/.test(stemmed) && !stemmed.endsWith('ss')) {
    stemmed = stemmed.slice(0, -1)
  }
  return stemmed
}

/** The stems of a text's words, in order. */
export function stemsOf(text: string): string[] {
  return toWords(text).map(stem)
}

/**
 * Where each stem stands in a text, for the questions the check asks of it many times (one per
 * listing): does it hold this word, and this run of words? Built once per advert, in a Map, so a
 * word such as "constructor" or "__proto__" is only a word.
 */
export class StemIndex {
  readonly stems: readonly string[]
  private readonly positions = new Map<string, number[]>()

  constructor(stems: readonly string[]) {
    this.stems = stems
    stems.forEach((word, position) => {
      const list = this.positions.get(word)
      if (list) list.push(position)
      else this.positions.set(word, [position])
    })
  }

  has(word: string): boolean {
    return this.positions.has(word)
  }

  /** Whether the words stand in the text one after the other. */
  hasRun(words: readonly string[]): boolean {
    const [first, ...rest] = words
    if (first === undefined) return false
    for (const position of this.positions.get(first) ?? []) {
      if (rest.every((word, offset) => this.stems[position + 1 + offset] === word)) return true
    }
    return false
  }
}
