/**
 * The saved jobs: kept whole on the device through lib/storage (IndexedDB), so a saved
 * job opens and counts down with no network; nothing is sent to a server (with push on, only
 * the ids go, lib/push/push-subscription.ts). A small store with
 * subscribe/get for useSyncExternalStore, loaded once on first use.
 *
 * In memory a saved job holds the job as the screens see it (job-view.ts); on the device it is
 * stored as the API answered it, `{ version: 1, jobs: [{ job: ApiJob, savedAt, checkedAt,
 * gone }] }`, which the service worker reads too (src/sw/reminders.ts). That stored format
 * does not change: jobs saved by every earlier release must still open.
 */
import type { ApiJob } from '#shared/job.ts'
import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { storage } from '../../../lib/storage.ts'
import { toJobView, type JobView } from './job-view.ts'

export interface SavedJob {
  job: JobView
  savedAt: number
  /** when the server last confirmed it (refreshSavedJobs) */
  checkedAt: number | null
  /** the server no longer has it at all */
  gone: boolean
}

/**
 * A saved job as stored on the device. A job saved by an earlier release lacks the API's later
 * fields (`removed`, `caution`), which the view reads as not set.
 */
type StoredSavedJob = Omit<SavedJob, 'job'> & { job: ApiJob }

export interface SavedJobsState {
  loaded: boolean
  jobs: readonly SavedJob[]
}

/** saved jobs are capped: a watchlist, and every one is stored whole */
export const MAX_SAVED_JOBS = 200

let state: SavedJobsState = { loaded: false, jobs: [] }
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function setJobs(jobs: readonly SavedJob[]): void {
  state = { loaded: true, jobs }
  for (const listener of listeners) listener()
}

function isStoredSavedJob(value: unknown): value is StoredSavedJob {
  const entry = value as StoredSavedJob | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.job?.job_id === 'string' &&
    typeof entry.savedAt === 'number'
  )
}

const fromStored = (entry: StoredSavedJob): SavedJob => ({ ...entry, job: toJobView(entry.job) })
const toStored = (entry: SavedJob): StoredSavedJob => ({ ...entry, job: entry.job.source })

async function readStored(): Promise<SavedJob[]> {
  const text = await storage.getItem(SAVED_JOBS_KEY)
  if (!text) return []
  try {
    const data = JSON.parse(text) as { jobs?: unknown }
    return Array.isArray(data.jobs) ? data.jobs.filter(isStoredSavedJob).map(fromStored) : []
  } catch {
    console.warn('The saved jobs on this device could not be read; starting afresh.')
    return []
  }
}

export function loadSavedJobs(): Promise<void> {
  loading ??= readStored().then((jobs) => setJobs(jobs))
  return loading
}

async function update(change: (jobs: readonly SavedJob[]) => SavedJob[]): Promise<void> {
  await loadSavedJobs()
  const jobs = change(state.jobs)
  setJobs(jobs)
  await storage.setItem(SAVED_JOBS_KEY, JSON.stringify({ version: 1, jobs: jobs.map(toStored) }))
}

export function saveJob(job: JobView, now: number): Promise<void> {
  return update((jobs) =>
    [
      ...jobs.filter((entry) => entry.job.id !== job.id),
      { job, savedAt: now, checkedAt: null, gone: false },
    ].slice(-MAX_SAVED_JOBS),
  )
}

export function unsaveJob(jobId: string): Promise<void> {
  return update((jobs) => jobs.filter((entry) => entry.job.id !== jobId))
}

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
  return update((jobs) =>
    jobs.map((entry) => {
      if (!asked.has(entry.job.id)) return entry
      const fresh = byId.get(entry.job.id)
      return fresh
        ? { ...entry, job: toJobView(fresh), checkedAt: now, gone: false }
        : { ...entry, checkedAt: now, gone: true }
    }),
  )
}

export function getSavedJobsState(): SavedJobsState {
  return state
}

export function subscribeToSavedJobs(listener: () => void): () => void {
  listeners.add(listener)
  void loadSavedJobs()
  return () => {
    listeners.delete(listener)
  }
}

/** Tests only. */
export function resetSavedJobsForTests(): void {
  state = { loaded: false, jobs: [] }
  loading = null
}
