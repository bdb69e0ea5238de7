/**
 * A job the site's team took down keeps only what names it, so that a reader who saved it
 * recognises it: its text, which may ask for money or hold the advertiser's number, is not
 * served or kept on a device again.
 */
import type { ApiJob } from './job.ts'

export function blankRemovedJob(job: ApiJob): ApiJob {
  return {
    ...job,
    removed: true,
    description: '',
    salary: null,
    job_link: null,
    apply_instructions: null,
    requirements: null,
    tags: [],
    caution: null,
  }
}
