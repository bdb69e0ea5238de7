/**
 * Search over jobs: every word must be found (in any order, in any field), the last one also as
 * the beginning of a word, long ones also with one typo; best matches first, ties closing
 * soonest. The server holds one index of every job; the device builds one of the jobs it has,
 * so a search offline finds what the same search online would, among those.
 */
import { stateOfStatus } from '../job-state.ts'
import { CRITICAL_WINDOW_MS, WARNING_WINDOW_MS } from '../urgency.ts'
import { getCategoryLabel, JOB_CATEGORY_VALUES } from '../job-facets/categories.ts'
import { getJobTypeLabel, JOB_TYPE_VALUES } from '../job-facets/job-types.ts'
import { getLocationLabel, LOCATION_FACET_VALUES } from '../job-facets/location-facet.ts'
import { getPayLabel, PAY_FACET_VALUES } from '../job-facets/pay-values.ts'
import { indexJobs, MAX_INDEXED_JOBS, type IndexedJobs } from './indexed-jobs.ts'
import { scoreRows, type ScoredRows } from './score-rows.ts'
import { smallestKeys } from './smallest-keys.ts'
import type {
  FacetCount,
  JobFacets,
  JobSearchFilters,
  JobSearchRequest,
  JobSearchResult,
  JobSearchScope,
  SearchableJob,
} from './search-request.ts'
import { parseQuery } from './search-words.ts'
import { findWordMatches, type WordMatch } from './word-matches.ts'

export type * from './search-request.ts'

const DAY_MS = 86_400_000
/** a query's word matches are kept for the next query with the word; this many at most */
const MAX_CACHED_WORDS = 5_000
/**
 * Scores are sums of (field weight x match quality), all multiples of 0.1: times ten they are
 * whole numbers well below this, so one number can sort by score, then closing date.
 */
const SCORE_SPAN = 2 ** 16

export interface JobSearchIndex {
  readonly size: number
  search(request: JobSearchRequest): JobSearchResult
  /** each filter's values counted with the other filters applied, not its own */
  facets(scope: JobSearchScope): JobFacets
}

/** A filter's chosen values as a lookup by position, or null when it does not filter. */
function toChosen(values: readonly string[], all: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null
  const chosen = new Uint8Array(256)
  for (const value of values) {
    const at = all.indexOf(value)
    if (at >= 0) chosen[at] = 1
  }
  return chosen
}

interface Chosen {
  location: Uint8Array | null
  category: Uint8Array | null
  type: Uint8Array | null
  /** only the jobs that state their pay */
  pay: boolean
}

function choose(filters: JobSearchFilters): Chosen {
  return {
    location: toChosen(filters.location, LOCATION_FACET_VALUES),
    category: toChosen(filters.category, JOB_CATEGORY_VALUES),
    type: toChosen(filters.type, JOB_TYPE_VALUES),
    pay: filters.pay === 'shown',
  }
}

/** Status, closing window and posting date: what every count and result is taken within. */
function makeInScope(index: IndexedJobs, scope: JobSearchScope): (row: number) => boolean {
  const { now, status, urgency, postedDays } = scope
  const postedSince = postedDays === null ? -Infinity : now - postedDays * DAY_MS
  const taken = scope.takenDown?.length ? new Set(scope.takenDown) : null
  return (row) => {
    if (taken?.has(index.ids[row] ?? '')) return false
    const deadline = index.deadline[row] ?? Number.NaN
    const open = index.withdrawn[row] === 0 && !(deadline <= now)
    if (stateOfStatus[status] === 'open' ? !open : open) return false
    if (urgency === 'critical' && !(deadline <= now + CRITICAL_WINDOW_MS)) return false
    if (
      urgency === 'urgent' &&
      !(deadline > now + CRITICAL_WINDOW_MS && deadline <= now + WARNING_WINDOW_MS)
    ) {
      return false
    }
    return (index.postedAt[row] ?? 0) >= postedSince
  }
}

const passes = (chosen: Uint8Array | null, value: number | undefined) =>
  chosen === null || chosen[value ?? 255] === 1

function toFacetCounts(
  counts: Uint32Array,
  values: readonly string[],
  chosen: readonly string[],
  label: (value: string) => string,
): FacetCount[] {
  return values
    .map((value, at) => ({ value, label: label(value), count: counts[at] ?? 0 }))
    .filter((facet) => facet.count > 0 || chosen.includes(facet.value))
    .sort((a, b) => b.count - a.count)
}

