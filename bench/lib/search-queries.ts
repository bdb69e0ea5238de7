/**
 * Searches for the search benchmark, made from the words of the demo jobs it seeds (titles,
 * companies, towns and tags): one, two and three words as people type them ("nurse",
 * "driver bulawayo", "mine surveyor zvishavane", "teach" half typed), one in ten with a typo, in a
 * seeded random order. No query comes twice in a run: a repeat would be answered from the
 * server's response cache and so measure the cache, not search.
 */
import { demoJobTemplates } from '../../src/server/demo/demo-jobs.data.ts'

/** Returns numbers in [0, 1), like Math.random but the same sequence for the same seed. */
export type Random = () => number

/** mulberry32: tiny, fast and good enough to shuffle queries; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Words a search may drop as saying nothing about the job ("jobs in harare" asks for harare),
 * and the "de" of "Chef de Partie", which no one searches for. Queries are made without them, so
 * that a server that drops them still sees distinct queries.
 */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'de',
  'for',
  'in',
  'job',
  'jobs',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
])

/** Lower-case words of letters and digits, as a search splits them; one-letter words left out. */
function toWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !FILLER_WORDS.has(word),
  )
}

interface JobWords {
  title: string[]
  company: string[]
  tags: string[]
}

const jobs: JobWords[] = demoJobTemplates.map((template) => ({
  title: toWords(template.title),
  company: toWords(template.company),
  tags: toWords(template.tags.join(' ')),
}))

/**
 * Towns of the demo jobs, as one search term each ("victoria falls"). The demo's larger boards
 * move copies of jobs between the main towns, which all occur in the templates, so any title
 * word with any town is a search that can find something.
 */
export const DEMO_TOWNS: readonly string[] = [
  ...new Set(
    demoJobTemplates.flatMap((template) => {
      const town = template.location?.split(',')[0]
      return town ? [toWords(town).join(' ')] : []
    }),
  ),
].filter((town) => town !== '')

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Two neighbouring words ("mine surveyor", "general nurse"), or the one word there is. */
function phrase(random: Random, words: readonly string[]): string[] {
  if (words.length < 2) return [pick(random, words)]
  const start = Math.floor(random() * (words.length - 1))
  return words.slice(start, start + 2)
}

/** What a person types first: title words mostly, then what the job is about, then who. */
function jobWord(random: Random, job: JobWords): string {
  const roll = random()
  if (roll < 0.65 || (job.tags.length === 0 && job.company.length === 0)) {
    return pick(random, job.title)
  }
  if (roll < 0.9 && job.tags.length > 0) return pick(random, job.tags)
  return pick(random, job.company.length > 0 ? job.company : job.title)
}

/** One search as typed, before any typo; words within one query are never repeated. */
function draw(random: Random): string[] {
  const job = pick(random, jobs)
  const roll = random()
  if (roll < 0.22) return [jobWord(random, job)] // "nurse", "tobacco"
  if (roll < 0.27) return [pick(random, DEMO_TOWNS)] // "bulawayo"
  if (roll < 0.35) {
    // Half typed: the search box sends as the user types ("teach", "accoun").
    const long = [...job.title, ...job.tags].filter((word) => word.length >= 6)
    if (long.length === 0) return [jobWord(random, job)]
    const word = pick(random, long)
    return [word.slice(0, 4 + Math.floor(random() * (word.length - 4)))]
  }
  if (roll < 0.55) return [jobWord(random, job), pick(random, DEMO_TOWNS)] // "driver bulawayo"
  if (roll < 0.68) return phrase(random, job.title) // "mine surveyor"
  if (roll < 0.76) return [jobWord(random, job), pick(random, job.company)] // "cashier baobab"
  if (roll < 0.82) {
    // Words of two different jobs: "senior accountant" finds what the board has of each.
    return [pick(random, job.title), pick(random, pick(random, jobs).title)]
  }
  if (roll < 0.92) return [...phrase(random, job.title), pick(random, DEMO_TOWNS)]
  return [pick(random, job.title), pick(random, job.company), pick(random, DEMO_TOWNS)]
}

/** Drops or swaps one letter of a word of six or more letters ("acountant", "nruse"). */
function misspell(random: Random, words: string[]): string[] {
  const long = words.map((word, i) => [word, i] as const).filter(([word]) => word.length >= 6)
  if (long.length === 0) return words
  const [word, index] = pick(random, long)
  // Never the first letter: people rarely get that wrong, and it keeps the word recognisable.
  const at = 1 + Math.floor(random() * (word.length - 2))
  const typo =
    random() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
  return words.map((w, i) => (i === index ? typo : w))
}

export interface QueryGenerator {
  /** the next search, never one given before by this generator */
  next(): string
  /** how many searches have been given */
  readonly count: number
}

/**
 * A source of searches that never repeats. Queries are compared as sets of words, so
 * "driver bulawayo" and "bulawayo driver" count as one: a server may key its cache on the words.
 * Once the common one-word searches are used up, the later ones are more often two or three words.
 */
export function createQueryGenerator(seed = 20_260_101): QueryGenerator {
  const random = seededRandom(seed)
  const seen = new Set<string>()
  const vocabulary = [
    ...new Set(jobs.flatMap((job) => [...job.title, ...job.company, ...job.tags])),
  ]
  const accept = (words: string[]): string | null => {
    const distinct = [...new Set(words)]
    if (distinct.length !== words.length) return null
    const key = [...distinct].sort().join(' ')
    if (seen.has(key)) return null
    seen.add(key)
    return words.join(' ')
  }
  return {
    next() {
      for (let attempt = 0; attempt < 200; attempt++) {
        const words = draw(random)
        const query = accept(random() < 0.1 ? misspell(random, words) : words)
        if (query !== null) return query
      }
      // The realistic shapes are used up (only after hundreds of thousands of queries): any
      // two words of the board with a town, of which there are about a million.
      for (let attempt = 0; attempt < 10_000; attempt++) {
        const query = accept([
          pick(random, vocabulary),
          pick(random, vocabulary),
          pick(random, DEMO_TOWNS),
        ])
        if (query !== null) return query
      }
      throw new Error(`no distinct search left after ${seen.size} queries`)
    },
    get count() {
      return seen.size
    },
  }
}
