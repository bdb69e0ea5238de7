/** The messages between the server and its search worker (search-worker.ts). */
import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'
import type { TakenDownContacts } from '#shared/advert-check/taken-down-contacts.ts'
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

/** A pasted advert to check against the listings the worker holds (advert-candidates.ts). */
export interface AdvertCheckRequest {
  text: string
  /** ms since the epoch */
  now: number
  /** the site's zone, for closing days */
  timeZone: string
  /** this site's hosts, with and without www: a link to a job page here names that listing */
  siteHosts: string[]
  /**
   * The contacts of listings taken down, as read at data version `version`; the worker leaves
   * out those a listing it holds still gives, once per version.
   */
  takenDown: { version: number; contacts: TakenDownContacts }
  /** listings taken down since the index was built */
  exclude?: string[]
}

export type SearchWorkerRequest =
  | { id: number; kind: 'load'; rows: IndexedJobRow[] }
  | { id: number; kind: 'search'; request: JobSearchRequest }
  | { id: number; kind: 'facets'; scope: JobSearchScope }
  | { id: number; kind: 'check'; request: AdvertCheckRequest }

export type SearchWorkerReply =
  | { id: number; ok: true; value: JobSearchPage | JobFacets | AdvertCheck | null }
  | { id: number; ok: false; message: string }
