/**
 * What a search asks and answers, the same for the server's index and the device's copy.
 */
import type { PayFacet } from '../job-facets/pay-values.ts'
import type { JobSort, JobStatus, JobUrgencyFilter } from '../job.ts'

export type { FacetCount, JobFacets } from '../job.ts'

/** One job as search reads it: the words it can be found by, and what it is filtered on. */
export interface SearchableJob {
  id: string
  title: string
  company: string
  location: string | null
  tags: readonly string[]
  description: string
  employmentType: string | null
  /** the instant applications close; null when open until filled */
  deadline: number | null
  postedAt: number
  withdrawn: boolean
  /** the advert states its pay (ApiJob.pay is set): all the pay filter needs of it */
  showsPay: boolean
}

/** Filters combine with AND; the values of one filter with OR. Empty means no filter. */
export interface JobSearchFilters {
  location: readonly string[]
  category: readonly string[]
  type: readonly string[]
  /** only jobs posted in the last this many days */
  postedDays: number | null
  /** shown: only jobs that state their pay */
  pay: PayFacet | null
}

export interface JobSearchScope extends JobSearchFilters {
  /** the reader's words, or null for every job in scope */
  q: string | null
  status: JobStatus
  urgency: JobUrgencyFilter | null
  now: number
  /**
   * jobs taken down since the index was built: left out until the next build, which a large
   * board takes seconds to make, so a listing an operator takes down goes at once
   */
  takenDown?: readonly string[]
}

export interface JobSearchRequest extends JobSearchScope {
  /** relevance without words is newest */
  sort: JobSort
  offset: number
  limit: number
}

export interface JobSearchResult {
  /** the page asked for, best first */
  ids: string[]
  total: number
}
