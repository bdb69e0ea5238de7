/**
 * The post as its page and card will show it, made on the device when the preview cannot reach
 * the server (offline). Laid out as the server makes a live post's job (docs/product.md,
 * "Employers post their own jobs"): organisation as the company, the town's label, the type's
 * label, the category in the tags, the markdown as the description, the closing date as the
 * deadline, pay and how to apply as data. The checks (tier, scam rules) are the server's: an
 * offline preview says they run when the post is sent.
 */
import { getCategoryLabel } from '#shared/job-facets/categories.ts'
import { getJobTypeLabel } from '#shared/job-facets/job-type-values.ts'
import type { ApiJob } from '#shared/job.ts'
import { formatPay } from '#shared/pay/format-pay.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import { townLabel } from './town-options.ts'

/** The id the API gives a previewed job (it has no page yet). */
export const PREVIEW_JOB_ID = 'preview'

export function localPreviewJob(post: JobPost, nowMs: number, timeZone: string): ApiJob {
  const now = new Date(nowMs).toISOString()
  // Written out rather than made by shared/input-as-api-job.ts, whose chunk the sample jobs
  // own: sharing it would split it into a file of its own, one more name in the first load.
  return {
    job_id: PREVIEW_JOB_ID,
    title: post.title,
    company: post.organisation,
    location: townLabel(post.town),
    salary: post.pay ? formatPay(post.pay) : null,
    description: post.description,
    expiry_ts: null,
    expiry_date: post.closingDate,
    job_link: post.howToApply.methods.find(({ kind }) => kind === 'link')?.value ?? null,
    requirements: null,
    date_posted: formatCalendarDate(getZonedDate(nowMs, timeZone)),
    created_at: now,
    posted_ts: now,
    employment_type: getJobTypeLabel(post.type),
    apply_instructions: null,
    tags: [getCategoryLabel(post.category)],
    withdrawn: false,
    is_demo: false,
    removed: false,
    pay: post.pay,
    how_to_apply: post.howToApply,
    posted_by: { verified: false, domain: null, website: post.website },
    filled: false,
    aged_out: false,
    caution: null,
  }
}
