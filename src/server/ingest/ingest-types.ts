/**
 * The contracts between the ingester's parts: the fetcher hands adapters text, adapters hand the
 * pipeline normalised jobs. Kept in one small file so each part can be built and tested alone.
 */
import type * as v from 'valibot'

import type { JobInput } from '../jobs/job-input.ts'
import type { sourceSchema } from './sources-schema.ts'

/** One entry of SOURCES_FILE as its kind's schema reads it (sources-schema.ts). */
export type SourceConfig = v.InferOutput<typeof sourceSchema>
export type SourceKind = SourceConfig['kind']
/** An entry of that kind (or kinds), with that kind's options, typed and defaulted. */
export type SourceOf<TKind extends SourceKind> = Extract<SourceConfig, { kind: TKind }>

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

export interface AdapterContext<TSource extends SourceConfig = SourceConfig> {
  source: TSource
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
  /** hash of the card's fields when its page was read; '' when it never was */
  cardHash: string
  fields: Partial<Pick<NormalisedJob, DetailField>>
  /** the page failed the last time it was asked: it waits until `retryAt` */
  failure?: DetailFailure
}

export interface DetailFailure {
  /** the page that failed: a job whose card now links elsewhere is read at once */
  url: string
  /** failures in a row */
  count: number
  /** ms since epoch: not asked again before this */
  retryAt: number
}

export type DetailField =
  | 'description'
  | 'jobLink'
  | 'applyInstructions'
  | 'expiryTs'
  | 'expiryDate'
  | 'deadlinePhrase'
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

/** Reads one kind of source, whose options its kind's schema has already checked. */
export type Adapter<TSource extends SourceConfig = SourceConfig> = (
  context: AdapterContext<TSource>,
) => Promise<AdapterResult>

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
