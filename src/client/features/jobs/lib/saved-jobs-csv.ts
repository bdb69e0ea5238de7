/**
 * "Download my tracker": the saved jobs as the job search tracker's CSV, same columns as the
 * downloadable template, so they paste straight into the reader's sheet. Status is the one the
 * reader chose on /saved (application-status.ts), else Saved, Closed or Removed; Date Applied is
 * the day a status was first chosen.
 */
import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import { formatPhoneNumber } from '#shared/how-to-apply/phone-numbers.ts'
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import { buildTrackerCsv, type TrackerRow } from '../../../lib/tracker-csv.ts'
import { APPLICATION_STATUS_TEXT, readApplicationStatus } from './application-status.ts'
import type { JobView } from './job-view.ts'
import { payText } from './pay-text.ts'
import type { SavedJobItem } from './saved-jobs-order.ts'

export function buildSavedJobsCsv(
  items: readonly SavedJobItem[],
  { origin, timeZone }: { origin: string; timeZone: string },
): string {
  const day = (time: number) => formatCalendarDate(getZonedDate(time, timeZone))
  const rows: TrackerRow[] = items.map((item) => {
    const { job, closed, appliedAt } = item
    const status = readApplicationStatus(item)
    return {
      'Date Applied': status && typeof appliedAt === 'number' ? day(appliedAt) : '',
      Company: job.company,
      Position: job.title,
      Location: job.location ?? '',
      Status: status
        ? APPLICATION_STATUS_TEXT[status]
        : closed === 'taken-down'
          ? 'Removed'
          : closed
            ? 'Closed'
            : 'Saved',
      'Job URL': job.jobLink ?? `${origin}/job/${job.id}`,
      Contact: contactOf(job),
      'Next Follow-up': job.deadline === null ? '' : day(job.deadline),
      'Salary Range': payText(job) ?? '',
      Notes: job.deadline === null ? 'Open until filled' : `Deadline ${day(job.deadline)}`,
    }
  })
  return buildTrackerCsv(rows)
}

/**
 * Whom to contact, from the job's how-to-apply data: the first email address, else the first
 * phone or WhatsApp number, else the first link. Without the data (or none of those in it), the
 * source's how-to-apply words, as before the data existed.
 */
function contactOf(view: JobView): string {
  // A job saved on the device before this field existed has none (undefined).
  const methods: HowToApply['methods'] = view.source.how_to_apply?.methods ?? []
  for (const kinds of [['email'], ['phone', 'whatsapp'], ['link']]) {
    const method = methods.find((entry) => kinds.includes(entry.kind))
    if (method)
      return method.kind === 'email' || method.kind === 'link'
        ? method.value
        : formatPhoneNumber(method.value)
  }
  return view.applyInstructions ?? ''
}
