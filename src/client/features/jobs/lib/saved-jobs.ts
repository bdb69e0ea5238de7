/**
 * The saved jobs: kept whole on the device through lib/storage (IndexedDB), so a saved
 * job opens and counts down with no network; nothing is sent to a server (with push on, only
 * the ids go, lib/push/push-subscription.ts). A small store with
 * subscribe/get for useSyncExternalStore, loaded once on first use.
 *
 * In memory a saved job holds the job as the screens see it (job-view.ts); on the device it is
 * stored as the API answered it, `{ version: 1, jobs: [{ job: ApiJob, savedAt, checkedAt,
 * gone, status?, appliedAt? }] }`, which the service worker reads too (src/sw/reminders.ts).
 * That stored format only gains optional fields: jobs saved by every earlier release must still
 * open, and an entry is kept whole, fields it does not know included.
 */
import type { ApiJob } from '#shared/job.ts'
import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { storage } from '../../../lib/storage.ts'
import type { ApplicationStatus } from './application-status.ts'
import { toJobView, type JobView } from './job-view.ts'

export interface SavedJob {
  job: JobView
  savedAt: number
  /** when the server last confirmed it (refreshSavedJobs) */
  checkedAt: number | null
  /** the server no longer has it at all */
  gone: boolean
  /**
   * where the reader's application stands, chosen on /saved (application-status.ts); unset
   * until then. As read from the device it is unchecked: readApplicationStatus checks it.
   */
  status?: ApplicationStatus
  /** when a status was first chosen: the tracker's "Date Applied" */
  appliedAt?: number
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
  // Optional chaining turns away null, strings and numbers too: none has a job with an id.
  const entry = value as StoredSavedJob | null | undefined
  return typeof entry?.job?.job_id === 'string' && typeof entry.savedAt === 'number'
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

/**
 * Changes the list in memory at once, then stores it. Storage never rejects (lib/storage): when
 * it fails or is full, the list stays in memory for this visit and the device keeps its last copy.
 */
export async function updateSavedJobs(
  change: (jobs: readonly SavedJob[]) => SavedJob[],
): Promise<void> {
  await loadSavedJobs()
  const jobs = change(state.jobs)
  setJobs(jobs)
  await storage.setItem(SAVED_JOBS_KEY, JSON.stringify({ version: 1, jobs: jobs.map(toStored) }))
}

export function saveJob(job: JobView, now: number): Promise<void> {
  return updateSavedJobs((jobs) =>
    [
      ...jobs.filter((entry) => entry.job.id !== job.id),
      { job, savedAt: now, checkedAt: null, gone: false },
    ].slice(-MAX_SAVED_JOBS),
  )
}

export function unsaveJob(jobId: string): Promise<void> {
  return updateSavedJobs((jobs) => jobs.filter((entry) => entry.job.id !== jobId))
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
