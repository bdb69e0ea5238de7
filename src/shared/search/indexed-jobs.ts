/**
 * The jobs laid out for search: one row per job in newest-first order (so "newest" is the order
 * rows are read in), its filter values as small numbers, and an inverted index from each word to
 * the rows that hold it with the most telling field it is in. Typed arrays keep 100,000 jobs in
 * tens of megabytes and let a query walk them without allocating per job.
 */
import { getCategoryLabel, JOB_CATEGORY_VALUES } from '../job-facets/categories.ts'
import { getJobCategory } from '../job-facets/job-category.ts'
import { getJobType, JOB_TYPE_VALUES } from '../job-facets/job-types.ts'
import {
  getLocationFacet,
  getLocationLabel,
  LOCATION_FACET_VALUES,
} from '../job-facets/location-facet.ts'
import type { SearchableJob } from './search-request.ts'
import { toWords } from './search-words.ts'

/**
 * Where a word was found, weakest first. A title says what the job is; the employer and the
 * town say where; tags, category and type describe it; the description mentions anything.
 */
export const FIELD_WEIGHTS = {
  description: 1,
  labels: 2,
  companyOrPlace: 4,
  title: 6,
} as const

/** no type: the source did not say and the title does not either */
export const NO_TYPE = 255

export interface IndexedJobs {
  ids: string[]
  /** ms; NaN when open until filled */
  deadline: Float64Array
  postedAt: Float64Array
  withdrawn: Uint8Array
  /** positions in LOCATION_FACET_VALUES, JOB_CATEGORY_VALUES and JOB_TYPE_VALUES */
  location: Uint8Array
  category: Uint8Array
  type: Uint8Array
  /** 1 where the advert states its pay */
  showsPay: Uint8Array
  /** every word, sorted, so that the words a prefix begins are one range */
  words: string[]
  /** for each word: the rows holding it, ascending, and the weight of its best field there */
  rows: Int32Array[]
  weights: Uint8Array[]
  /** indices into `words` by word length, for finding words one typo away */
  wordsByLength: Map<number, Int32Array>
  /** the rows in "closing soonest" order: by deadline, open-until-filled last, then newest */
  byDeadline: Int32Array
  /** each row's place in `byDeadline` */
  deadlineRank: Int32Array
}

/** Rows are numbered below this, so a sort key can hold a score and a row's place together. */
export const MAX_INDEXED_JOBS = 2 ** 21

function newestFirst(a: SearchableJob, b: SearchableJob): number {
  return b.postedAt - a.postedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
}

export function indexJobs(input: readonly SearchableJob[]): IndexedJobs {
  if (input.length >= MAX_INDEXED_JOBS) {
    throw new RangeError(`The search index holds at most ${MAX_INDEXED_JOBS - 1} jobs`)
  }
  const jobs = [...input].sort(newestFirst)
  const count = jobs.length
  const deadline = new Float64Array(count)
  const postedAt = new Float64Array(count)
  const withdrawn = new Uint8Array(count)
  const location = new Uint8Array(count)
  const category = new Uint8Array(count)
  const type = new Uint8Array(count)
  const showsPay = new Uint8Array(count)
  const postings = new Map<string, { rows: number[]; weights: number[] }>()

  jobs.forEach((job, row) => {
    deadline[row] = job.deadline ?? Number.NaN
    postedAt[row] = job.postedAt
    withdrawn[row] = job.withdrawn ? 1 : 0
    showsPay[row] = job.showsPay ? 1 : 0
    const place = getLocationFacet(job.location)
    const jobCategory = getJobCategory(job)
    const jobType = getJobType(job)
    location[row] = LOCATION_FACET_VALUES.indexOf(place)
    category[row] = JOB_CATEGORY_VALUES.indexOf(jobCategory)
    type[row] = jobType === null ? NO_TYPE : JOB_TYPE_VALUES.indexOf(jobType)

    // The best field each word of this job is in.
    const best = new Map<string, number>()
    const add = (text: string | null, weight: number) => {
      if (!text) return
      for (const word of toWords(text)) if ((best.get(word) ?? 0) < weight) best.set(word, weight)
    }
    add(job.description, FIELD_WEIGHTS.description)
    add(
      [...job.tags, getCategoryLabel(jobCategory), job.employmentType ?? ''].join(' '),
      FIELD_WEIGHTS.labels,
    )
    // The town's own name too, so "bulawayo" finds a job the source placed in "Byo".
    add(
      `${job.company} ${job.location ?? ''} ${getLocationLabel(place)}`,
      FIELD_WEIGHTS.companyOrPlace,
    )
    add(job.title, FIELD_WEIGHTS.title)
    for (const [word, weight] of best) {
      let posting = postings.get(word)
      if (!posting) postings.set(word, (posting = { rows: [], weights: [] }))
      posting.rows.push(row)
      posting.weights.push(weight)
    }
  })

  const words = [...postings.keys()].sort()
  const rows: Int32Array[] = []
  const weights: Uint8Array[] = []
  const lengths = new Map<number, number[]>()
  words.forEach((word, index) => {
    const posting = postings.get(word)
    rows.push(Int32Array.from(posting?.rows ?? []))
    weights.push(Uint8Array.from(posting?.weights ?? []))
    const sameLength = lengths.get(word.length)
    if (sameLength) sameLength.push(index)
    else lengths.set(word.length, [index])
  })
  const wordsByLength = new Map(
    [...lengths].map(([length, list]) => [length, Int32Array.from(list)]),
  )

  const byDeadline = Int32Array.from(jobs.keys()).sort((a, b) => {
    const da = deadline[a] ?? Number.NaN
    const db = deadline[b] ?? Number.NaN
    if (Number.isNaN(da) || Number.isNaN(db))
      return Number(Number.isNaN(da)) - Number(Number.isNaN(db)) || a - b
    return da - db || a - b
  })

  const deadlineRank = new Int32Array(count)
  byDeadline.forEach((row, rank) => (deadlineRank[row] = rank))

  return {
    ids: jobs.map((job) => job.id),
    deadline,
    postedAt,
    withdrawn,
    location,
    category,
    type,
    showsPay,
    words,
    rows,
    weights,
    wordsByLength,
    byDeadline,
    deadlineRank,
  }
}
