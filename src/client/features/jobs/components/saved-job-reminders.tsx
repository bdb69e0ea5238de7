import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'

import { getDueReminders, getNextReminderTime, type Reminder } from '#shared/saved-reminders.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { useSavedJobs } from '../hooks/use-saved-jobs.ts'
import { markBannerShown, mayShowBanner, readBannerShownAt } from '../lib/reminder-banner.ts'
import {
  markRemindersSent,
  readSentReminders,
  showReminderNotifications,
} from '../lib/reminders.ts'
import styles from './saved-job-reminders.module.css'

const keysOf = (reminders: readonly Reminder[]) => reminders.map((reminder) => reminder.key)

/**
 * Deadline reminders while the app is open: a saved job entering its last 3 days, and
 * its last day. As system notifications (through the service worker) when the reader allowed
 * them; otherwise as a one-line banner here, which carries the same words. Each is shown once.
 * A job whose page is on screen is left out: its own countdown says it, so its reminder counts as
 * given. The banner shows at most once a day (a due reminder then waits), on the page it came on.
 */
export function SavedJobReminders() {
  const { loaded, jobs } = useSavedJobs()
  const pathname = useLocation({ select: (location) => location.pathname })
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
  // When the last banner showed; null until read from the device.
  const [bannerShownAt, setBannerShownAt] = useState<number | null>(null)
  const [banner, setBanner] = useState<{ reminders: Reminder[]; path: string } | null>(null)

  useEffect(() => {
    void Promise.all([readSentReminders(), readBannerShownAt()]).then(([keys, shownAt]) => {
      setSent(keys)
      setBannerShownAt(shownAt)
    })
  }, [])

  useEffect(() => {
    if (!loaded || sent === null || bannerShownAt === null) return
    const due = getDueReminders(remindable, now, SITE_TIME_ZONE, sent)
    if (due.length === 0) return
    // Job ids are plain letters, digits, - and _ (shared/job-id.ts): the path is the id as it is.
    const onScreen = due.filter((reminder) => pathname === `/job/${reminder.jobId}`)
    const others = due.filter((reminder) => !onScreen.includes(reminder))
    let current = true
    void showReminderNotifications(others).then(async (notified) => {
      if (!current) return
      const showBanner = !notified && others.length > 0 && mayShowBanner(bannerShownAt, now)
      // Given: notified, on screen, or in the banner (kept on the device once dismissed). The
      // others wait for a day with no banner yet.
      const given = notified || showBanner ? due : onScreen
      if (given.length === 0) return
      setSent((previous) => new Set([...(previous ?? []), ...keysOf(given)]))
      if (showBanner) {
        setBanner({ reminders: others, path: pathname })
        setBannerShownAt(now)
        await markBannerShown(now)
      }
      await markRemindersSent(keysOf(notified ? due : onScreen))
    })
    return () => {
      current = false
    }
  }, [loaded, sent, bannerShownAt, remindable, now, pathname])

  // Shown on the page it came on only: it does not follow the reader from page to page.
  const [first, ...more] = banner?.path === pathname ? banner.reminders : []
  if (!first) return null
  // One line, however many are due: on a phone, more would push the page down.
  return (
    <div className={styles.reminders} role="status">
      <div className={`container ${styles.reminder}`}>
        <p>
          <Link to="/job/$id" params={{ id: first.jobId }}>
            <strong>{first.title}.</strong> {first.body}
          </Link>
        </p>
        {more.length > 0 && (
          <Link to="/saved">
            +{more.length}
            <span className="visually-hidden">
              {' '}
              more saved {more.length === 1 ? 'job' : 'jobs'} closing soon
            </span>
          </Link>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setBanner(null)
            void markRemindersSent(keysOf(banner?.reminders ?? []))
          }}
        >
          Dismiss<span className="visually-hidden">: {first.title}</span>
        </button>
      </div>
    </div>
  )
}
