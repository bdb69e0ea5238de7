/**
 * "Add to my tracker": the saved jobs as the job search tracker's CSV, same columns
 * as the downloadable template, so they paste straight into the reader's sheet.
 */
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import { buildTrackerCsv, type TrackerRow } from '../../../lib/tracker-csv.ts'
import type { SavedJobItem } from './saved-jobs-order.ts'

export function buildSavedJobsCsv(
  items: readonly SavedJobItem[],
  { origin, timeZone }: { origin: string; timeZone: string },
): string {
  const rows: TrackerRow[] = items.map(({ job, closed }) => ({
    'Date Applied': '',
    Company: job.company,
    Position: job.title,
    Location: job.location ?? '',
    Status: closed === 'taken-down' ? 'Removed' : closed ? 'Closed' : 'Saved',
    'Job URL': job.jobLink ?? `${origin}/job/${job.id}`,
    Contact: job.applyInstructions ?? '',
    'Next Follow-up':
      job.deadline === null ? '' : formatCalendarDate(getZonedDate(job.deadline, timeZone)),
    'Salary Range': job.salary ?? '',
    Notes:
      job.deadline === null
        ? 'Open until filled'
        : `Deadline ${formatCalendarDate(getZonedDate(job.deadline, timeZone))}`,
  }))
  return buildTrackerCsv(rows)
}
