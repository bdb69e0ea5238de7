/**
 * What the manage link does: show the post as its owner sees it, and edit it, mark the job
 * filled, extend its closing date, or swap the link for a new one. Each runs with the post's row
 * locked. An edit is checked again like a new post: a live post's held edit waits (pending_post)
 * while the live version stays; a post that was rejected goes back to the Review queue.
 */
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { Queryable } from '../db/db.ts'
import { enqueueMail } from '../mail/outbox.repo.ts'
import { assessPost, type Hold } from './holds.ts'
import { findPost, updatePost, type PostRow, type PostStatus } from './job-posts.repo.ts'
import type { PostContext } from './post-context.ts'
import { newManageLinkEmail } from './post-emails.ts'
import { postLinks } from './post-links.ts'
import { issueToken, postIdOfToken, revokeManageTokens } from './post-tokens.ts'
import { markJobFilled, publishPost } from './publish-post.ts'

export interface ManageAnswer {
  /** the post as its owner last wrote it: a held edit's words while it waits */
  post: JobPost
  work_email: string
  status: PostStatus
  job_id: string | null
  tier: 'verified' | 'not-verified'
  holds: Hold[]
  reasons: string[]
  filled: boolean
  /** an edit of the live job waits for an operator; the live version is shown meanwhile */
  pending_review: boolean
  reject_reason: string | null
}

export class PostActionError extends Error {
  override name = 'PostActionError'
}

export const REJECTED_BEFORE = 'It was not published before: an operator checks the change'

async function answerOf(db: Queryable, row: PostRow): Promise<ManageAnswer> {
  const { rows } = row.job_id
    ? await db.query<{ filled: boolean }>(
        'select filled_at is not null as filled from jobs where id = $1',
        [row.job_id],
      )
    : { rows: [] }
  return {
    post: row.pending_post ?? row.post,
    work_email: row.work_email,
    status: row.status,
    job_id: row.job_id,
    tier: row.verified ? 'verified' : 'not-verified',
    holds: row.holds,
    reasons: row.reasons,
    filled: rows[0]?.filled ?? false,
    pending_review: row.pending_post !== null,
    reject_reason: row.reject_reason,
  }
}

/** Runs `change` on the post the manage token opens, locked; null for a token that opens none. */
async function withPost<T>(
  { db }: PostContext,
  token: string,
  change: (tx: Queryable, row: PostRow) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const postId = await postIdOfToken(tx, token, 'manage')
    const row = postId && (await findPost(tx, postId, { lock: true }))
    return row ? change(tx, row) : null
  })
}

async function reread(tx: Queryable, row: PostRow): Promise<ManageAnswer> {
  const fresh = await findPost(tx, row.id)
  return answerOf(tx, fresh ?? row)
}

export function managePost(context: PostContext, token: string) {
  return withPost(context, token, (tx, row) => answerOf(tx, row))
}

export function editPost(context: PostContext, token: string, post: JobPost) {
  const { now, timeZone } = context
  return withPost(context, token, async (tx, row) => {
    const assessment = await assessPost(tx, post, { workEmail: row.work_email, postId: row.id })
    const verified = assessment.tier === 'verified'
    const checked = { verified, holds: assessment.holds, reasons: assessment.reasons }
    if (row.status === 'live' && row.job_id) {
      if (assessment.holds.length === 0) {
        await publishPost(
          tx,
          { ...row, post, verified },
          {
            liveAt: Date.parse(row.live_at ?? new Date(now).toISOString()),
            now,
            timeZone,
          },
        )
        await updatePost(tx, row.id, now, { ...checked, post, pending_post: null })
      } else {
        await updatePost(tx, row.id, now, { ...checked, pending_post: post })
      }
    } else if (row.status === 'rejected') {
      await updatePost(tx, row.id, now, {
        ...checked,
        post,
        status: 'review',
        reasons: [...assessment.reasons, REJECTED_BEFORE],
        reject_reason: null,
      })
    } else if (row.status === 'review' && assessment.holds.length === 0) {
      // The change answers what held it (a licence number added, the website that matches).
      const jobId = await publishPost(
        tx,
        { ...row, post, verified },
        { liveAt: now, now, timeZone },
      )
      await updatePost(tx, row.id, now, {
        ...checked,
        post,
        status: 'live',
        job_id: jobId,
        live_at: now,
      })
    } else {
      await updatePost(tx, row.id, now, { ...checked, post })
    }
    return reread(tx, row)
  })
}

export function markPostFilled(context: PostContext, token: string) {
  return withPost(context, token, async (tx, row) => {
    if (row.status !== 'live' || !row.job_id)
      throw new PostActionError('Only a job that is on the site can be marked filled')
    await markJobFilled(tx, row.job_id, context.now)
    await updatePost(tx, row.id, context.now, { pending_post: null })
    return reread(tx, row)
  })
}

/** A new closing date; the posting date stays, and a reminder comes again before the new one. */
export function extendPost(context: PostContext, token: string, closingDate: string) {
  const { now, timeZone } = context
  return withPost(context, token, async (tx, row) => {
    const post = { ...row.post, closingDate }
    const pending = row.pending_post && { ...row.pending_post, closingDate }
    if (row.status === 'live' && row.job_id) {
      await publishPost(
        tx,
        { ...row, post },
        {
          liveAt: Date.parse(row.live_at ?? new Date(now).toISOString()),
          now,
          timeZone,
        },
      )
    }
    await updatePost(tx, row.id, now, { post, pending_post: pending, reminder_sent_at: null })
    return reread(tx, row)
  })
}

/** The manage link is swapped: the old one stops working, the new one goes to the work email. */
export function revokeManageLink(context: PostContext, token: string) {
  const { now, origin } = context
  return withPost(context, token, async (tx, row) => {
    await revokeManageTokens(tx, { postId: row.id, now })
    const fresh = await issueToken(tx, { postId: row.id, purpose: 'manage', now })
    await enqueueMail(tx, {
      alertId: null,
      kind: 'job-post',
      mail: newManageLinkEmail({
        to: row.work_email,
        postId: row.id,
        title: row.post.title,
        origin,
        manageUrl: postLinks(origin).manageUrl(fresh),
        key: fresh.slice(0, 12),
      }),
      now,
    })
    return { status: 'new-link-sent' as const }
  })
}
