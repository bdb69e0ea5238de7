import { describe, expect, it } from 'vitest'

import { getJobPageDescription, getJobPageTitle } from './job-meta.ts'
import { makeApiJob } from './testing/job-factory.ts'

const job = makeApiJob({
  job_id: 'abc123',
  title: 'Accounts Clerk',
  salary: null,
  description: '**Process** payments and reconcile accounts.\n\n- Daily bank reconciliations',
  expiry_date: '2026-12-04',
  job_link: null,
  created_at: '2026-11-01T08:00:00Z',
  posted_ts: '2026-11-01T08:00:00Z',
  employment_type: null,
  tags: [],
})
const NOW = Date.parse('2026-11-21T10:00:00Z')

describe('job page meta', () => {
  it('titles the page with the job and the employer', () => {
    expect(getJobPageTitle(job)).toBe('Accounts Clerk at Zambezi Microfinance Bank | JobsZW')
  })

  it('leads the description with the deadline in words, then who and where', () => {
    expect(getJobPageDescription(job, NOW, 'Africa/Harare')).toBe(
      'Apply by Friday 4 December 2026. Zambezi Microfinance Bank, Harare. Process payments and reconcile accounts. • Daily bank reconciliations',
    )
  })

  it('says when a job is closed or has no deadline, and stays short', () => {
    expect(getJobPageDescription(job, Date.parse('2026-12-05T00:00:00Z'), 'Africa/Harare')).toMatch(
      /^Closed Friday 4 December 2026\./,
    )
    const open = { ...job, expiry_date: null, description: 'word '.repeat(200) }
    const text = getJobPageDescription(open, NOW, 'Africa/Harare')
    expect(text).toMatch(/^Open until filled\./)
    // 160 characters and the ellipsis
    expect(text.length).toBeLessThanOrEqual(161)
    expect(text.endsWith('…')).toBe(true)
  })

  it("leads a flagged advert's description with its warning, whole, before the deadline", () => {
    const flagged = { ...job, caution: 'asks-for-payment' as const }
    expect(getJobPageDescription(flagged, NOW, 'Africa/Harare')).toMatch(
      /^⚠ Caution: This advert asks applicants to pay\. Genuine employers never charge you to apply\. Do not send money\. Apply by Friday 4 December 2026\. /,
    )
    // The longest warning fits in the snippet whole.
    const phoneOnly = { ...job, caution: 'contact-by-phone-only' as const }
    expect(getJobPageDescription(phoneOnly, NOW, 'Africa/Harare')).toContain(
      'before you send documents or money. Apply by',
    )
  })
})
