import { getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import type { SearchableJob } from '#shared/search/search-request.ts'
import { toSearchableJob as toSearchable } from '#shared/search/searchable-job.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'

/**
 * A job kept on the device as the search reads it, with the same values the server's index
 * takes from its own rows: the deadline by the deadline rule, the posting time as the API gives
 * it, and the source's employment type as it is (no "Full-time" made up for a job without one).
 */
export const toSearchableJob = (job: ApiJob): SearchableJob =>
  toSearchable(job, {
    deadline: getJobDeadline(job, SITE_TIME_ZONE),
    postedAt: Date.parse(job.posted_ts ?? job.created_at) || 0,
  })
