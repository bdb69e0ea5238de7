/** The ingester's SQL: conditional GET state, duplicates, withdrawals, run records. */
import type { IngestRun } from '#shared/schemas/health.ts'

import type { Queryable } from '../db/db.ts'
import { sqlInstantSeconds } from '../db/sql-time.ts'
import { EMPLOYER_SOURCE } from '../job-posts/post-as-job.ts'

export interface SourceState {
  url: string
  etag: string | null
  lastModified: string | null
}

export async function getSourceState(db: Queryable, source: string): Promise<SourceState | null> {
  const { rows } = await db.query<{
    url: string
    etag: string | null
    last_modified: string | null
  }>('select url, etag, last_modified from ingest_source_state where source = $1', [source])
  const row = rows[0]
  return row ? { url: row.url, etag: row.etag, lastModified: row.last_modified } : null
}

export async function saveSourceState(
  db: Queryable,
  source: string,
  state: SourceState,
): Promise<void> {
  await db.query(
    `insert into ingest_source_state (source, url, etag, last_modified, updated_at)
     values ($1, $2, $3, $4, now())
     on conflict (source) do update set url = excluded.url, etag = excluded.etag,
       last_modified = excluded.last_modified, updated_at = excluded.updated_at`,
    [source, state.url, state.etag, state.lastModified],
  )
}

/**
 * Fingerprints among `fingerprints` already held by a current job of another source, or by a job
 * an employer posted here, even once filled: the post wins over any copy of it, open or closed.
 */
export async function findFingerprintsHeldElsewhere(
  db: Queryable,
  source: string,
  fingerprints: string[],
): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set()
  const { rows } = await db.query<{ fingerprint: string }>(
    `select distinct fingerprint from jobs
     where fingerprint = any($1::text[]) and source <> $2
       and (withdrawn_at is null or (source = $3 and taken_down_at is null))`,
    [fingerprints, source, EMPLOYER_SOURCE],
  )
  return new Set(rows.map((row) => row.fingerprint))
}

/**
 * After a complete listing: jobs of `source` it did not include have missed one more run, and
 * those that have now missed `missesToWithdraw` in a row are withdrawn. Returns how many were.
 */
export async function recordMissingJobs(
  db: Queryable,
  source: string,
  seenIds: string[],
  { now, missesToWithdraw }: { now: number; missesToWithdraw: number },
): Promise<number> {
  await db.query(
    `update jobs set missed_runs = missed_runs + 1
     where source = $1 and withdrawn_at is null and not (id = any($2::text[]))`,
    [source, seenIds],
  )
  const { rows } = await db.query<{ id: string }>(
    `update jobs set withdrawn_at = $2, updated_at = $2
     where source = $1 and withdrawn_at is null and missed_runs >= $3
     returning id`,
    [source, new Date(now).toISOString(), missesToWithdraw],
  )
  return rows.length
}

/** How one source's part of a run went (also what `npm run ingest` prints per source). */
export interface IngestRunOutcome {
  source: string
  ok: boolean
  complete: boolean
  fetched: number
  inserted: number
  updated: number
  withdrawn: number
  duplicates: number
  error: string | null
  warnings: string[]
}

export interface IngestRunRecord extends IngestRunOutcome {
  startedAt: number
  finishedAt: number
}

export async function recordIngestRun(db: Queryable, run: IngestRunRecord): Promise<void> {
  await db.query(
    `insert into ingest_runs (source, started_at, finished_at, ok, complete, fetched, inserted,
       updated, withdrawn, duplicates, error, warnings, duration_ms)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      run.source,
      new Date(run.startedAt).toISOString(),
      new Date(run.finishedAt).toISOString(),
      run.ok,
      run.complete,
      run.fetched,
      run.inserted,
      run.updated,
      run.withdrawn,
      run.duplicates,
      run.error,
      run.warnings.slice(0, 20),
      run.finishedAt - run.startedAt,
    ],
  )
}

/** Removes the demo jobs (once real sources feed the board). Returns how many. */
export async function deleteDemoJobs(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>('delete from jobs where is_demo returning id')
  return rows.length
}

/** When the last run of any source started (epoch ms), or null before the first run. */
export async function getLastRunStartedAt(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ last: number | null }>(
    `select (extract(epoch from max(started_at)) * 1000)::float8 as last from ingest_runs`,
  )
  return rows[0]?.last ?? null
}

/** The latest run of each source, as `/api/health` reports it. */

export async function listLatestRuns(db: Queryable): Promise<IngestRun[]> {
  const { rows } = await db.query<IngestRun>(
    `select distinct on (source) source,
       ${sqlInstantSeconds('started_at')} as started_at,
       ${sqlInstantSeconds('finished_at')} as finished_at,
       ok, complete, fetched, inserted, updated, withdrawn, duplicates,
       cardinality(warnings) as warnings, error, duration_ms
     from ingest_runs order by source, started_at desc`,
  )
  return rows
}
