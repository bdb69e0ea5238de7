import type { ApiJob } from '#shared/job.ts'
import type { SearchableJob } from '#shared/search/search-request.ts'
import { toSearchableJob as toSearchable } from '#shared/search/searchable-job.ts'

import { toJobView } from './job-view.ts'

/**
 * A job kept on the device as the search reads it, with the same values the server's index
 * takes from its own rows: the deadline and the posting time as the job's view has them (the
 * deadline rule, the API's posting time), and the source's employment type as it is (no
 * "Full-time" made up for a job without one).
 */
export function toSearchableJob(job: ApiJob): SearchableJob {
  const { deadline, postedAt } = toJobView(job)
  return toSearchable(job, { deadline, postedAt })
}
