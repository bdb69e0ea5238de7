/**
 * The employer pages the sitemap lists: the organisations with an open job, each once, with the
 * day its newest open job was last changed. Read through jobs_employer_slug_idx's column; a
 * handful of thousands at most where jobs are a hundred thousand.
 */
import type { Queryable } from '../db/db.ts'
import { sqlDate } from '../db/sql-time.ts'
import { openAt } from '../jobs/job-state-sql.ts'

const OPEN = openAt('$1')

export async function countSitemapEmployers(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `select count(distinct employer_slug)::int as total from jobs
     where employer_slug is not null and ${OPEN}`,
    [new Date(now).toISOString()],
  )
  return rows[0]?.total ?? 0
}

/** In slug order, so the file is stable from one day to the next. */
export async function listSitemapEmployers(
  db: Queryable,
  { now, limit }: { now: number; limit: number },
): Promise<{ slug: string; lastmod: string }[]> {
  const { rows } = await db.query<{ slug: string; lastmod: string }>(
    `select employer_slug as slug, ${sqlDate('max(updated_at)', { utc: true })} as lastmod
     from jobs where employer_slug is not null and ${OPEN}
     group by employer_slug order by employer_slug limit $2`,
    [new Date(now).toISOString(), limit],
  )
  return rows
}
