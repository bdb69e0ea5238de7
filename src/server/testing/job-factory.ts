import type { JobInput } from '../jobs/job-input.ts'

let sequence = 0

/** A plausible job; override what the test is about. */
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
