/**
 * An official listing for the check's tests: an API job (shared/testing/job-factory.ts) with the
 * ways to apply given as they would be read, so a test says only what it is about.
 */
import type { HowToApplyMethod } from '../../how-to-apply/how-to-apply.ts'
import type { ApiJob } from '../../job.ts'
import { makeApiJob } from '../../testing/job-factory.ts'

/** Sunday 29 November 2026, 10:00 in Harare. */
export const NOW = Date.parse('2026-11-29T08:00:00Z')
export const TIME_ZONE = 'Africa/Harare'

export function makeListing(
  overrides: Partial<ApiJob> & { methods?: HowToApplyMethod[]; reference?: string | null } = {},
): ApiJob {
  const { methods, reference = null, ...fields } = overrides
  return makeApiJob({
    title: 'Accounts Clerk',
    company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
    job_link: null,
    expiry_date: '2026-12-12',
    how_to_apply: {
      methods: methods ?? [{ kind: 'email', value: 'jobs@dzimbahwe-hardware.example' }],
      reference,
      documents: [],
    },
    ...fields,
  })
}
