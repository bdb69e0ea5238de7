import type { ApiJob } from '#shared/job.ts'
import { blankRemovedJob } from '#shared/removed-job.ts'

import type { JobListParams } from '../features/jobs/api/job-keys.ts'

let sequence = 0

/** An API job; deadlines are given as expiry dates or timestamps like the server sends them. */
export function makeApiJob(overrides: Partial<ApiJob> = {}): ApiJob {
  sequence++
  return {
    job_id: `job${sequence}`,
    title: `Accounts Clerk ${sequence}`,
    company: 'Zambezi Microfinance Bank',
    location: 'Harare',
    salary: 'USD 800 per month',
    description: 'Process **payments** and reconcile accounts.',
    expiry_ts: null,
    expiry_date: '2026-12-31',
    job_link: 'https://careers.zambezi.example/1',
    requirements: null,
    date_posted: '2026-11-01',
    created_at: '2026-11-01T08:00:00.000Z',
    posted_ts: '2026-11-01T08:00:00.000Z',
    employment_type: 'Full-time',
    apply_instructions: null,
    tags: ['Finance'],
    withdrawn: false,
    is_demo: false,
    removed: false,
    caution: null,
    ...overrides,
  }
}

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
  posted: null,
  sort: 'newest',
}
