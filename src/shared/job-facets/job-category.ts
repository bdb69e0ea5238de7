/**
 * The category filter's value for a job. The source's own category is trusted first; failing
 * that, the title says what the job is; then the opening of the advert; then the employer's name
 * ("Mimosa Mining Company"). A job none of them places is "other".
 *
 * Within a title the heavier word decides (category-words.ts): a trade or profession beats a
 * sector, which beats a job noun such as "engineer" that only takes its kind from a sector. So
 * "Sales Accountant" is accounting, "Mining Engineer" mining, "Civil Engineer" construction and
 * "Software Engineer" ICT. Between two words of one weight the later wins, as the head noun of
 * an English title comes last ("Mining Finance Manager" is finance). A title's parts, split by
 * punctuation, are read in turn and an earlier part wins a tie, because what follows a dash or a
 * bracket is usually where the job is rather than what it is: "Electrical Engineer – Mine" is
 * construction and engineering, the same as "Electrical Engineer".
 */
import { JOB_CATEGORY_VALUES, type JobCategory } from './category-values.ts'
import { TAG_ONLY_WORDS } from './category-tags.ts'
import {
  CATEGORY_WORDS,
  NOT_CATEGORY_PHRASES,
  TITLE_ONLY_WORDS,
  WEIGHT,
  WORD_KINDS,
} from './category-words.ts'
import { splitAtBreaks, toFacetWords } from './facet-words.ts'
import { compilePhrases, findPhrases, splitPhraseList, toPhraseKey } from './phrase-table.ts'

interface CategoryWord {
  /** null: a phrase that only looks like a category word ("health and safety") */
  readonly category: JobCategory | null
  readonly weight: number
}

interface Reading {
  /** words trusted in a title, an employer's name or a tag, but not in an advert's prose */
  titleOnly: boolean
  /** category names that only job sources' category lists use */
  tagOnly: boolean
}

const TITLE_ONLY = new Set(splitPhraseList(TITLE_ONLY_WORDS).map(toPhraseKey))

function* categoryWords({ titleOnly, tagOnly }: Reading): Generator<[string, CategoryWord]> {
  for (const category of JOB_CATEGORY_VALUES) {
    const words = CATEGORY_WORDS[category] ?? {}
    for (const kind of WORD_KINDS) {
      for (const phrase of splitPhraseList(words[kind] ?? '')) {
        if (titleOnly || !TITLE_ONLY.has(toPhraseKey(phrase))) {
          yield [phrase, { category, weight: WEIGHT[kind] }]
        }
      }
    }
    if (tagOnly) {
      for (const phrase of splitPhraseList(TAG_ONLY_WORDS[category] ?? '')) {
        yield [phrase, { category, weight: WEIGHT.field }]
      }
    }
  }
  for (const phrase of splitPhraseList(NOT_CATEGORY_PHRASES)) {
    yield [phrase, { category: null, weight: 0 }]
  }
}

const TITLE_WORDS = compilePhrases(categoryWords({ titleOnly: true, tagOnly: false }), {
  plurals: true,
})
const PROSE_WORDS = compilePhrases(categoryWords({ titleOnly: false, tagOnly: false }), {
  plurals: true,
})
const TAG_WORDS = compilePhrases(categoryWords({ titleOnly: true, tagOnly: true }), {
  plurals: true,
})

// Past these lengths a field is not what it claims to be, or says nothing new.
const MAX_NAME_LENGTH = 200
/** how much of an advert is read: its opening says what the job is; the rest is requirements */
const DESCRIPTION_OPENING_LENGTH = 600

interface CategorizableJob {
  title: string
  /** the source's own categories: job board categories, ReliefWeb themes, a Lever team */
  tags: readonly string[]
  description: string
  company?: string
}

export function getJobCategory(job: CategorizableJob): JobCategory {
  for (const tag of job.tags) {
    const category = readTag(tag)
    if (category !== null) return category
  }
  return (
    readTitle(job.title) ??
    readProse(opening(job.description)) ??
    readTitle(job.company ?? '') ??
    'other'
  )
}

/** A tag's category, or null when it names none, or two ("Engineering/Mining"). */
function readTag(tag: string): JobCategory | null {
  let found: JobCategory | null = null
  for (const { category } of findPhrases(TAG_WORDS, toFacetWords(tag.slice(0, MAX_NAME_LENGTH)))) {
    if (category === null) continue
    if (found !== null && category !== found) return null
    found = category
  }
  return found
}

/** Used for an employer's name too, which is named like a title ("Hwange Colliery Company"). */
function readTitle(title: string): JobCategory | null {
  let best: CategoryWord | undefined
  for (const part of splitAtBreaks(toFacetWords(title.slice(0, MAX_NAME_LENGTH)))) {
    const choice = heaviest(findPhrases(TITLE_WORDS, part), 'last')
    if (choice !== undefined && (best === undefined || choice.weight > best.weight)) best = choice
  }
  return best?.category ?? null
}

/** In prose the first of the heaviest words wins: an advert says what the job is early on. */
function readProse(text: string): JobCategory | null {
  return heaviest(findPhrases(PROSE_WORDS, toFacetWords(text)), 'first')?.category ?? null
}

function heaviest(
  words: readonly CategoryWord[],
  onTie: 'first' | 'last',
): CategoryWord | undefined {
  let best: CategoryWord | undefined
  for (const word of words) {
    if (word.category === null) continue
    const heavier = best === undefined || word.weight > best.weight
    if (heavier || (onTie === 'last' && word.weight === best?.weight)) best = word
  }
  return best
}

/** The advert's opening, ending at a word's end so that no word is read cut short. */
function opening(description: string): string {
  if (description.length <= DESCRIPTION_OPENING_LENGTH) return description
  let end = DESCRIPTION_OPENING_LENGTH
  while (end > 0 && description.charCodeAt(end) > 32) end -= 1
  return description.slice(0, end)
}
