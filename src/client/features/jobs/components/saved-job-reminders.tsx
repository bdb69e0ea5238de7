import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'

import { getDueReminders, getNextReminderTime, type Reminder } from '#shared/saved-reminders.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { useSavedJobs } from '../hooks/use-saved-jobs.ts'
import {
  markRemindersSent,
  readSentReminders,
  showReminderNotifications,
} from '../lib/reminders.ts'
import styles from './saved-job-reminders.module.css'

/**
 * Deadline reminders while the app is open: a saved job entering its last 3 days, and
 * its last day. As system notifications (through the service worker) when the reader allowed
 * them; otherwise as banners here, which carry the same words. Each is shown once.
 */
export function SavedJobReminders() {
  const { loaded, jobs } = useSavedJobs()
  const remindable = useMemo(
    () =>
      jobs.map(({ job, gone }) => ({
        id: job.id,
        title: job.title,
        company: job.company,
        deadline: job.deadline,
        closed: job.withdrawn || job.takenDown || gone,
      })),
    [jobs],
  )
  const now = useNowUntil((time) => getNextReminderTime(remindable, time, SITE_TIME_ZONE))
  const [sent, setSent] = useState<Set<string> | null>(null)
  const [banners, setBanners] = useState<Reminder[]>([])

  useEffect(() => {
    void readSentReminders().then(setSent)
  }, [])

  useEffect(() => {
    if (!loaded || sent === null) return
    const due = getDueReminders(remindable, now, SITE_TIME_ZONE, sent)
    if (due.length === 0) return
    let current = true
    void showReminderNotifications(due).then(async (shown) => {
      if (!current) return
      const keys = due.map((reminder) => reminder.key)
      setSent((previous) => new Set([...(previous ?? []), ...keys]))
      if (shown) await markRemindersSent(keys)
      else setBanners((previous) => [...previous, ...due])
    })
    return () => {
      current = false
    }
  }, [loaded, sent, remindable, now])

  const [first, ...others] = banners
  if (!first) return null
  // One banner, however many are due: on a phone, three would fill the screen.
  return (
    <div className={styles.reminders} role="status">
      <div className={`container ${styles.reminder}`}>
        <p>
          <strong>{first.title}.</strong> {first.body}{' '}
          <Link to="/job/$id" params={{ id: first.jobId }}>
            Open the job
          </Link>
          {others.length > 0 && (
            <>
              {' '}
              <Link to="/saved">
                and {others.length} more saved {others.length === 1 ? 'job' : 'jobs'} closing soon
              </Link>
            </>
          )}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setBanners([])
            void markRemindersSent(banners.map((reminder) => reminder.key))
          }}
        >
          Dismiss<span className="visually-hidden">: {first.title}</span>
        </button>
      </div>
    </div>
  )
}
