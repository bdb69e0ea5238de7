/**
 * The values the job type filter takes, with their labels: apart from the matcher
 * (job-types.ts), whose word tables a page showing the filter does not need.
 */

export const JOB_TYPE_VALUES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'temporary',
  'volunteer',
] as const
export type JobType = (typeof JOB_TYPE_VALUES)[number]

const LABELS: Readonly<Record<JobType, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
  volunteer: 'Volunteer',
}

interface JobTypeOption {
  readonly value: JobType
  readonly label: string
}

export const JOB_TYPES: readonly JobTypeOption[] = JOB_TYPE_VALUES.map((value) => ({
  value,
  label: LABELS[value],
}))

function isJobType(value: string): value is JobType {
  return Object.hasOwn(LABELS, value)
}

/** The name a job type is shown by; a value that is not a job type is shown as it is. */
export function getJobTypeLabel(value: string): string {
  return isJobType(value) ? LABELS[value] : value
}
