/**
 * The preview: the job as its page and card would show it once live (job_id "preview", posted
 * today), with what the checks make of it. Nothing is stored.
 */
import { inputAsApiJob } from '#shared/input-as-api-job.ts'
import type { JobPostPreview } from '#shared/schemas/job-post-answers.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import type { Queryable } from '../db/db.ts'
import { assessPost, scorePost } from './holds.ts'
import { postAsJobInput } from './post-as-job.ts'

export async function previewPost(
  db: Queryable,
  post: JobPost,
  { workEmail, now, timeZone }: { workEmail: string | null; now: number; timeZone: string },
): Promise<JobPostPreview> {
  const instant = new Date(now).toISOString()
  const day = formatCalendarDate(getZonedDate(now, timeZone))
  const input = postAsJobInput(post, { postId: 'preview', liveAt: { day, instant } })
  const assessment = await assessPost(db, post, { workEmail })
  const verified = assessment.tier === 'verified'
  const job = {
    ...inputAsApiJob(input, { jobId: 'preview', storedAt: instant }),
    how_to_apply: post.howToApply,
    posted_by: {
      verified,
      domain: verified ? assessment.domain : null,
      website: post.website,
    },
    caution: scorePost(post).caution,
  }
  const { tier, holds, reasons, signals } = assessment
  return { job, tier, holds, reasons, signals }
}
