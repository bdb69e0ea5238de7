import type { ApiJob } from '#shared/job.ts'

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
    ...overrides,
  }
}
