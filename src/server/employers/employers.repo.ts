/**
 * SQL for an employer's page: every query reads the jobs of one slug through
 * jobs_employer_slug_idx, so its cost follows the organisation's own number of jobs, not the
 * board's (docs/decisions/050).
 */
import type { ApiJob } from '#shared/job.ts'
import { EMPLOYER_OPEN_JOBS, EMPLOYER_PAST_JOBS, type Employer } from '#shared/schemas/employer.ts'

import type { Queryable } from '../db/db.ts'
import { sqlDate } from '../db/sql-time.ts'
import { API_COLUMNS } from '../jobs/job-columns.ts'
import { closedAt, NOT_TAKEN_DOWN, openAt } from '../jobs/job-state-sql.ts'

interface Summary {
  name: string | null
  first_seen: string | null
  adverts: number
  reports_upheld: number
  website: string | null
  verified_domain: string | null
}

/** The page of `slug` at `now`, or null when it has no job that is not taken down. */
export async function getEmployer(
  db: Queryable,
  slug: string,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<Employer | null> {
  const at = new Date(now).toISOString()
  const [summary, open, past] = await Promise.all([
    db.query<Summary>(
      `select
         (select company from jobs where employer_slug = $1 and ${NOT_TAKEN_DOWN}
          order by posted_at desc, id desc limit 1) as name,
         ${sqlDate('min(first_seen_at) at time zone $3')} as first_seen,
         (count(*) filter (where ${NOT_TAKEN_DOWN}))::int as adverts,
         (count(*) filter (where taken_down_at is not null))::int as reports_upheld,
         (select posted_by->>'website' from jobs where employer_slug = $1 and ${NOT_TAKEN_DOWN}
            and posted_by is not null
          order by posted_at desc, id desc limit 1) as website,
         -- verified only while a verified post of it is open: the page vouches for what it lists
         (select posted_by->>'domain' from jobs where employer_slug = $1 and ${openAt('$2')}
            and (posted_by->>'verified')::boolean
          order by posted_at desc, id desc limit 1) as verified_domain
       from jobs where employer_slug = $1`,
      [slug, at, timeZone],
    ),
    db.query<ApiJob>(
      `select ${API_COLUMNS} from jobs where employer_slug = $1 and ${openAt('$2')}
       order by posted_at desc, id desc limit $3`,
      [slug, at, EMPLOYER_OPEN_JOBS],
    ),
    db.query<ApiJob>(
      `select ${API_COLUMNS} from jobs where employer_slug = $1 and ${closedAt('$2')}
       order by posted_at desc, id desc limit $3`,
      [slug, at, EMPLOYER_PAST_JOBS],
    ),
  ])
  const row = summary.rows[0]
  // Only taken-down listings: no page, so a name used for scams gets no page of its own.
  if (!row?.name || !row.first_seen) return null
  return {
    name: row.name,
    slug,
    website: row.website,
    verified_domain: row.verified_domain,
    first_seen: row.first_seen,
    adverts: row.adverts,
    reports_upheld: row.reports_upheld,
    open: open.rows,
    past: past.rows,
  }
}
