/** A whole draft, a preview answer and a manage answer, for the job-posts tests. */
import { makeApiJob } from '#shared/testing/job-factory.ts'
import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import type { JobPostManage, JobPostPreview } from '#shared/schemas/job-post-answers.ts'
import { EMPTY_DRAFT, type PostDraft } from '../lib/post-draft.ts'

/** A day `days` from today in Harare, as a date input holds it. */
export function dayFromToday(days: number): string {
  return formatCalendarDate(addCalendarDays(getZonedDate(Date.now(), 'Africa/Harare'), days))
}

export function makeDraft(overrides: Partial<PostDraft> = {}): PostDraft {
  return {
    ...EMPTY_DRAFT,
    title: 'Stores Clerk',
    organisation: 'Mazowe Citrus Estates',
    website: 'https://mazowecitrus.co.zw',
    town: 'bindura',
    type: 'full-time',
    category: 'agriculture',
    closingDate: dayFromToday(14),
    payMin: '400',
    payMax: '550',
    methods: [{ kind: 'email', value: 'hr@mazowecitrus.co.zw' }],
    reference: 'SC-12',
    documents: 'CV\nCertified copies of certificates',
    description: 'Keep the estate stores.\n\n- Receive goods\n- Count stock weekly',
    workEmail: 'tendai@mazowecitrus.co.zw',
    ...overrides,
  }
}

export function makePreviewAnswer(overrides: Partial<JobPostPreview> = {}): JobPostPreview {
  return {
    job: makeApiJob({ job_id: 'preview', title: 'Stores Clerk', company: 'Mazowe Citrus Estates' }),
    tier: 'verified',
    holds: [],
    reasons: [],
    signals: [],
    ...overrides,
  }
}

export function makeManageAnswer(overrides: Partial<JobPostManage> = {}): JobPostManage {
  return {
    post: {
      title: 'Stores Clerk',
      organisation: 'Mazowe Citrus Estates',
      website: 'https://mazowecitrus.co.zw',
      town: 'bindura',
      type: 'full-time',
      category: 'agriculture',
      closingDate: dayFromToday(14),
      pay: null,
      howToApply: {
        methods: [{ kind: 'email', value: 'hr@mazowecitrus.co.zw' }],
        reference: null,
        documents: [],
      },
      description: 'Keep the estate stores.',
      agency: false,
      agencyLicence: null,
    },
    work_email: 'tendai@mazowecitrus.co.zw',
    status: 'live',
    job_id: 'job77',
    tier: 'verified',
    holds: [],
    reasons: [],
    filled: false,
    pending_review: false,
    reject_reason: null,
    ...overrides,
  }
}

/** Answers the page's calls in turn, recording each request's path and body. */
export function fakeApi(answer: (path: string, body: unknown) => Response | Promise<Response>) {
  const calls: { path: string; body: unknown; method: string }[] = []
  const fetch = async (path: string, init?: RequestInit) => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null
    calls.push({ path, body, method: init?.method ?? 'GET' })
    return answer(path, body)
  }
  return { calls, fetch }
}
