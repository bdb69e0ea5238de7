/**
 * The job as screens use it, derived once per API object. On purpose, there is no invented
 * deadline (null = open until filled), no made-up applicant
 * numbers, and the type is the source's employment type when known.
 */
import { getJobDeadline } from '#shared/deadline.ts'
import type { CautionKind } from '#shared/caution.ts'
import type { ApiJob } from '#shared/job.ts'
import { toPlainTextExcerpt } from '#shared/plain-text.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { SAMPLE_JOB_ID_PREFIX } from './sample-job-id.ts'

export interface JobView {
  id: string
  title: string
  company: string
  location: string | null
  salary: string | null
  type: string
  /** markdown; the card's plain-text preview is getJobPreview */
  description: string
  /** end of the closing day, epoch ms; null = open until filled */
  deadline: number | null
  tags: string[]
  jobLink: string | null
  applyInstructions: string | null
  requirements: string | null
  postedAt: number
  isSample: boolean
  withdrawn: boolean
  /** taken down by the site's team (the API's `removed`): only its title and company are left */
  takenDown: boolean
  /** signs of a scam the server found in the advert, shown as a warning; null for none */
  caution: CautionKind | null
  /** the API object it was made from (saved whole by the Save toggle) */
  source: ApiJob
}

const views = new WeakMap<ApiJob, JobView>()

export function toJobView(job: ApiJob): JobView {
  let view = views.get(job)
  if (!view) {
    view = {
      id: job.job_id,
      title: job.title,
      company: job.company,
      location: job.location || null,
      salary: job.salary || null,
      type: job.employment_type || 'Full-time',
      description: job.description,
      deadline: getJobDeadline(job, SITE_TIME_ZONE),
      tags: job.tags ?? [],
      jobLink: job.job_link,
      applyInstructions: job.apply_instructions,
      requirements: job.requirements,
      postedAt: Date.parse(job.posted_ts ?? job.created_at) || 0,
      isSample: job.job_id.startsWith(SAMPLE_JOB_ID_PREFIX),
      withdrawn: job.withdrawn,
      // A job saved on the device before these fields existed has neither.
      takenDown: job.removed === true,
      caution: job.caution ?? null,
      source: job,
    }
    views.set(job, view)
  }
  return view
}

// More than the card's five lines hold at any width (job-card.module.css clamps them).
const PREVIEW_MAX_CHARS = 640
const previews = new WeakMap<JobView, string>()

/**
 * The card's plain-text preview of the description. Made when a card is drawn, not with the
 * view: a list loads 100 jobs a page and shows 4 at first, and on a slow phone making all 100
 * previews held up the page's first render. Only what the card can show goes into the page.
 */
export function getJobPreview(job: JobView): string {
  let preview = previews.get(job)
  if (preview === undefined) {
    preview = toPlainTextExcerpt(job.description, PREVIEW_MAX_CHARS)
    previews.set(job, preview)
  }
  return preview
}

/** The id of a job card's heading: the card's name, and where a link to it lands. */
export function getJobHeadingId(jobId: string): string {
  return `job-${jobId}-title`
}
