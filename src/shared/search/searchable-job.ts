import type { ApiJob } from '../job.ts'
import type { SearchableJob } from './search-request.ts'

/**
 * What search reads of a job as the API answers it: the one mapper for the server's index and
 * the device's copy. The two instants come from the caller, who has them its own way: the
 * server from its stored columns, the device by the deadline rule over what the API gave.
 */
export function toSearchableJob(
  job: ApiJob,
  at: { deadline: number | null; postedAt: number },
): SearchableJob {
  return {
    id: job.job_id,
    title: job.title,
    company: job.company,
    location: job.location,
    tags: job.tags,
    description: job.description,
    employmentType: job.employment_type,
    deadline: at.deadline,
    postedAt: at.postedAt,
    withdrawn: job.withdrawn,
    // A job the device kept from before the API had `pay` has none at all: no pay shown.
    showsPay: Boolean(job.pay),
  }
}
