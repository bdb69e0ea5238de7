/**
 * Three days before a live post's closing date, its owner is emailed once (reminder_sent_at) a
 * fresh manage link to extend the date or mark the job filled. Run by the process that runs the
 * schedules (start-post-reminders.ts); a post whose date is extended is reminded again before
 * the new one (manage-post.ts clears reminder_sent_at).
 */
import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import type { Db } from '../db/db.ts'
import { enqueueMail } from '../mail/outbox.repo.ts'
import { POST_COLUMNS, updatePost, type PostRow } from './job-posts.repo.ts'
import { closingReminderEmail } from './post-emails.ts'
import { postLinks } from './post-links.ts'
import { issueToken } from './post-tokens.ts'

/** How many days before the closing date the reminder goes. */
export const REMINDER_DAYS_BEFORE = 3

/** Sends the reminders due now; how many were queued. */
export async function queuePostReminders({
  db,
  now,
  timeZone,
  origin,
}: {
  db: Db
  now: number
  timeZone: string
  origin: string
}): Promise<number> {
  const today = getZonedDate(now, timeZone)
  const from = formatCalendarDate(today)
  const until = formatCalendarDate(addCalendarDays(today, REMINDER_DAYS_BEFORE))
  const { rows } = await db.query<{ id: string }>(
    `select p.id from job_posts p join jobs j on j.id = p.job_id
     where p.status = 'live' and p.reminder_sent_at is null and j.filled_at is null
       and j.taken_down_at is null and p.post->>'closingDate' between $1 and $2
     order by p.id`,
    [from, until],
  )
  let queued = 0
  for (const { id } of rows) {
    const sent = await db.transaction(async (tx) => {
      const { rows: locked } = await tx.query<PostRow>(
        `select ${POST_COLUMNS} from job_posts where id = $1 and reminder_sent_at is null for update`,
        [id],
      )
      const row = locked[0]
      if (!row) return false
      const token = await issueToken(tx, { postId: id, purpose: 'manage', now })
      await enqueueMail(tx, {
        alertId: null,
        kind: 'job-post',
        mail: closingReminderEmail({
          to: row.work_email,
          postId: id,
          title: row.post.title,
          origin,
          manageUrl: postLinks(origin).manageUrl(token),
          closingDate: row.post.closingDate,
        }),
        now,
      })
      await updatePost(tx, id, now, { reminder_sent_at: now })
      return true
    })
    if (sent) queued++
  }
  return queued
}
