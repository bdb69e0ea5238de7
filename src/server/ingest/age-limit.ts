/**
 * The age limit of jobs without a deadline (docs/decisions/053): such a job is open while its
 * source lists it, and closes in any case `maxAgeDays` after it was posted (the day the source
 * gave, else when the site first saw it). Every run sweeps every source's jobs, not only the
 * sources it read: a board read in part, a source failing for weeks or one taken out of the file
 * cannot keep a job open for ever. A job so closed is withdrawn too (aged_out_at with
 * withdrawn_at, as filled_at is), so the list queries and their index read its state unchanged.
 */
import type { Queryable } from '../db/db.ts'
import { EMPLOYER_SOURCE } from '../job-posts/post-as-job.ts'
import { DEFAULT_MAX_AGE_DAYS } from './source-options.ts'

export interface AgeLimits {
  /** the limit of each source in the sources file, enabled or not */
  bySource: ReadonlyMap<string, number>
  /** for jobs of sources no longer in the file */
  fallback: number
}

export function ageLimitsOf(
  sources: readonly { name: string; maxAgeDays?: number | undefined }[],
): AgeLimits {
  return {
    bySource: new Map(
      sources.map((source) => [source.name, source.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS]),
    ),
    fallback: DEFAULT_MAX_AGE_DAYS,
  }
}

/**
 * Closes the open jobs without a deadline posted longer ago than their source's limit; returns
 * how many. Employers' own posts always have a closing date and are left to their rules, as are
 * demo jobs.
 */
export async function closeAgedOutJobs(
  db: Queryable,
  limits: AgeLimits,
  now: number,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `with limits (source, days) as (select * from unnest($2::text[], $3::int[]))
     update jobs set aged_out_at = $1, withdrawn_at = $1, updated_at = $1
     where withdrawn_at is null and deadline is null and not is_demo and source <> $4
       and posted_at <= $1::timestamptz - make_interval(days => coalesce(
         (select days from limits where limits.source = jobs.source), $5::int))
     returning id`,
    [
      new Date(now).toISOString(),
      [...limits.bySource.keys()],
      [...limits.bySource.values()],
      EMPLOYER_SOURCE,
      limits.fallback,
    ],
  )
  return rows.length
}
