/**
 * SQL for the search index: every listed job (not taken down) as the API answers it, with what
 * search reads of it.
 */
import type { ApiJob } from '#shared/job.ts'
import type { SearchableJob } from '#shared/search/job-search.ts'
import { toSearchableJob } from '#shared/search/searchable-job.ts'

import type { Queryable } from '../db/db.ts'
import { API_COLUMNS } from '../jobs/job-columns.ts'
import { NOT_TAKEN_DOWN } from '../jobs/job-state-sql.ts'

/** A job as the API answers it, and the instants search compares, in ms. */
export interface IndexedJobRow extends ApiJob {
  deadline_ms: number | null
  posted_ms: number
}

/** The select list of an IndexedJobRow. */
export const INDEXED_COLUMNS = `${API_COLUMNS},
  (extract(epoch from deadline) * 1000)::float8 as deadline_ms,
  (extract(epoch from posted_at) * 1000)::float8 as posted_ms`

export async function listIndexedJobs(db: Queryable): Promise<IndexedJobRow[]> {
  const { rows } = await db.query<IndexedJobRow>(
    `select ${INDEXED_COLUMNS} from jobs where ${NOT_TAKEN_DOWN}`,
  )
  return rows
}

/** What search reads of a row (the row itself stays whole, to answer with). */
export const toIndexedSearchable = (row: IndexedJobRow): SearchableJob =>
  toSearchableJob(row, { deadline: row.deadline_ms, postedAt: row.posted_ms })