export function createJobSearchIndex(jobs: readonly SearchableJob[]): JobSearchIndex {
  const index = indexJobs(jobs)
  const cachedMatches = new Map<string, WordMatch[]>()
  const rowCount = index.ids.length

  // Reused by every search: sort keys for as many rows as there are.
  const keys = new Float64Array(rowCount)

  /**
   * The rows matching every word of `q`, scored; null when there are no words to match. The
   * answer is a view of buffers the next search reuses (score-rows.ts): nothing is kept between
   * searches, so a broad search on a large board leaves nothing for the collector.
   */
  function match(q: string | null): ScoredRows | null {
    const words = parseQuery(q ?? '')
    if (words.length === 0) return null
    const matches = words.map((word) => {
      const key = `${word.text}|${word.prefix}|${word.fuzzy}`
      let found = cachedMatches.get(key)
      if (!found) {
        if (cachedMatches.size >= MAX_CACHED_WORDS) cachedMatches.clear()
        found = findWordMatches(index, word)
        cachedMatches.set(key, found)
      }
      return found
    })
    return scoreRows(index, matches)
  }

  return {
    size: rowCount,

    search(request) {
      const inScope = makeInScope(index, request)
      const chosen = choose(request)
      const keep = (row: number) =>
        inScope(row) &&
        passes(chosen.location, index.location[row]) &&
        passes(chosen.category, index.category[row]) &&
        passes(chosen.type, index.type[row]) &&
        (!chosen.pay || index.showsPay[row] === 1)
      const matched = match(request.q)
      const end = request.offset + request.limit

      if (!matched) {
        // Rows are newest first already; "closing soonest" has its own order.
        const order = request.sort === 'expiring' ? index.byDeadline : null
        const ids: string[] = []
        let total = 0
        for (let at = 0; at < rowCount; at++) {
          const row = order ? (order[at] ?? 0) : at
          if (!keep(row)) continue
          if (total >= request.offset && total < end) ids.push(index.ids[row] ?? '')
          total++
        }
        return { ids, total }
      }

      // One number per row says where it goes (typed arrays sort numbers natively, fast):
      // relevance is score, then closing date; "closing soonest" is the closing date; newest
      // is the row itself.
      const { rows, scores } = matched
      let total = 0
      for (let at = 0; at < rows.length; at++) {
        const row = rows[at] ?? 0
        if (!keep(row)) continue
        const rank = index.deadlineRank[row] ?? 0
        if (request.sort === 'newest') keys[total++] = row
        else if (request.sort === 'expiring') keys[total++] = rank
        else {
          const score = Math.round((scores[at] ?? 0) * 10)
          keys[total++] = (SCORE_SPAN - score) * MAX_INDEXED_JOBS + rank
        }
      }
      const page = smallestKeys(keys.subarray(0, total), end).subarray(request.offset)
      const ids = Array.from(page, (key) => {
        const row =
          request.sort === 'newest' ? key : (index.byDeadline[key % MAX_INDEXED_JOBS] ?? 0)
        return index.ids[row] ?? ''
      })
      return { ids, total }
    },

    facets(scope) {
      const inScope = makeInScope(index, scope)
      const chosen = choose(scope)
      const location = new Uint32Array(LOCATION_FACET_VALUES.length)
      const category = new Uint32Array(JOB_CATEGORY_VALUES.length)
      const type = new Uint32Array(JOB_TYPE_VALUES.length)
      // One value, "shown": how many of the jobs the other filters keep state their pay.
      const pay = new Uint32Array(PAY_FACET_VALUES.length)
      const count = (row: number) => {
        if (!inScope(row)) return
        const where = index.location[row] ?? 255
        const what = index.category[row] ?? 255
        const kind = index.type[row] ?? 255
        const showsPay = index.showsPay[row] === 1
        const inLocation = passes(chosen.location, where)
        const inCategory = passes(chosen.category, what)
        const inType = passes(chosen.type, kind)
        const inPay = !chosen.pay || showsPay
        // A typed array ignores an index past its end: a job with no type counts under none.
        if (inCategory && inType && inPay) location[where] = (location[where] ?? 0) + 1
        if (inLocation && inType && inPay) category[what] = (category[what] ?? 0) + 1
        if (inLocation && inCategory && inPay) type[kind] = (type[kind] ?? 0) + 1
        if (inLocation && inCategory && inType && showsPay) pay[0] = (pay[0] ?? 0) + 1
      }
      const matched = match(scope.q)
      if (matched) for (const row of matched.rows) count(row)
      else for (let row = 0; row < rowCount; row++) count(row)
      return {
        location: toFacetCounts(location, LOCATION_FACET_VALUES, scope.location, getLocationLabel),
        category: toFacetCounts(category, JOB_CATEGORY_VALUES, scope.category, getCategoryLabel),
        type: toFacetCounts(type, JOB_TYPE_VALUES, scope.type, getJobTypeLabel),
        pay: toFacetCounts(pay, PAY_FACET_VALUES, scope.pay ? [scope.pay] : [], getPayLabel),
      }
    },
  }
}
