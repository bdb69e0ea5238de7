import { blankRemovedJob } from '#shared/removed-job.ts'
import { makeApiJob } from '#shared/testing/job-factory.ts'

import type { JobListParams } from '../features/jobs/api/job-keys.ts'

/** The one factory of jobs for tests (#shared/testing/job-factory.ts). */
export { makeApiJob }

/** The blanked copy the API answers for a job the site's team removed. */
export const makeRemovedCopy = blankRemovedJob

/** The list of every active job, newest first, with no search or filter. */
export const ALL_ACTIVE_JOBS: JobListParams = {
  status: 'active',
  urgency: null,
  q: '',
  location: [],
  category: [],
  type: [],
  pay: null,
  posted: null,
  sort: 'newest',
}
