/**
 * The health of each source for the console: its last run, how many of its jobs are open now,
 * and how many runs in a row have failed (one failure is weather; several need a look).
 */
import type { Queryable } from '../../db/db.ts'
import { listLatestRuns } from '../../ingest/ingest.repo.ts'
import { openAt } from '../../jobs/job-state-sql.ts'

export interface SourceHealth {
  source: string
  lastRun: Awaited<ReturnType<typeof listLatestRuns>>[number] | null
  listedJobs: number
  failuresInARow: number
}

export async function listSourceHealth(db: Queryable, now: number): Promise<SourceHealth[]> {
  const [runs, counts, failures] = await Promise.all([
    listLatestRuns(db),
    db.query<{ source: string; listed: number }>(
      `select source, count(*)::int as listed from jobs
       where ${openAt('$1')}
       group by source`,
      [new Date(now).toISOString()],
    ),
    db.query<{ source: string; failures: number }>(
      `select r.source, count(*)::int as failures from ingest_runs r
       where not r.ok and r.started_at > coalesce(
         (select max(started_at) from ingest_runs ok where ok.source = r.source and ok.ok),
         '-infinity')
       group by r.source`,
    ),
  ])
  const listed = new Map(counts.rows.map((row) => [row.source, row.listed]))
  const failed = new Map(failures.rows.map((row) => [row.source, row.failures]))
  const sources = new Set([...runs.map((run) => run.source), ...listed.keys()])
  return [...sources].sort().map((source) => ({
    source,
    lastRun: runs.find((run) => run.source === source) ?? null,
    listedJobs: listed.get(source) ?? 0,
    failuresInARow: failed.get(source) ?? 0,
  }))
}
