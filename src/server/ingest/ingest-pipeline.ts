/**
 * One ingest run: every enabled source in turn, each in its own transaction, so a
 * source that fails (timeout, HTTP error, malformed, oversized) is recorded and the others go
 * on, and a run cut short leaves no source half-written. One run at a time across processes.
 */
import { removeControls } from '#shared/control-characters.ts'

import type { Db, Queryable } from '../db/db.ts'
import { makeJobFingerprint } from '../jobs/job-fingerprint.ts'
import { makeJobId } from '../jobs/job-id.ts'
import type { JobInput } from '../jobs/job-input.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { logger } from '../observability/logger.ts'
import { runAdapter, type AdapterRegistry } from './adapters/adapters.ts'
import { ageLimitsOf, closeAgedOutJobs } from './age-limit.ts'
import { cleanAdapterResult } from './normalise/clean-adapter-result.ts'
import { createDetailMemory } from './detail-memory.ts'
import {
  deleteDemoJobs,
  findFingerprintsHeldElsewhere,
  getSourceState,
  recordIngestRun,
  recordMissingJobs,
  saveSourceState,
  type IngestRunOutcome,
  type SourceState,
} from './ingest.repo.ts'
import type { Fetcher, SourceConfig } from './ingest-types.ts'

/** pg_try_advisory_lock key of the ingester ("JZWI") */
export const INGEST_LOCK_KEY = 0x4a5a5749
/** pg_advisory_xact_lock key that makes sources store one at a time ("JZWS") */
const STORE_LOCK_KEY = 0x4a5a5753
/** complete listings in a row without a job before it is withdrawn */
export const MISSES_TO_WITHDRAW = 2

export interface IngestOptions {
  db: Db
  sources: SourceConfig[]
  fetcher: Fetcher
  timeZone: string
  now: () => number
  keepDemoJobs: boolean
  /** run only the source of this name */
  only?: string
  /** sources fetched at once; requests to one host are still one at a time (the fetcher) */
  concurrency?: number
  adapters?: AdapterRegistry
}

export interface SourceSummary extends IngestRunOutcome {
  durationMs: number
}

export type IngestSummary =
  | {
      ran: true
      sources: SourceSummary[]
      demoJobsRemoved: number
      /** jobs without a deadline closed for their age (age-limit.ts), whatever source holds them */
      agedOut: number
    }
  | { ran: false; reason: string }

export class IngestRunError extends Error {
  override name = 'IngestRunError'
}

export async function runIngest(options: IngestOptions): Promise<IngestSummary> {
  const sources = options.sources.filter(
    (source) => source.enabled && (options.only === undefined || source.name === options.only),
  )
  if (options.only !== undefined && sources.length === 0) {
    const known = options.sources.find((source) => source.name === options.only)
    throw new IngestRunError(
      known
        ? `The source "${options.only}" is disabled in the sources file`
        : `No source named "${options.only}" in the sources file`,
    )
  }
  const locked = await options.db.withExclusiveLock(INGEST_LOCK_KEY, async () => {
    const summaries = await mapWithConcurrency(sources, options.concurrency ?? 4, (source) =>
      ingestSource(source, options),
    )
    const anyOk = summaries.some((summary) => summary.ok)
    const demoJobsRemoved = anyOk && !options.keepDemoJobs ? await deleteDemoJobs(options.db) : 0
    // Swept whether or not the sources answered: a failing source must not keep its jobs open.
    const agedOut = await closeAgedOut(options)
    const changed = summaries.some(
      (summary) => summary.inserted + summary.updated + summary.withdrawn > 0,
    )
    if (changed || demoJobsRemoved > 0 || agedOut > 0) await maintain(options.db)
    return { ran: true as const, sources: summaries, demoJobsRemoved, agedOut }
  })
  return locked.acquired
    ? locked.value
    : { ran: false, reason: 'another process is ingesting right now' }
}

/**
 * The age limit of every source in the file (enabled or not, whichever this run read); a failure
 * is logged and the next run sweeps again.
 */
async function closeAgedOut(options: IngestOptions): Promise<number> {
  try {
    return await closeAgedOutJobs(options.db, ageLimitsOf(options.sources), options.now())
  } catch (error) {
    logger.error({ event: 'ingest', err: error }, 'ingest: could not close aged-out jobs')
    return 0
  }
}

/**
 * After a run that wrote jobs, PGlite is vacuumed (a no-op on PostgreSQL, which has autovacuum).
 * A failure here loses nothing that was stored, so it is logged and the run stands.
 */
async function maintain(db: Db): Promise<void> {
  try {
    await db.maintain()
  } catch (error) {
    logger.error({ event: 'ingest', err: error }, 'ingest: could not vacuum the database')
  }
}

