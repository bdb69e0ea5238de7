/**
 * Search relevance, measured: a judged set of queries (judged-queries.json) run over a fixed
 * board of realistic Zimbabwean adverts (relevance-jobs.json). Each query lists the jobs a
 * person typing it wants, best first, as the search rules order them. The test prints the
 * figures and every query whose first wanted job is not in the top 3, and fails when relevance
 * drops below the bar.
 *
 * Days in the fixture count from NOW at the same time of day: a deadline of 0 days is NOW
 * itself, so those few jobs have closed and must not be found by an active search.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { JOB_CATEGORY_VALUES } from '../../job-facets/categories.ts'
import { JOB_TYPE_VALUES } from '../../job-facets/job-types.ts'
import { LOCATION_FACET_VALUES } from '../../job-facets/location-facet.ts'
import { createJobSearchIndex, type JobSearchRequest, type SearchableJob } from '../job-search.ts'

const fixtureJobSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^rel-\d{3}$/)),
  title: v.pipe(v.string(), v.nonEmpty()),
  company: v.pipe(v.string(), v.nonEmpty()),
  location: v.nullable(v.pipe(v.string(), v.nonEmpty())),
  tags: v.array(v.string()),
  description: v.pipe(v.string(), v.minLength(300), v.maxLength(1500)),
  employmentType: v.nullable(v.string()),
  /** days from NOW; null = open until filled */
  deadlineInDays: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(45))),
  postedDaysAgo: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(40)),
  withdrawn: v.boolean(),
})
type FixtureJob = v.InferOutput<typeof fixtureJobSchema>

const judgedQuerySchema = v.strictObject({
  query: v.pipe(v.string(), v.nonEmpty()),
  // Values the engine knows: an unknown one would quietly filter out every job.
  filters: v.optional(
    v.strictObject({
      location: v.optional(v.array(v.picklist(LOCATION_FACET_VALUES))),
      category: v.optional(v.array(v.picklist(JOB_CATEGORY_VALUES))),
      type: v.optional(v.array(v.picklist(JOB_TYPE_VALUES))),
    }),
  ),
  /** the jobs wanted, best first */
  expected: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(5)),
  why: v.pipe(v.string(), v.nonEmpty()),
})
type JudgedQuery = v.InferOutput<typeof judgedQuerySchema>

/**
 * A JSON file next to this test, read when the test runs. The name is built so that TypeScript
 * does not follow it: the shared project compiles .ts files only and may not import .json ones.
 */
async function loadJson(name: string): Promise<unknown> {
  const module: { default: unknown } = await import(/* @vite-ignore */ `./${name}`)
  return module.default
}

/** The items of a JSON array that match `schema`, and what is wrong with the others. */
function readItems<T>(
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
): { items: T[]; problems: string[] } {
  if (!Array.isArray(data)) return { items: [], problems: ['not an array'] }
  const items: T[] = []
  const problems: string[] = []
  data.forEach((item: unknown, at) => {
    const read = v.safeParse(schema, item)
    if (read.success) items.push(read.output)
    else problems.push(`item ${at}: ${JSON.stringify(v.flatten(read.issues))}`)
  })
  return { items, problems }
}

const jobsRead = readItems(fixtureJobSchema, await loadJson('relevance-jobs.json'))
const queriesRead = readItems(judgedQuerySchema, await loadJson('judged-queries.json'))
const JOBS: readonly FixtureJob[] = jobsRead.items
const QUERIES: readonly JudgedQuery[] = queriesRead.items

const NOW = Date.parse('2026-06-01T10:00:00Z')
const DAY_MS = 86_400_000
/** how deep a result list is read to find where a wanted job ranks */
const DEPTH = 50

const MIN_TOP3_SHARE = 0.9
const MIN_MRR = 0.85

/** The test runner's console: src/shared compiles without the DOM or Node types that declare it. */
const runner = globalThis as unknown as { console: { log(message: string): void } }

function toSearchable(job: FixtureJob): SearchableJob {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    tags: job.tags,
    description: job.description,
    employmentType: job.employmentType,
    deadline: job.deadlineInDays === null ? null : NOW + job.deadlineInDays * DAY_MS,
    postedAt: NOW - job.postedDaysAgo * DAY_MS,
    withdrawn: job.withdrawn,
    showsPay: false,
  }
}

function toRequest(judged: JudgedQuery): JobSearchRequest {
  return {
    q: judged.query,
    status: 'active',
    urgency: null,
    location: judged.filters?.location ?? [],
    category: judged.filters?.category ?? [],
    type: judged.filters?.type ?? [],
    postedDays: null,
    pay: null,
    sort: 'relevance',
    now: NOW,
    offset: 0,
    limit: DEPTH,
  }
}

interface Outcome {
  judged: JudgedQuery
  ids: string[]
  total: number
  /** 1-based rank of the first expected job; null when not in the first DEPTH results */
  firstRank: number | null
  /** share of the expected jobs in the top 10 */
  recallAt10: number
}

interface Figures {
  outcomes: Outcome[]
  mrr: number
  top3Share: number
  recallAt10: number
  zeroResultRate: number
}

