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
  const rows: TrackerRow[] = items.map(({ view, closed }) => ({
    'Date Applied': '',
    Company: view.company,
    Position: view.title,
    Location: view.location ?? '',
    Status: closed === 'removed' ? 'Removed' : closed ? 'Closed' : 'Saved',
    'Job URL': view.jobLink ?? `${origin}/job/${view.id}`,
    Contact: view.applyInstructions ?? '',
    'Next Follow-up':
      view.deadline === null ? '' : formatCalendarDate(getZonedDate(view.deadline, timeZone)),
    'Salary Range': view.salary ?? '',
    Notes:
      view.deadline === null
        ? 'Open until filled'
        : `Deadline ${formatCalendarDate(getZonedDate(view.deadline, timeZone))}`,
  }))
  return buildTrackerCsv(rows)
}
