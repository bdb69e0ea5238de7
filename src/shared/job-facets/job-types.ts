/**
 * The job type filter: full time, part time, contract and the rest, from the employment type a
 * source gives or, when it gives none, from clear words in the title. A job whose type nobody
 * states has none: it is counted under no type rather than guessed into "full-time".
 */
import { splitAtBreaks, toFacetWords } from './facet-words.ts'
import { EMPLOYMENT_TYPE_WORDS, NOT_TYPE_PHRASES, TITLE_TYPE_WORDS } from './job-type-words.ts'
import { JOB_TYPE_VALUES, type JobType } from './job-type-values.ts'
import { compilePhrases, findPhrases, splitPhraseList, type PhraseTable } from './phrase-table.ts'

// Callers read the values and labels from here too.
export { getJobTypeLabel, JOB_TYPE_VALUES, JOB_TYPES, type JobType } from './job-type-values.ts'

// When a text names two types ("Full time, Contract"), what kind of engagement it is beats how
// many hours it takes: a full-time contract is counted as a contract, a part-time internship as
// an internship. Earlier in this list wins.
const PRECEDENCE: readonly JobType[] = [
  'internship',
  'volunteer',
  'temporary',
  'contract',
  'part-time',
  'full-time',
]

function* typeWords(
  lists: Readonly<Partial<Record<JobType, string>>>,
): Generator<[string, JobType | null]> {
  for (const type of JOB_TYPE_VALUES) {
    for (const phrase of splitPhraseList(lists[type] ?? '')) yield [phrase, type]
  }
  for (const phrase of splitPhraseList(NOT_TYPE_PHRASES)) yield [phrase, null]
}

const EMPLOYMENT_TYPE_TABLE = compilePhrases(typeWords(EMPLOYMENT_TYPE_WORDS))
const TITLE_TABLE = compilePhrases(typeWords(TITLE_TYPE_WORDS))

// A labelled line in the advert ("Job Type: Full Time", "**Contract type:** Fixed term") is the
// employment type written into the text by an employer whose source had no field for it.
const TYPE_LINE =
  /\b(?:job|employment|contract|position|work) ?type[\s*]{0,6}[:–-]\s{0,6}([^\n\r.;<]{1,40})/i
/** labelled lines come with the job's summary, near the top */
const TYPE_LINE_SEARCH_LENGTH = 1500
const MAX_NAME_LENGTH = 200

interface TypedJob {
  /** the source's employment type, as it gives it */
  employmentType: string | null
  title: string
  description?: string
}

/** The job's type, or null when neither the source, the title nor the advert says. */
export function getJobType(job: TypedJob): JobType | null {
  return (
    readText(EMPLOYMENT_TYPE_TABLE, job.employmentType ?? '') ??
    readTitle(job.title) ??
    readTypeLine(job.description ?? '')
  )
}

function readTitle(title: string): JobType | null {
  const words = toFacetWords(title.slice(0, MAX_NAME_LENGTH))
  const first = splitAtBreaks(words)[0] ?? []
  // A title that is only "Consultant" ("Consultant – Baseline Survey") is a consultancy.
  if (first.length === 1 && (first[0] === 'consultant' || first[0] === 'consultants')) {
    return 'contract'
  }
  return readWords(TITLE_TABLE, words)
}

function readTypeLine(description: string): JobType | null {
  const line = TYPE_LINE.exec(description.slice(0, TYPE_LINE_SEARCH_LENGTH))
  return readText(EMPLOYMENT_TYPE_TABLE, line?.[1] ?? '')
}

function readText(table: PhraseTable<JobType | null>, text: string): JobType | null {
  return readWords(table, toFacetWords(text.slice(0, MAX_NAME_LENGTH)))
}

function readWords(table: PhraseTable<JobType | null>, words: readonly string[]): JobType | null {
  const found = new Set(findPhrases(table, words))
  return PRECEDENCE.find((type) => found.has(type)) ?? null
}
