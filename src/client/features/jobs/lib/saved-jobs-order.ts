/**
 * How /saved lists the saved jobs: the ones still open first, soonest deadline first
 * and open-until-filled after them; then, grouped at the end, the closed ones, most recently
 * closed first, each with the reason it closed (a job the site's team removed is one of them:
 * shown, not dropped, so that the reader knows why it went).
 */
import { toJobView, type JobView } from './job-view.ts'
import type { SavedJob } from './saved-jobs.ts'

export type ClosedReason = 'expired' | 'withdrawn' | 'removed' | 'gone'

export interface SavedJobItem {
  view: JobView
  saved: SavedJob
  closed: ClosedReason | null
}

function closedReason(saved: SavedJob, view: JobView, now: number): ClosedReason | null {
  if (saved.gone) return 'gone'
  if (view.removed) return 'removed'
  if (view.withdrawn) return 'withdrawn'
  if (view.deadline !== null && view.deadline <= now) return 'expired'
  return null
}

export function orderSavedJobs(
  jobs: readonly SavedJob[],
  now: number,
): { open: SavedJobItem[]; closed: SavedJobItem[] } {
  const items = jobs.map((saved) => {
    const view = toJobView(saved.job)
    return { view, saved, closed: closedReason(saved, view, now) }
  })
  const open = items
    .filter((item) => item.closed === null)
    .sort(
      (a, b) =>
        (a.view.deadline ?? Infinity) - (b.view.deadline ?? Infinity) ||
        a.saved.savedAt - b.saved.savedAt,
    )
  const closed = items
    .filter((item) => item.closed !== null)
    .sort((a, b) => (b.view.deadline ?? 0) - (a.view.deadline ?? 0))
  return { open, closed }
}

export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  expired: 'The deadline has passed.',
  withdrawn: 'Withdrawn: its source no longer lists it.',
  removed: "Taken down by the site's team.",
  gone: 'No longer on JobsZW: its source removed it.',
}