function evaluate(): Figures {
  const index = createJobSearchIndex(JOBS.map(toSearchable))
  const outcomes = QUERIES.map((judged): Outcome => {
    const { ids, total } = index.search(toRequest(judged))
    const at = judged.expected[0] === undefined ? -1 : ids.indexOf(judged.expected[0])
    const top10 = new Set(ids.slice(0, 10))
    const found = judged.expected.filter((id) => top10.has(id)).length
    return {
      judged,
      ids,
      total,
      firstRank: at < 0 ? null : at + 1,
      recallAt10: found / judged.expected.length,
    }
  })
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  return {
    outcomes,
    mrr: mean(outcomes.map(({ firstRank }) => (firstRank === null ? 0 : 1 / firstRank))),
    top3Share: mean(
      outcomes.map(({ firstRank }) => (firstRank !== null && firstRank <= 3 ? 1 : 0)),
    ),
    recallAt10: mean(outcomes.map(({ recallAt10 }) => recallAt10)),
    zeroResultRate: mean(outcomes.map(({ total }) => (total === 0 ? 1 : 0))),
  }
}

const jobById = new Map(JOBS.map((job) => [job.id, job]))

function describeJob(id: string | undefined): string {
  const job = id === undefined ? undefined : jobById.get(id)
  return job ? `${job.title} · ${job.company} · ${job.location ?? '(no location)'}` : `${id}?`
}

function label(judged: JudgedQuery): string {
  const filters = Object.entries(judged.filters ?? {})
    .map(([name, values]) => `${name}=${(values ?? []).join(',')}`)
    .join(' ')
  return filters ? `"${judged.query}" [${filters}]` : `"${judged.query}"`
}

function report({ outcomes, mrr, top3Share, recallAt10, zeroResultRate }: Figures): string {
  const count = outcomes.length
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`
  const missed = outcomes.filter(({ firstRank }) => firstRank === null || firstRank > 3)
  const first = outcomes.filter(({ firstRank }) => firstRank === 1).length
  const lines = [
    `Search relevance: ${count} judged queries over ${JOBS.length} jobs`,
    `  MRR of the first expected job     ${mrr.toFixed(3)}   (bar ${MIN_MRR})`,
    `  first expected job ranked first   ${percent(first / count)}  (${first}/${count})`,
    `  first expected job in the top 3   ${percent(top3Share)}  (${count - missed.length}/${count}, bar ${percent(MIN_TOP3_SHARE)})`,
    `  recall@10 of all expected jobs    ${recallAt10.toFixed(3)}`,
    `  queries with no results           ${percent(zeroResultRate)}`,
  ]
  if (missed.length > 0) {
    lines.push('', 'First expected job not in the top 3:')
    for (const { judged, ids, total, firstRank } of missed) {
      const rank = firstRank === null ? `not in the first ${DEPTH}` : `#${firstRank}`
      lines.push(
        `  ${label(judged)}: ${total} results; wanted ${rank}: ${describeJob(judged.expected[0])}`,
      )
      ids.slice(0, 3).forEach((id, at) => lines.push(`      ${at + 1}. ${describeJob(id)}`))
    }
  }
  return lines.join('\n')
}

describe('the relevance fixture', () => {
  it('is shaped as the test reads it', () => {
    expect(jobsRead.problems).toEqual([])
    expect(queriesRead.problems).toEqual([])
  })

  it('holds at least 250 jobs with unique ids, none withdrawn', () => {
    expect(JOBS.length).toBeGreaterThanOrEqual(250)
    expect(new Set(JOBS.map((job) => job.id)).size).toBe(JOBS.length)
    expect(JOBS.filter((job) => job.withdrawn)).toEqual([])
  })

  it('judges at least 40 queries, each wanting distinct jobs that exist and are open', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40)
    for (const judged of QUERIES) {
      expect(new Set(judged.expected).size, label(judged)).toBe(judged.expected.length)
      for (const id of judged.expected) {
        const job = jobById.get(id)
        expect(job, `${label(judged)} wants ${id}`).toBeDefined()
        // A deadline of 0 days is NOW: closed, so no search should want it.
        expect(job?.deadlineInDays ?? 1, `${label(judged)} wants closed ${id}`).toBeGreaterThan(0)
      }
    }
  })
})

describe('search relevance over the judged queries', () => {
  // Run once, on first use, so that an engine error fails these tests and not the fixture's.
  let figures: Figures | undefined
  function getFigures(): Figures {
    if (!figures) {
      figures = evaluate()
      runner.console.log(report(figures))
    }
    return figures
  }

  it(`ranks the first expected job in the top 3 for at least ${MIN_TOP3_SHARE * 100}% of queries`, () => {
    expect(getFigures().top3Share).toBeGreaterThanOrEqual(MIN_TOP3_SHARE)
  })

  it(`has a mean reciprocal rank of at least ${MIN_MRR}`, () => {
    expect(getFigures().mrr).toBeGreaterThanOrEqual(MIN_MRR)
  })

  it('finds something for every query', () => {
    const empty = getFigures()
      .outcomes.filter(({ total }) => total === 0)
      .map(({ judged }) => label(judged))
    expect(empty).toEqual([])
  })
})
