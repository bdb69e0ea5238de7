/**
 * Saved jobs brought up to date with the server (api/get-saved-jobs.ts, removed-jobs.ts). Apart
 * from saved-jobs.ts, whose module every first visit loads: only the pages that refresh need it.
 */
import type { ApiJob } from '#shared/job.ts'

import { toJobView } from './job-view.ts'
import { updateSavedJobs } from './saved-jobs.ts'

/**
 * What the server said about `requested`: found jobs replace the saved copies (new deadline,
 * withdrawn flag, or the blanked copy of a job the site's team removed: the advert is not kept);
 * requested ids it does not know any more are marked gone, not dropped.
 */
export function applySavedJobsRefresh(
  found: readonly ApiJob[],
  requested: readonly string[],
  now: number,
) {
  const byId = new Map(found.map((job) => [job.job_id, job]))
  const asked = new Set(requested)
  return updateSavedJobs((jobs) =>
    jobs.map((entry) => {
      if (!asked.has(entry.job.id)) return entry
      const fresh = byId.get(entry.job.id)
      return fresh
        ? { ...entry, job: toJobView(fresh), checkedAt: now, gone: false }
        : { ...entry, checkedAt: now, gone: true }
    }),
  )
}
