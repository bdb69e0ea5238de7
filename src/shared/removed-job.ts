/**
 * A job the site's team took down keeps only what names it, so that a reader who saved it
 * recognises it: its text, which may ask for money or hold the advertiser's number, is not
 * served or kept on a device again.
 */
import type { ApiJob } from './job.ts'
import { jobFields, type JobField } from './job-fields.ts'

/** What a taken-down job keeps of each field the definition blanks (job-fields.ts). */
const blanks = Object.fromEntries(
  Object.entries(jobFields).flatMap(([name, field]: [string, JobField]) => {
    // a blank of null is a blank: read which one the field has, not the first non-null
    const blank = field.stored ? field.stored.blank : field.blank
    return blank === undefined ? [] : [[name, blank]]
  }),
) as Partial<ApiJob>

export function blankRemovedJob(job: ApiJob): ApiJob {
  // The scam warning goes too: there is no advert left to warn about.
  return { ...job, ...blanks, removed: true, caution: null }
}
