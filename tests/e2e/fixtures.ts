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

/** An organisation with an employer page (employer-page.spec.ts): open, past and posted jobs. */
export const EMPLOYER = {
  /** as its adverts spell it: the legal form is not part of its page's address */
  company: 'Kariba Hydro Power Company (Pvt) Ltd',
  slug: 'kariba-hydro-power-company',
  postTitle: 'Control Room Operator',
  openTitle: 'Turbine Technician',
  pastTitle: 'Dam Safety Engineer',
  /** the post's external id; scripts/e2e-server.ts marks it as posted by the employer */
  postId: 'employer-post',
  postedBy: { verified: true, domain: 'karibahydro.co.zw', website: 'https://karibahydro.co.zw' },
} as const

function employerJobs(inThirtyDays: string): JobInput[] {
  // Posted before the filler, so the lists' first pages are as they were.
  const job = (externalId: string, title: string, datePosted: string, expiryDate: string) => ({
    ...base,
    externalId,
    title,
    company: EMPLOYER.company,
    description: `${title} at the Kariba power station.`,
    datePosted,
    expiryDate,
  })
  return [
    job(EMPLOYER.postId, EMPLOYER.postTitle, '2025-11-12', inThirtyDays),
    job('employer-open', EMPLOYER.openTitle, '2025-11-11', inThirtyDays),
    job('employer-past', EMPLOYER.pastTitle, '2025-11-01', '2025-12-31'),
  ]
}

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
  return [hostile, ...filler, last, applyByEmail, ...employerJobs(inThirtyDays)]
}
