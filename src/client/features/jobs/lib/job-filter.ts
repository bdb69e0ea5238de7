import type { JobStatus, JobUrgencyFilter } from '#shared/job.ts'
import { CRITICAL_WINDOW_MS, getUrgency, WARNING_WINDOW_MS } from '#shared/urgency.ts'

import type { JobView } from './job-view.ts'

export const jobFilters = ['all', 'urgent', 'critical', 'closed'] as const
export type JobFilter = (typeof jobFilters)[number]

export function getFilterQuery(filter: JobFilter): {
  status: JobStatus
  urgency: JobUrgencyFilter | null
} {
  if (filter === 'closed') return { status: 'expired', urgency: null }
  return { status: 'active', urgency: filter === 'all' ? null : filter }
}

/** Whether a loaded job belongs in the filter at `now` (jobs move between classes as time passes). */
export function isInFilter(job: JobView, filter: JobFilter, now: number): boolean {
  if (filter === 'closed') return true
  const urgency = getUrgency(job.deadline, now)
  if (urgency === 'closed') return false
  if (filter === 'all') return true
  return urgency === filter
}

/** The next instant after `now` at which any of these jobs changes class, or null. */
export function getNextClassChange(jobs: readonly JobView[], now: number): number | null {
  let next: number | null = null
  for (const { deadline } of jobs) {
    if (deadline === null) continue
    for (const instant of [deadline - WARNING_WINDOW_MS, deadline - CRITICAL_WINDOW_MS, deadline]) {
      if (instant > now && (next === null || instant < next)) next = instant
    }
  }
  return next
}
