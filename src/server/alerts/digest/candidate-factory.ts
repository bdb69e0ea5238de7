/**
 * For tests: a job as the digest reads it (digest-candidates.repo.ts), without a database.
 * Override what the test is about.
 */
import type { CandidateJob } from './digest-candidates.repo.ts'

let next = 0

export function makeCandidateJob(overrides: Partial<CandidateJob> = {}): CandidateJob {
  next++
  return {
    job_id: `job${next}`,
    title: 'Accounts Clerk',
    company: 'Zambezi Microfinance Bank',
    location: 'Harare',
    salary: null,
    description: 'Process payments and reconcile accounts.',
    expiry_ts: null,
    expiry_date: null,
    job_link: null,
    requirements: null,
    date_posted: null,
    created_at: '2026-11-29T08:00:00.000Z',
    posted_ts: '2026-11-29T08:00:00.000Z',
    employment_type: 'Full-time',
    apply_instructions: null,
    tags: [],
    withdrawn: false,
    is_demo: false,
    removed: false,
    caution: null,
    deadline_ms: null,
    posted_ms: Date.parse('2026-11-29T08:00:00.000Z'),
    seq: String(next),
    ...overrides,
  }
}