async function ingestSource(source: SourceConfig, options: IngestOptions): Promise<SourceSummary> {
  const { db, timeZone } = options
  const startedAt = options.now()
  const summary: SourceSummary = {
    source: source.name,
    ok: false,
    complete: false,
    fetched: 0,
    inserted: 0,
    updated: 0,
    withdrawn: 0,
    duplicates: 0,
    error: null,
    warnings: [],
    durationMs: 0,
  }
  try {
    const previous = await getSourceState(db, source.name)
    const listing = conditionalFetcher(options.fetcher, previous)
    const details = createDetailMemory(db, source.name)
    const result = await runAdapter(
      { source, fetch: listing.fetch, timeZone, now: startedAt, details },
      options.adapters,
    )
    // Cleaned first: fingerprints, the store and the run's warnings see what would be shown.
    const read = cleanAdapterResult(result)
    summary.fetched = read.jobs.length
    summary.complete = read.complete
    summary.warnings = read.warnings
    const jobs: JobInput[] = read.jobs.map((job) => ({ ...job, source: source.name }))
    await db.transaction(
      async (tx) => {
        // Sources are fetched in parallel but stored one at a time, so that two sources holding
        // the same job cannot both miss the other's copy (processes are kept apart by the run lock).
        await tx.query('select pg_advisory_xact_lock($1)', [STORE_LOCK_KEY])
        Object.assign(summary, await storeJobs(tx, source.name, jobs, read.complete, options))
        await details.save(tx, {
          now: options.now(),
          listedIds: read.complete ? jobs.map((job) => job.externalId) : null,
        })
        // A partial read keeps the old validators: with new ones the next run would get a 304
        // and never retry what failed this time (a job page, say).
        const state = listing.newState()
        if (state && read.complete) await saveSourceState(tx, source.name, state)
        // Sources queue for the store lock behind each other: waiting is the point here.
      },
      { unbounded: true },
    )
    summary.ok = true
  } catch (error) {
    summary.error = describeError(error)
  }
  const finishedAt = options.now()
  summary.durationMs = finishedAt - startedAt
  await recordIngestRun(db, { ...summary, startedAt, finishedAt }).catch((error: unknown) =>
    logger.error(
      { event: 'ingest', source: source.name, err: error },
      'ingest: could not record the run',
    ),
  )
  return summary
}

async function storeJobs(
  tx: Queryable,
  source: string,
  jobs: JobInput[],
  complete: boolean,
  options: IngestOptions,
) {
  const now = options.now()
  // The same posting already held through another source is stored once (the first seen).
  const held = await findFingerprintsHeldElsewhere(tx, source, jobs.map(makeJobFingerprint))
  const own = jobs.filter((job) => !held.has(makeJobFingerprint(job)))
  const { inserted, updated } = await upsertJobs(tx, own, { now, timeZone: options.timeZone })
  const withdrawn = complete
    ? await recordMissingJobs(
        tx,
        source,
        own.map((job) => makeJobId(source, job.externalId)),
        { now, missesToWithdraw: MISSES_TO_WITHDRAW },
      )
    : 0
  return { inserted, updated, withdrawn, duplicates: jobs.length - own.length }
}

/**
 * Sends the listing's stored ETag / Last-Modified with its first request, and keeps the new ones
 * (saved only if the source's run succeeds). Detail pages are fetched without validators.
 */
function conditionalFetcher(fetcher: Fetcher, previous: SourceState | null) {
  let listingUrl: string | undefined
  let next: SourceState | null = null
  const fetch: Fetcher = async (url, options = {}) => {
    listingUrl ??= url
    if (url !== listingUrl) return fetcher(url, options)
    const validators =
      previous?.url === url ? { etag: previous.etag, lastModified: previous.lastModified } : {}
    const resource = await fetcher(url, { ...options, ...validators })
    if (!resource.notModified && (resource.etag || resource.lastModified))
      next = { url, etag: resource.etag, lastModified: resource.lastModified }
    return resource
  }
  return { fetch, newState: () => next }
}

async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await fn(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}

function describeError(error: unknown): string {
  // A parser's message may quote what the source sent: kept and shown, so cleaned like it.
  const message = removeControls(error instanceof Error ? error.message : String(error))
  return message.length > 500 ? `${message.slice(0, 497)}...` : message
}

/** One line per source, for the command line and the server log. */
export function formatSourceSummary(summary: SourceSummary): string {
  const counts = `fetched ${summary.fetched}, new ${summary.inserted}, updated ${summary.updated}, withdrawn ${summary.withdrawn}, duplicates ${summary.duplicates}, ${summary.durationMs} ms`
  if (!summary.ok)
    return `${summary.source}: FAILED after ${summary.durationMs} ms: ${summary.error}`
  const partial = summary.complete ? '' : ' (partial listing: nothing withdrawn)'
  const warnings = summary.warnings.length ? `, ${summary.warnings.length} warnings` : ''
  return `${summary.source}: ok, ${counts}${warnings}${partial}`
}
