/**
 * Words with their positions in a clause, so a rule can ask "which words come just before this
 * match?" and still quote the clause by character offsets. A comma is a word of its own: the
 * disclaimer guard reads it, the windows count it. Look-ups are binary searches, so a long or
 * hostile advert costs little more than a short one.
 */
export interface Word {
  text: string
  start: number
  end: number
}

const WORD = /[a-z0-9$@'][a-z0-9$@'./+-]*[a-z0-9$]|[a-z0-9$]|,/g

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** The index of the first word for which `isAfter` holds (words are in order), or the length. */
function firstWhere(words: readonly Word[], isAfter: (word: Word) => boolean): number {
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >> 1
    const word = words[middle]
    if (word && isAfter(word)) high = middle
    else low = middle + 1
  }
  return low
}

/** The up to `count` words that end at or before `index`, nearest last. */
export function wordsBefore(words: readonly Word[], index: number, count: number): Word[] {
  const end = firstWhere(words, (word) => word.end > index)
  return words.slice(Math.max(0, end - count), end)
}

/** The up to `count` words that start at or after `index`, nearest first. */
export function wordsAfter(words: readonly Word[], index: number, count: number): Word[] {
  const start = firstWhere(words, (word) => word.start >= index)
  return words.slice(start, start + count)
}

/** The words wholly between two offsets. */
export function wordsBetween(words: readonly Word[], from: number, to: number): Word[] {
  const start = firstWhere(words, (word) => word.start >= from)
  const end = firstWhere(words, (word) => word.end > to)
  return words.slice(start, Math.max(start, end))
}

export function anyIn(words: readonly Word[], pattern: RegExp): boolean {
  return words.some((word) => pattern.test(word.text))
}
