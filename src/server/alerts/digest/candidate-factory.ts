/**
 * For tests: a job as the digest reads it (digest-candidates.repo.ts), without a database: the
 * API job of the one factory with the instants and order the digest's query adds.
 */
import { makeApiJob } from '#shared/testing/job-factory.ts'

import type { CandidateJob } from './digest-candidates.repo.ts'

let next = 0

export function makeCandidateJob(overrides: Partial<CandidateJob> = {}): CandidateJob {
  next++
  const postedTs = overrides.posted_ts ?? '2026-11-29T08:00:00.000Z'
  return {
    ...makeApiJob({
      title: 'Accounts Clerk',
      salary: null,
      description: 'Process payments and reconcile accounts.',
      expiry_date: null,
      job_link: null,
      date_posted: null,
      created_at: '2026-11-29T08:00:00.000Z',
      posted_ts: postedTs,
      tags: [],
    }),
    deadline_ms: null,
    posted_ms: Date.parse(postedTs ?? ''),
    seq: String(next),
    ...overrides,
  }
}
