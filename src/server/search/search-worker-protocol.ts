/** The messages between the server and its search worker (search-worker.ts). */
import type { JobFacets } from '#shared/job.ts'
import type { JobSearchRequest, JobSearchScope } from '#shared/search/job-search.ts'

import type { IndexedJobRow } from './searchable-jobs.repo.ts'

/**
 * A page of a search with its jobs whole, so that answering needs no database: as JSON text (an
 * array of ApiJob), which crosses to the server's thread as one string and goes out as it is.
 */
export interface JobSearchPage {
  jobsJson: string
  total: number
}

export type SearchWorkerRequest =
  | { id: number; kind: 'load'; rows: IndexedJobRow[] }
  | { id: number; kind: 'search'; request: JobSearchRequest }
  | { id: number; kind: 'facets'; scope: JobSearchScope }

export type SearchWorkerReply =
  | { id: number; ok: true; value: JobSearchPage | JobFacets | null }
  | { id: number; ok: false; message: string }
