import { getSavedJobsState, subscribeToSavedJobs, type SavedJobsState } from '../lib/saved-jobs.ts'
import { useClientStore } from '../../../hooks/use-client-store.ts'

const SERVER_STATE: SavedJobsState = { loaded: false, jobs: [] }

export function useSavedJobs(): SavedJobsState {
  return useClientStore(subscribeToSavedJobs, getSavedJobsState, () => SERVER_STATE)
}

export function useIsJobSaved(jobId: string): boolean {
  return useSavedJobs().jobs.some((entry) => entry.job.id === jobId)
}
