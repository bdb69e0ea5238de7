/**
 * Saved-job reminders with the app closed: on a periodic background sync the worker
 * reads the saved jobs the page stored (same IndexedDB store), decides with the same shared
 * rule, shows what is due, and records it so the page does not show it again. The record of
 * shown reminders is shared with pushed reminders too (push.ts).
 */
import { createStore, get, set, type UseStore } from 'idb-keyval'

import { DEFAULT_SITE_TIME_ZONE, getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import {
  NOTIFICATION_ICON,
  SAVED_JOBS_KEY,
  SENT_REMINDERS_KEY,
  STORAGE_DB_NAME,
  STORAGE_STORE_NAME,
} from '#shared/offline-contract.ts'
import { getReminderTag } from '#shared/reminder-tag.ts'
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

/** The page's store (src/client/lib/storage.ts), which the worker shares. */
export const openDeviceStore = (): UseStore => createStore(STORAGE_DB_NAME, STORAGE_STORE_NAME)

/** The reminders already shown on this device, by whoever showed them. */
export async function readSentReminders(store: UseStore): Promise<Set<string>> {
  const sentList = parseJson(await get(SENT_REMINDERS_KEY, store))
  return new Set(
    Array.isArray(sentList) ? sentList.filter((key): key is string => typeof key === 'string') : [],
  )
}

/** Records reminders as shown; the newest 1,000 are plenty (the page keeps as many). */
export async function writeSentReminders(store: UseStore, sent: ReadonlySet<string>) {
  await set(SENT_REMINDERS_KEY, JSON.stringify([...sent].slice(-1000)), store)
}

export async function showDueReminders(
  registration: ServiceWorkerRegistration,
  now: number,
  store: UseStore = openDeviceStore(),
): Promise<number> {
  const jobs = toRemindableJobs(parseJson(await get(SAVED_JOBS_KEY, store)), DEFAULT_SITE_TIME_ZONE)
  const sent = await readSentReminders(store)
  const due = getDueReminders(jobs, now, DEFAULT_SITE_TIME_ZONE, sent)
  for (const reminder of due) {
    // The tag a pushed reminder has too: one showing replaces the other on the device.
    await registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: getReminderTag(reminder),
      icon: NOTIFICATION_ICON,
      data: { url: `/job/${reminder.jobId}` },
    })
    sent.add(reminder.key)
  }
  if (due.length > 0) await writeSentReminders(store, sent)
  return due.length
}

/**
 * Where a tapped notification leads: the path it carries (a job, a search), else the saved
 * list. Only a path on this site: "//host" and "/\host" would leave it.
 */
export function getNotificationUrl(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/saved'
}
