/**
 * The contracts between the ingester's parts: the fetcher hands adapters text, adapters hand the
 * pipeline normalised jobs. Kept in one small file so each part can be built and tested alone.
 */
import type { JobInput } from '../jobs/job-input.ts'

export const sourceKinds = [
  'rss',
  'jsonld',
  'reliefweb',
  'greenhouse',
  'lever',
  'workable',
  'smartrecruiters',
  'ashby',
  'html',
] as const
export type SourceKind = (typeof sourceKinds)[number]

/**
 * html: where each field of a job is on the listing page. A selector reads the text of its first
 * match inside the card; `sel@attr` reads an attribute of that match, `@attr` the card's own.
 */
export interface HtmlListSelectors {
  /** one match per job card */
  item: string
  title: string
  /** default: the card's own href, else its first link's */
  link?: string
  company?: string
  location?: string
  deadline?: string
  category?: string
  type?: string
  salary?: string
  posted?: string
  /** read on the whole page: the next listing page */
  next?: string
}

/** html: fields read on a job's own page, the same mini-language read on the whole page. */
export interface HtmlDetailSelectors {
  description?: string
  /** an http(s) link (the job's link), or a mailto: (an email application: its instructions) */
  apply?: string
  deadline?: string
  company?: string
  location?: string
  category?: string
  type?: string
  salary?: string
}

/** One entry of SOURCES_FILE. Unknown extra options are kept in `options`. */
export interface SourceConfig {
  name: string
  kind: SourceKind
  url: string
  enabled: boolean
  /** jsonld: a regular expression; links on the list page that match it lead to job pages */
  match?: string
  /** reliefweb: the appname parameter ReliefWeb asks every caller to send */
  appname?: string
  /** reliefweb: country name to filter by (default "Zimbabwe") */
  country?: string
  /** jsonld: most detail pages fetched per run (default 200); html: listing pages (default 5) */
  maxPages?: number
  /** the employer for postings that name none (a company's own Greenhouse or Lever board) */
  company?: string
  /** workable, smartrecruiters, ashby: with `country`, remote jobs elsewhere are kept too */
  remote?: boolean
  /** html: the listing's cards */
  list?: HtmlListSelectors
  /** html: each job's own page, read once per new or changed card */
  detail?: HtmlDetailSelectors
  /** free text for the operator (what to check before enabling); never read */
  note?: string
}

/** A normalised job as an adapter returns it; `source` is filled in by the pipeline. */
export type NormalisedJob = Omit<JobInput, 'source' | 'isDemo'>

export interface FetchOptions {
  /** sent as If-None-Match / If-Modified-Since */
  etag?: string | null
  lastModified?: string | null
  /** Accept header; defaults to a broad one */
  accept?: string
}

export interface FetchedResource {
  /** the URL after redirects */
  url: string
  status: number
  /** true on 304 Not Modified: body is empty and the caller keeps what it had */
  notModified: boolean
  body: string
  contentType: string | null
  etag: string | null
  lastModified: string | null
}

/** What adapters use to fetch; the real one is guarded (SSRF, size, time, robots, politeness). */
export type Fetcher = (url: string, options?: FetchOptions) => Promise<FetchedResource>

export interface AdapterContext {
  source: SourceConfig
  fetch: Fetcher
  /** IANA zone for dates without an offset (SITE_TIMEZONE) */
  timeZone: string
  /** injected clock, ms since epoch */
  now: number
  /** what earlier runs read on detail pages; absent when nothing is stored (`sources check`) */
  details?: DetailMemory
  /** most detail pages fetched in this run (`sources check` reads a sample); default all */
  maxDetails?: number
}

/** What a detail page gave, kept so an unchanged card does not fetch its page again. */
export interface RememberedDetail {
  /** hash of the card's fields when its page was read */
  cardHash: string
  fields: Partial<Pick<NormalisedJob, DetailField>>
}

export type DetailField =
  | 'description'
  | 'jobLink'
  | 'applyInstructions'
  | 'expiryTs'
  | 'expiryDate'
  | 'company'
  | 'location'
  | 'employmentType'
  | 'salary'
  | 'tags'

export interface DetailMemory {
  /** the remembered details of these jobs (by external id) */
  recall(externalIds: string[]): Promise<Map<string, RememberedDetail>>
  /** kept with the run's jobs: written only if the run stores them */
  remember(externalId: string, detail: RememberedDetail): void
}

export interface AdapterResult {
  jobs: NormalisedJob[]
  /**
   * true when `jobs` is the source's whole current listing, so jobs missing from it may be
   * withdrawn; false when only part could be read (a page failed, a cap was hit, 304)
   */
  complete: boolean
  /** non-fatal problems (a detail page that failed, an item without a title) */
  warnings: string[]
}

export type Adapter = (context: AdapterContext) => Promise<AdapterResult>

/** Thrown for failures that stop one source: timeouts, HTTP errors, oversize, refused hosts. */
export class IngestError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'timeout'
      | 'http-status'
      | 'too-large'
      | 'blocked-address'
      | 'robots'
      | 'too-many-redirects'
      | 'malformed'
      | 'network',
  ) {
    super(message)
    this.name = 'IngestError'
  }
}
