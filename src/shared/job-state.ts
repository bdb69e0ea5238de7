/**
 * The words for where a job stands, named once for every query and screen (docs/product.md):
 *
 * - open: readers can apply. Listed by its source, its deadline not passed, not taken down.
 * - closed: no longer open: its deadline passed, its source withdrew it (stopped listing it), it
 *   was filled, or it aged out (no deadline, and posted longer ago than its source's age limit).
 *   Kept for readers who saved it and for the closed list.
 * - taken-down: the site's team took it down (it broke the rules). In no list, count or search;
 *   by id only its title and company are served.
 * - waiting-for-review: posted by an employer and not yet published (employer posts).
 *
 * The API keeps its older words for compatibility: `status=active` is open, `status=expired` is
 * closed, `withdrawn` is closed by its source, `removed` is taken down. They are mapped here once.
 */
import type { JobStatus } from './job.ts'

export const jobStates = ['open', 'closed', 'taken-down', 'waiting-for-review'] as const
export type JobState = (typeof jobStates)[number]

/** Why a closed job closed. */
export type ClosedBecause = 'deadline-passed' | 'withdrawn' | 'filled' | 'aged-out'

/** The state each value of the API's `status` parameter lists. */
export const stateOfStatus: Record<JobStatus, 'open' | 'closed'> = {
  active: 'open',
  expired: 'closed',
}

/** Open by the source and the clock: not withdrawn, and its deadline (ms, null: none) ahead. */
export function isOpen(job: { withdrawn: boolean; deadline: number | null }, now: number): boolean {
  return !job.withdrawn && (job.deadline === null || job.deadline > now)
}
