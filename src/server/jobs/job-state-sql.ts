/**
 * The job states (#shared/job-state.ts) as SQL over the jobs table, for every query that picks
 * jobs by state: one statement of each rule. `taken_down_at` is the column a take-down sets, and
 * `withdrawn_at` the one the ingester sets when a source stops listing a job.
 */

/** Not taken down by the site's team: in lists, counts, the sitemap and search. */
export const NOT_TAKEN_DOWN = 'taken_down_at is null'
export const TAKEN_DOWN = 'taken_down_at is not null'

/** Open at the instant `now` (an SQL expression, most often a parameter such as `$1`). */
export const openAt = (now: string): string =>
  `(${NOT_TAKEN_DOWN} and withdrawn_at is null and (deadline is null or deadline > ${now}))`

/** Closed at `now`: deadline passed or withdrawn, and not taken down. */
export const closedAt = (now: string): string =>
  `(${NOT_TAKEN_DOWN} and not (withdrawn_at is null and (deadline is null or deadline > ${now})))`
