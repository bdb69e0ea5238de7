/**
 * The indexed words a query word stands for, each with how sure the match is: the word itself,
 * the words it begins when it is the last one typed, and words one typo away when it is long.
 */
import type { IndexedJobs } from './indexed-jobs.ts'
import { isOneEditApart } from './one-edit.ts'
import { FUZZY_MIN_LENGTH, type QueryWord } from './search-words.ts'

/** How much a match counts against the word itself: a guess counts for less. */
export const MATCH_QUALITY = { exact: 1, prefix: 0.7, typo: 0.6 } as const

export interface WordMatch {
  /** index into IndexedJobs.words */
  word: number
  quality: number
}

/** The first index in the sorted `words` not below `text`. */
function lowerBound(words: readonly string[], text: string): number {
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((words[middle] ?? '') < text) low = middle + 1
    else high = middle
  }
  return low
}

export function findWordMatches(index: IndexedJobs, query: QueryWord): WordMatch[] {
  const { words } = index
  const matches = new Map<number, number>()
  const start = lowerBound(words, query.text)
  if (words[start] === query.text) matches.set(start, MATCH_QUALITY.exact)
  if (query.prefix) {
    for (let at = start; at < words.length && (words[at] ?? '').startsWith(query.text); at++) {
      if (!matches.has(at)) matches.set(at, MATCH_QUALITY.prefix)
    }
  }
  if (query.fuzzy) {
    const length = query.text.length
    // A short word is never the typo's match: "teach" must not find "tech".
    const lengths = [length - 1, length, length + 1].filter((n) => n >= FUZZY_MIN_LENGTH)
    for (const sameLength of lengths) {
      for (const at of index.wordsByLength.get(sameLength) ?? []) {
        if (!matches.has(at) && isOneEditApart(query.text, words[at] ?? '')) {
          matches.set(at, MATCH_QUALITY.typo)
        }
      }
    }
  }
  return [...matches].map(([word, quality]) => ({ word, quality }))
}
