/**
 * Saved-job reminders with the app closed: on a periodic background sync the worker
 * reads the saved jobs the page stored (same IndexedDB store), decides with the same shared
 * rule, shows what is due, and records it so the page does not show it again.
 */
import { createStore, get, set } from 'idb-keyval'

import { DEFAULT_SITE_TIME_ZONE, getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import {
  SAVED_JOBS_KEY,
  SENT_REMINDERS_KEY,
  STORAGE_DB_NAME,
  STORAGE_STORE_NAME,
} from '#shared/offline-contract.ts'
import { getDueReminders, type RemindableJob } from '#shared/saved-reminders.ts'

function parseJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** The saved jobs as the reminder rule sees them; [] when there are none or they are unreadable. */
export function toRemindableJobs(stored: unknown, timeZone: string): RemindableJob[] {
  const jobs = (stored as { jobs?: unknown } | null)?.jobs
  if (!Array.isArray(jobs)) return []
  return jobs.flatMap((entry: { job?: ApiJob; gone?: boolean }) => {
    const job = entry.job
    if (!job || typeof job.job_id !== 'string') return []
    return [
      {
        id: job.job_id,
        title: job.title,
        company: job.company,
        deadline: getJobDeadline(job, timeZone),
        closed: Boolean(job.withdrawn || job.removed || entry.gone),
      },
    ]
  })
}

export async function showDueReminders(
  registration: ServiceWorkerRegistration,
  now: number,
): Promise<number> {
  const store = createStore(STORAGE_DB_NAME, STORAGE_STORE_NAME)
  const jobs = toRemindableJobs(parseJson(await get(SAVED_JOBS_KEY, store)), DEFAULT_SITE_TIME_ZONE)
  const sentList = parseJson(await get(SENT_REMINDERS_KEY, store))
  const sent = new Set(Array.isArray(sentList) ? (sentList as string[]) : [])
  const due = getDueReminders(jobs, now, DEFAULT_SITE_TIME_ZONE, sent)
  for (const reminder of due) {
    await registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.key,
      icon: '/icon-192.png',
      data: { url: `/job/${reminder.jobId}` },
    })
    sent.add(reminder.key)
  }
  if (due.length > 0) await set(SENT_REMINDERS_KEY, JSON.stringify([...sent].slice(-1000)), store)
  return due.length
}

/** Where a tapped notification leads: its job, else the saved list. */
export function getNotificationUrl(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/saved'
}
