/**
 * Search over the jobs kept on the device, when the server cannot be asked (offline, or down):
 * the same module the server's index runs (src/shared/search), so a search offline finds what
 * the same search online would, among those jobs. Loaded on demand (hooks/use-device-search.ts):
 * a first visit online never runs it.
 */
import type { ApiJob, JobFacets } from '#shared/job.ts'
import { createJobSearchIndex, type JobSearchIndex } from '#shared/search/job-search.ts'

import type { JobListParams } from '../api/job-keys.ts'
import { toSearchableJob } from './searchable-job.ts'

export interface DeviceSearchResult {
  /** the jobs found, best first */
  jobs: ApiJob[]
  facets: JobFacets
  /** how many jobs the device has, all of which were searched */
  searched: number
}

interface DeviceIndex {
  index: JobSearchIndex
  byId: Map<string, ApiJob>
}

// One index per set of jobs: a filter tapped offline searches the same jobs again.
const indexes = new WeakMap<readonly ApiJob[], DeviceIndex>()

function getIndex(jobs: readonly ApiJob[]): DeviceIndex {
  let built = indexes.get(jobs)
  if (!built) {
    built = {
      index: createJobSearchIndex(jobs.map(toSearchableJob)),
      byId: new Map(jobs.map((job) => [job.job_id, job])),
    }
    indexes.set(jobs, built)
  }
  return built
}

export function searchOnDevice(
  jobs: readonly ApiJob[],
  params: JobListParams,
  now: number,
): DeviceSearchResult {
  const { index, byId } = getIndex(jobs)
  const scope = {
    ...params,
    q: params.q || null,
    postedDays: params.posted === null ? null : Number(params.posted),
    now,
  }
  const { ids } = index.search({ ...scope, offset: 0, limit: jobs.length })
  return {
    jobs: ids.flatMap((id) => byId.get(id) ?? []),
    facets: index.facets(scope),
    searched: jobs.length,
  }
}
