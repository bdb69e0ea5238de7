/**
 * How /saved lists the saved jobs: the ones still open first, soonest deadline first
 * and open-until-filled after them; then, grouped at the end, the closed ones, most recently
 * closed first, each with the reason it closed (a job the site's team took down is one of them:
 * shown, not dropped, so that the reader knows why it went).
 */
import type { ClosedBecause } from '#shared/job-state.ts'

import type { SavedJob } from './saved-jobs.ts'

/**
 * Why a saved job is listed under Closed (docs/product.md, a job's state). A filled or aged-out
 * job is also withdrawn, and reads so here: its own page says which.
 */
export type ClosedReason = Exclude<ClosedBecause, 'filled' | 'aged-out'> | 'taken-down' | 'gone'

export interface SavedJobItem extends SavedJob {
  closed: ClosedReason | null
}

function closedReason({ job, gone }: SavedJob, now: number): ClosedReason | null {
  if (gone) return 'gone'
  if (job.takenDown) return 'taken-down'
  if (job.withdrawn) return 'withdrawn'
  if (job.deadline !== null && job.deadline <= now) return 'deadline-passed'
  return null
}

export function orderSavedJobs(
  jobs: readonly SavedJob[],
  now: number,
): { open: SavedJobItem[]; closed: SavedJobItem[] } {
  const items = jobs.map((saved) => ({ ...saved, closed: closedReason(saved, now) }))
  const open = items
    .filter((item) => item.closed === null)
    .sort(
      (a, b) =>
        (a.job.deadline ?? Infinity) - (b.job.deadline ?? Infinity) || a.savedAt - b.savedAt,
    )
  const closed = items
    .filter((item) => item.closed !== null)
    .sort((a, b) => (b.job.deadline ?? 0) - (a.job.deadline ?? 0))
  return { open, closed }
}

export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  'deadline-passed': 'The deadline has passed.',
  withdrawn: 'Withdrawn: its source no longer lists it.',
  'taken-down': "Taken down by the site's team.",
  gone: 'No longer on JobsZW: its source removed it.',
}
