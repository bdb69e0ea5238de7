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

/**
 * A word: `/[a-z0-9$@'][a-z0-9$@'./+-]*[a-z0-9$]|[a-z0-9$]|,/g` (WORD_PATTERN, kept for the test
 * that holds the scanner to it), read by hand. The pattern backtracks: on a run of "@" or "'"
 * with no letter after it, every start scans to the run's end and fails, so 20,000 of them cost
 * half a second per rule. The scanner finds each run's last letter once and skips a run that
 * has none.
 */
export const WORD_PATTERN = /[a-z0-9$@'][a-z0-9$@'./+-]*[a-z0-9$]|[a-z0-9$]|,/g

/** [a-z0-9$]: what a word may end with */
function isEnd(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 36
}

/** [a-z0-9$@']: what a word may start with */
function isStart(code: number): boolean {
  return isEnd(code) || code === 64 || code === 39
}

/** [a-z0-9$@'./+-]: what a word may hold */
function isBody(code: number): boolean {
  return isStart(code) || code === 46 || code === 47 || code === 43 || code === 45
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = []
  let index = 0
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === 44) {
      words.push({ text: ',', start: index, end: index + 1 })
      index += 1
      continue
    }
    if (!isStart(code)) {
      index += 1
      continue
    }
    // The longest word from here ends at the run's last end character after this one.
    let runEnd = index + 1
    let lastEnd = -1
    while (runEnd < text.length && isBody(text.charCodeAt(runEnd))) {
      if (isEnd(text.charCodeAt(runEnd))) lastEnd = runEnd
      runEnd += 1
    }
    if (lastEnd > index) {
      words.push({ text: text.slice(index, lastEnd + 1), start: index, end: lastEnd + 1 })
      index = lastEnd + 1
    } else if (isEnd(code)) {
      words.push({ text: text[index] ?? '', start: index, end: index + 1 })
      index += 1
    } else {
      // No end character in the rest of the run: no word starts anywhere in it.
      index = runEnd
    }
  }
  return words
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
