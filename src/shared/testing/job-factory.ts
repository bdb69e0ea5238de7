/**
 * The one factory of jobs for tests: a plausible job as a source hands it over (makeJobInput)
 * and as the API answers it (makeApiJob), the same advert. Override what the test is about.
 */
import type { ApiJob } from '../job.ts'
import type { JobInput } from '../job-input.ts'

let sequence = 0

export function makeJobInput(overrides: Partial<JobInput> = {}): JobInput {
  sequence++
  return {
    source: 'test',
    externalId: `job-${sequence}`,
    title: `Accounts Clerk ${sequence}`,
    company: 'Zambezi Microfinance Bank',
    location: 'Harare',
    salary: 'USD 800 per month',
    employmentType: 'Full-time',
    description:
      'Process payments and reconcile accounts.\n\n- Daily bank reconciliations\n- Supplier payments',
    jobLink: `https://careers.zambezi.example/jobs/${sequence}`,
    applyInstructions: null,
    requirements: '- Diploma in Accounting',
    tags: ['Finance'],
    datePosted: '2026-11-01',
    postedAt: null,
    expiryTs: null,
    expiryDate: '2026-12-31',
    ...overrides,
  }
}

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
    pay: { min: 800, max: 800, currency: 'USD', period: 'month' },
    posted_by: null,
    filled: false,
    aged_out: false,
    how_to_apply: {
      methods: [{ kind: 'link', value: 'https://careers.zambezi.example/1' }],
      reference: null,
      documents: [],
    },
    caution: null,
    ...overrides,
  }
}
