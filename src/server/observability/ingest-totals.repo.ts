import type { Queryable } from '../db/db.ts'

/** One source's ingest runs, summed over the runs table, for /metrics. */
export interface IngestTotals {
  source: string
  okRuns: number
  failedRuns: number
  inserted: number
  updated: number
  withdrawn: number
  /** epoch ms of the last ok run's end, or null if none has succeeded */
  lastSuccessAt: number | null
}

export async function readIngestTotals(db: Queryable): Promise<IngestTotals[]> {
  // Sums as float8: years of hourly runs can pass an int's range, and a double reads as a
  // number on both drivers (a bigint would come back as text).
  const { rows } = await db.query<IngestTotals>(
    `select source,
       (count(*) filter (where ok))::int as "okRuns",
       (count(*) filter (where not ok))::int as "failedRuns",
       coalesce(sum(inserted), 0)::float8 as inserted,
       coalesce(sum(updated), 0)::float8 as updated,
       coalesce(sum(withdrawn), 0)::float8 as withdrawn,
       (extract(epoch from max(finished_at) filter (where ok)) * 1000)::float8 as "lastSuccessAt"
     from ingest_runs group by source order by source`,
  )
  return rows
}
