/**
 * The index finds exactly the jobs the rule names, checked against the rule written the slow,
 * obvious way (every job's every word), over many generated jobs and queries.
 */
import { describe, expect, it } from 'vitest'

import { getCategoryLabel } from '../job-facets/categories.ts'
import { getJobCategory } from '../job-facets/job-category.ts'
import { getLocationFacet, getLocationLabel } from '../job-facets/location-facet.ts'
import { createJobSearchIndex, type SearchableJob } from './job-search.ts'
import { isOneEditApart } from './one-edit.ts'
import { FUZZY_MIN_LENGTH, parseQuery, toWords } from './search-words.ts'

const NOW = Date.parse('2026-06-01T10:00:00Z')
const VOCABULARY = [
  'driver',
  'drivers',
  'bulawayo',
  'harare',
  'accountant',
  'acountant',
  'accounts',
  'teacher',
  'teach',
  'nurse',
  'nurses',
  'mutare',
  'gweru',
  'senior',
  'junior',
  'clerk',
  'engineer',
  'engineering',
  'mining',
  'mine',
  'sales',
  'officer',
  'office',
  'manager',
  'management',
  'café',
  'creche',
  'Crèche',
  'econet',
  'delta',
  'a',
  'in',
  'ok',
]

/** A seeded generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function words(next: () => number, count: number): string {
  return Array.from(
    { length: count },
    () => VOCABULARY[Math.floor(next() * VOCABULARY.length)],
  ).join(' ')
}

function makeJobs(next: () => number, count: number): SearchableJob[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `job-${n}`,
    title: words(next, 1 + Math.floor(next() * 3)),
    company: words(next, 1),
    location: next() < 0.5 ? 'Harare' : next() < 0.5 ? 'Byo' : null,
    tags: next() < 0.3 ? [words(next, 1)] : [],
    description: words(next, Math.floor(next() * 8)),
    employmentType: null,
    deadline: NOW + (1 + Math.floor(next() * 30)) * 86_400_000,
    postedAt: NOW - Math.floor(next() * 30) * 86_400_000,
    withdrawn: false,
    showsPay: next() < 0.4,
  }))
}

/** The rule, slowly: every query word matches some word of the job. */
function referenceMatches(job: SearchableJob, q: string): boolean {
  const place = getLocationFacet(job.location)
  const jobWords = toWords(
    [
      job.title,
      job.company,
      job.location ?? '',
      getLocationLabel(place),
      job.tags.join(' '),
      getCategoryLabel(getJobCategory(job)),
      job.employmentType ?? '',
      job.description,
    ].join(' '),
  )
  return parseQuery(q).every((word) =>
    jobWords.some(
      (candidate) =>
        candidate === word.text ||
        (word.prefix && candidate.startsWith(word.text)) ||
        (word.fuzzy &&
          candidate.length >= FUZZY_MIN_LENGTH &&
          isOneEditApart(word.text, candidate)),
    ),
  )
}

describe('createJobSearchIndex against the rule', () => {
  it('finds the same jobs as checking every job, for 300 generated queries', () => {
    const next = random(7)
    const jobs = makeJobs(next, 400)
    const index = createJobSearchIndex(jobs)
    for (let n = 0; n < 300; n++) {
      const q = words(next, 1 + Math.floor(next() * 3))
      // One query in three asks only for the jobs that show their pay.
      const pay = next() < 1 / 3 ? ('shown' as const) : null
      const scope = {
        q,
        status: 'active' as const,
        urgency: null,
        location: [],
        category: [],
        type: [],
        postedDays: null,
        pay,
        now: NOW,
      }
      const found = index.search({ ...scope, sort: 'relevance', offset: 0, limit: 1_000 })
      const matching = jobs.filter((job) => referenceMatches(job, q))
      const expected = matching.filter((job) => !pay || job.showsPay).map((job) => job.id)
      const label = `${q} pay=${pay}`
      expect(found.ids.slice().sort(), label).toEqual(expected.sort())
      expect(found.total, label).toBe(expected.length)
      // The pay count is taken without its own filter: the matches that show pay, either way.
      const showingPay = matching.filter((job) => job.showsPay).length
      const { pay: payCount } = index.facets(scope)
      expect(payCount[0]?.count ?? 0, label).toBe(showingPay)
    }
  })
})
