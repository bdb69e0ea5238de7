/**
 * The reader's own tracker: where each application for a saved job stands, chosen on /saved and
 * kept with the saved job on the device (saved-jobs.ts), so it works offline and needs no
 * account. None until chosen; the CSV export (saved-jobs-csv.ts) carries it.
 */
import { updateSavedJobs, type SavedJob } from './saved-jobs.ts'

/** The statuses, in the order an application goes through them, and their words. */
export const APPLICATION_STATUS_TEXT = {
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  'not-taken': 'Not taken',
} as const

export type ApplicationStatus = keyof typeof APPLICATION_STATUS_TEXT

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && Object.hasOwn(APPLICATION_STATUS_TEXT, value)

/** The status as stored, or null: a value another release wrote, or none, reads as none. */
export function readApplicationStatus({ status }: SavedJob): ApplicationStatus | null {
  return isApplicationStatus(status) ? status : null
}

/**
 * Sets (or, with null, clears) a saved job's status. The first status chosen dates the
 * application; moving on to another keeps that date, clearing drops it.
 */
export function setApplicationStatus(
  jobId: string,
  status: ApplicationStatus | null,
  now: number,
): Promise<void> {
  return updateSavedJobs((jobs) =>
    jobs.map((entry) => {
      if (entry.job.id !== jobId) return entry
      const { status: _old, appliedAt, ...rest } = entry
      if (!status) return rest
      return { ...rest, status, appliedAt: typeof appliedAt === 'number' ? appliedAt : now }
    }),
  )
}
