/**
 * One lookup for a whole table of names: every phrase ("vic falls", "que que", "sales
 * representative") is filed under its first word, so reading a text costs one map look-up a word,
 * however long the table grows. This is what keeps the facets cheap enough to work out for every
 * job at start-up, where a regular expression per name would be tried once per name per job.
 */
import { BREAK, toFacetWords } from './facet-words.ts'

interface Phrase<T> {
  /** the words after the first */
  readonly rest: readonly string[]
  readonly value: T
}

export interface PhraseTable<T> {
  /** longest phrase first, so "mount pleasant" is found before "mount" could be */
  readonly byFirstWord: ReadonlyMap<string, readonly Phrase<T>[]>
}

interface CompileOptions {
  /** also file the plural of each phrase's last word ("nurses", "secretaries"), unless listed */
  plurals?: boolean
}

/** The phrases of a comma-separated list, the form the word tables are written in. */
export function splitPhraseList(list: string): string[] {
  return list
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '')
}

/** A phrase as the tables compare it: its folded words, one space apart. */
export function toPhraseKey(phrase: string): string {
  return toFacetWords(phrase).join(' ')
}

/** Files each phrase under its first word. A phrase listed twice is a mistake in the table. */
export function compilePhrases<T>(
  entries: Iterable<readonly [phrase: string, value: T]>,
  { plurals = false }: CompileOptions = {},
): PhraseTable<T> {
  const byFirstWord = new Map<string, Phrase<T>[]>()
  const listed = new Map<string, T>()
  for (const [phrase, value] of entries) {
    const key = toPhraseKey(phrase)
    if (key === '' || key.includes(BREAK)) throw new Error(`Not a phrase: "${phrase}"`)
    if (listed.has(key)) throw new Error(`"${phrase}" is listed twice`)
    listed.set(key, value)
  }
  const all = new Map(listed)
  if (plurals) {
    for (const [key, value] of listed) {
      const plural = pluralOf(key)
      if (plural !== null && !all.has(plural)) all.set(plural, value)
    }
  }
  for (const [key, value] of all) {
    const [first = '', ...rest] = key.split(' ')
    const phrases = byFirstWord.get(first) ?? []
    phrases.push({ rest, value })
    byFirstWord.set(first, phrases)
  }
  for (const phrases of byFirstWord.values()) phrases.sort((a, b) => b.rest.length - a.rest.length)
  return { byFirstWord }
}

/**
 * The values of the phrases in `words`, in text order. At each word the longest phrase wins and
 * its words are used up, so "mount pleasant" never also counts as a "mount" something.
 */
export function findPhrases<T>(table: PhraseTable<T>, words: readonly string[]): T[] {
  const found: T[] = []
  let index = 0
  while (index < words.length) {
    const phrase = longestAt(table, words, index)
    if (phrase === undefined) {
      index += 1
    } else {
      found.push(phrase.value)
      index += 1 + phrase.rest.length
    }
  }
  return found
}

function longestAt<T>(
  table: PhraseTable<T>,
  words: readonly string[],
  index: number,
): Phrase<T> | undefined {
  const candidates = table.byFirstWord.get(words[index] ?? '')
  if (candidates === undefined) return undefined
  return candidates.find(({ rest }) =>
    rest.every((word, offset) => words[index + 1 + offset] === word),
  )
}

// Plain English plurals are enough for job words; a phrase whose plural means something else
// ("securities") is listed on its own, and the listed meaning wins.
function pluralOf(key: string): string | null {
  const last = key.slice(key.lastIndexOf(' ') + 1)
  // Short words are abbreviations ("it", "ngo", "hr"): "its" is not a plural of "it".
  if (last.length < 4 || last.endsWith('s')) return null
  const stem = key.slice(0, key.length - 1)
  if (/[^aeiou]y$/.test(last)) return `${stem}ies`
  if (/(?:x|z|ch|sh)$/.test(last)) return `${key}es`
  return `${key}s`
}
