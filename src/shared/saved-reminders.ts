/**
 * Deadline reminders for saved jobs: one when a job enters its last 3 days, one on its
 * last day (in the site's time zone). Pure, so the page and the service worker (periodic
 * background sync) decide the same way.
 */
import { describeDeadline } from './deadline-words.ts'
import type { ReminderKind } from './reminder-tag.ts'
import { zonedTimeToInstant, getZonedDate } from './time-zone.ts'
import { CRITICAL_WINDOW_MS } from './urgency.ts'

export type { ReminderKind } from './reminder-tag.ts'

export interface RemindableJob {
  id: string
  title: string
  company: string
  /** epoch ms; null = open until filled (never reminded) */
  deadline: number | null
  /** withdrawn by its source, or otherwise not worth a reminder */
  closed: boolean
}

export interface Reminder {
  jobId: string
  kind: ReminderKind
  /** `${jobId}:${kind}`: a reminder is sent once */
  key: string
  title: string
  body: string
}

function startOfDeadlineDay(deadline: number, timeZone: string): number {
  return zonedTimeToInstant(
    getZonedDate(deadline, timeZone),
    { hour: 0, minute: 0, second: 0, ms: 0 },
    timeZone,
  )
}

function dueKind(job: RemindableJob, now: number, timeZone: string): ReminderKind | null {
  if (job.closed || job.deadline === null || job.deadline <= now) return null
  if (now >= startOfDeadlineDay(job.deadline, timeZone)) return 'last-day'
  if (job.deadline - now <= CRITICAL_WINDOW_MS) return 'three-days'
  return null
}

/** The reminders due at `now` that have not been sent (keys in `sent`). */
export function getDueReminders(
  jobs: readonly RemindableJob[],
  now: number,
  timeZone: string,
  sent: ReadonlySet<string> = new Set(),
): Reminder[] {
  const due: (Reminder & { deadline: number })[] = []
  for (const job of jobs) {
    const kind = dueKind(job, now, timeZone)
    if (!kind) continue
    const key = `${job.id}:${kind}`
    if (sent.has(key)) continue
    due.push({
      jobId: job.id,
      kind,
      key,
      title: kind === 'last-day' ? `Last day to apply: ${job.title}` : `Closing soon: ${job.title}`,
      body: `${job.company}. ${describeDeadline(job.deadline, now, timeZone)}.`,
      deadline: job.deadline ?? 0,
    })
  }
  // the most pressing first
  return due.sort((a, b) => a.deadline - b.deadline).map(({ deadline: _, ...reminder }) => reminder)
}

/** The next instant after `now` at which a reminder becomes due, or null. */
export function getNextReminderTime(
  jobs: readonly RemindableJob[],
  now: number,
  timeZone: string,
): number | null {
  let next: number | null = null
  for (const job of jobs) {
    if (job.closed || job.deadline === null || job.deadline <= now) continue
    for (const at of [
      job.deadline - CRITICAL_WINDOW_MS,
      startOfDeadlineDay(job.deadline, timeZone),
    ])
      if (at > now && (next === null || at < next)) next = at
  }
  return next
}
