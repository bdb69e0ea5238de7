/**
 * Which of an alert's candidate jobs its search finds, by the site's own search (the same words,
 * typo tolerance and filters as the list the alert was made from), closing soonest first, since
 * a job closing in two days is the one worth reading today; open-until-filled jobs come last.
 */
import { createJobSearchIndex } from '#shared/search/job-search.ts'

import type { AlertRow } from '../alerts.repo.ts'
import { toIndexedSearchable } from '../../search/searchable-jobs.repo.ts'
import type { CandidateJob } from './digest-candidates.repo.ts'

/** jobs in one digest; the rest are "N more" behind a link to the search */
export const MAX_DIGEST_JOBS = 20

export type AlertSearchFields = Pick<AlertRow, 'q' | 'location' | 'category' | 'type' | 'pay'>

export interface AlertMatches {
  /** at most MAX_DIGEST_JOBS, closing soonest first */
  jobs: CandidateJob[]
  /** every match, shown or not */
  total: number
}

export function matchAlert(
  alert: AlertSearchFields,
  candidates: readonly CandidateJob[],
  now: number,
): AlertMatches {
  if (candidates.length === 0) return { jobs: [], total: 0 }
  const index = createJobSearchIndex(candidates.map(toIndexedSearchable))
  const { ids, total } = index.search({
    q: alert.q,
    location: alert.location,
    category: alert.category,
    type: alert.type,
    pay: alert.pay,
    postedDays: null,
    status: 'active',
    urgency: null,
    now,
    sort: 'expiring',
    offset: 0,
    limit: MAX_DIGEST_JOBS,
  })
  const byId = new Map(candidates.map((job) => [job.job_id, job]))
  return { jobs: ids.flatMap((id) => byId.get(id) ?? []), total }
}
