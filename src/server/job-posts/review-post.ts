/**
 * An operator's decision on a held post (status review) or a live post's held edit
 * (pending_post): Approve puts it on the site at once; Reject keeps it off, with a reason that is
 * emailed to the work email. The console audits both (trust/console).
 */
import { enqueueMail } from '../mail/outbox.repo.ts'
import { recordAudit } from '../trust/operators/audit.repo.ts'
import { findPost, updatePost } from './job-posts.repo.ts'
import type { PostContext } from './post-context.ts'
import { approvedPostEmail, rejectedPostEmail } from './post-emails.ts'
import { postLinks } from './post-links.ts'
import { publishPost } from './publish-post.ts'

export type ReviewOutcome = 'approved' | 'rejected' | 'not-waiting'

/** The longest reason an operator may give (it is emailed as it is). */
export const REJECT_REASON_MAX = 1000

export async function approvePost(
  { db, now, timeZone, origin }: PostContext,
  postId: string,
  operator: string,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const row = await findPost(tx, postId, { lock: true })
    const edit = row?.status === 'live' && row.pending_post !== null
    if (!row || (row.status !== 'review' && !edit)) return 'not-waiting'
    const post = row.pending_post ?? row.post
    const liveAt = row.live_at ? Date.parse(row.live_at) : now
    const jobId = await publishPost(
      tx,
      { ...row, post },
      {
        liveAt,
        now,
        timeZone,
        // The operator has read it: readers get no warning on it.
        clearFlag: row.holds.includes('scam-rules'),
      },
    )
    await updatePost(tx, row.id, now, {
      status: 'live',
      post,
      pending_post: null,
      job_id: jobId,
      live_at: liveAt,
      reviewed_at: now,
      reviewed_by: operator,
    })
    await recordAudit(tx, {
      actor: operator,
      action: 'job-post.approve',
      jobId,
      detail: { post_id: row.id, edit, holds: row.holds },
      at: now,
    })
    await enqueueMail(tx, {
      alertId: null,
      kind: 'job-post',
      mail: approvedPostEmail({
        to: row.work_email,
        postId: row.id,
        title: post.title,
        origin,
        jobUrl: postLinks(origin).jobUrl(jobId),
        key: String(now),
      }),
      now,
    })
    return 'approved'
  })
}

export async function rejectPost(
  { db, now, origin }: PostContext,
  postId: string,
  { operator, reason }: { operator: string; reason: string },
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const row = await findPost(tx, postId, { lock: true })
    const edit = row?.status === 'live' && row.pending_post !== null
    if (!row || (row.status !== 'review' && !edit)) return 'not-waiting'
    await updatePost(tx, row.id, now, {
      ...(edit ? { pending_post: null, holds: [], reasons: [] } : { status: 'rejected' as const }),
      reject_reason: reason,
      reviewed_at: now,
      reviewed_by: operator,
    })
    await recordAudit(tx, {
      actor: operator,
      action: 'job-post.reject',
      jobId: row.job_id,
      reason,
      detail: { post_id: row.id, edit, holds: row.holds },
      at: now,
    })
    await enqueueMail(tx, {
      alertId: null,
      kind: 'job-post',
      mail: rejectedPostEmail({
        to: row.work_email,
        postId: row.id,
        title: (row.pending_post ?? row.post).title,
        origin,
        reason,
        edit,
        key: String(now),
      }),
      now,
    })
    return 'rejected'
  })
}
