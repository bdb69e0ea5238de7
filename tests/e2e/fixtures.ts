/**
 * Jobs the browser tests need beyond the demo set: a hostile description, and enough jobs that
 * one of them lies beyond the first server page of 100.
 */
// Only a type import (erased): this file is read both by the specs (browser project) and by the
// e2e server, which passes these jobs to upsertJobs.
import type { JobInput } from '../../src/shared/job-input.ts'

const base = {
  source: 'e2e',
  location: 'Harare',
  salary: null,
  employmentType: 'Full-time',
  jobLink: 'https://careers.e2e.example/apply',
  applyInstructions: null,
  requirements: null,
  tags: [],
  postedAt: null,
  expiryTs: null,
}

/** The bot-check token the e2e siteverify stand-in accepts. */
export const E2E_PASSING_TOKEN = 'e2e-pass-token'

export const HOSTILE_TITLE = 'Data Officer <img src=x onerror=alert(1)> "quoted"'
export const BEYOND_FIRST_PAGE_TITLE = 'Apiculture Extension Officer'
/** A job applied for by email and WhatsApp, with documents to send (how-to-apply.spec.ts). */
export const APPLY_BY_EMAIL_COMPANY = 'Acme Hardware Holdings'

export function buildE2eJobs(today: string, inThirtyDays: string): JobInput[] {
  const hostile: JobInput = {
    ...base,
    externalId: 'hostile',
    title: HOSTILE_TITLE,
    company: 'Hostile Test Trust',
    description: [
      'Intro paragraph.<script>window.__pwned = true</script>',
      '<img src=x onerror="window.__pwned = true">',
      '[click me](javascript:window.__pwned=true)',
      '<a href="JaVaScRiPt:window.__pwned=true">sneaky</a>',
      '<div onclick="window.__pwned = true">clickable div</div>',
      '[Blocked portal](https://www.vacancymail.co.zw/jobs/1)',
      '[Employer site](https://careers.hostile.example/about)',
      '\n\n\n\nAfter many blank lines.',
    ].join('\n\n'),
    datePosted: today,
    expiryDate: inThirtyDays,
  }
  // Filler posted earlier than every demo job, so that "newest first" puts them after the demo.
  const filler: JobInput[] = Array.from({ length: 120 }, (_, i) => ({
    ...base,
    externalId: `filler-${i}`,
    title: `Field Enumerator ${String(i + 1).padStart(3, '0')}`,
    company: 'Census Support Project',
    description: 'Collect household survey data on tablets.',
    datePosted: '2026-01-01',
    postedAt: new Date(Date.UTC(2026, 0, 1, 12, 0, 0) - i * 60_000).toISOString(),
    expiryDate: inThirtyDays,
  }))
  const last: JobInput = {
    ...base,
    externalId: 'beyond-first-page',
    title: BEYOND_FIRST_PAGE_TITLE,
    company: 'Matobo Honey Cooperative',
    description: 'Train farmers in beekeeping.',
    datePosted: '2025-12-01',
    expiryDate: inThirtyDays,
  }
  // How to apply in the advert's own words only: the server reads the ways, the reference and
  // the documents out of them.
  const applyByEmail: JobInput = {
    ...base,
    externalId: 'apply-by-email',
    title: 'Stores Bookkeeper',
    company: APPLY_BY_EMAIL_COMPANY,
    jobLink: null,
    description: [
      'Keep the books of a busy hardware store in Harare.',
      '## How to apply',
      'Email your CV to hr@acme.example quoting reference ACC/01. WhatsApp 0772 123 456. ' +
        'Certified copies of O Level certificates and national ID.',
    ].join('\n\n'),
    datePosted: '2025-12-02',
    expiryDate: inThirtyDays,
  }
  return [hostile, ...filler, last, applyByEmail]
}
