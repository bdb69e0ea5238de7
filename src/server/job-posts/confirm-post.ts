/**
 * The work email's owner confirms a post. Checked again (the site may have learnt of the
 * organisation since it was sent): with no hold it goes live at once, else it waits in the
 * console's Review queue. Either way the manage link is emailed, with why it waits. Confirming
 * again, or twice at once, answers the same and does nothing more: the post's row is locked and
 * only an unconfirmed post moves.
 */
import { enqueueMail } from '../mail/outbox.repo.ts'
import { assessPost } from './holds.ts'
import { findPost, updatePost, type PostRow } from './job-posts.repo.ts'
import type { PostContext } from './post-context.ts'
import { confirmedPostEmail } from './post-emails.ts'
import { postLinks } from './post-links.ts'
import { issueToken, postIdOfToken } from './post-tokens.ts'
import { publishPost } from './publish-post.ts'

export interface ConfirmAnswer {
  status: 'live' | 'review'
  job_id: string | null
  reasons: string[]
}

const answerOf = (row: Pick<PostRow, 'status' | 'job_id' | 'reasons'>): ConfirmAnswer => ({
  status: row.status === 'live' ? 'live' : 'review',
  job_id: row.job_id,
  reasons: row.status === 'live' ? [] : row.reasons,
})

/** null: the token is not a confirm link of ours. */
export async function confirmPost(
  { db, now, timeZone, origin }: PostContext,
  token: string,
): Promise<ConfirmAnswer | null> {
  return db.transaction(async (tx) => {
    const postId = await postIdOfToken(tx, token, 'confirm')
    const row = postId && (await findPost(tx, postId, { lock: true }))
    if (!row) return null
    if (row.status !== 'unconfirmed') return answerOf(row)

    const assessment = await assessPost(tx, row.post, { workEmail: row.work_email, postId: row.id })
    const verified = assessment.tier === 'verified'
    const live = assessment.holds.length === 0
    const jobId = live
      ? await publishPost(tx, { ...row, verified }, { liveAt: now, now, timeZone })
      : null
    const next = {
      status: live ? ('live' as const) : ('review' as const),
      verified,
      holds: assessment.holds,
      reasons: assessment.reasons,
      confirmed_at: now,
      ...(jobId ? { job_id: jobId, live_at: now } : {}),
    }
    await updatePost(tx, row.id, now, next)

    const links = postLinks(origin)
    const manageToken = await issueToken(tx, { postId: row.id, purpose: 'manage', now })
    await enqueueMail(tx, {
      alertId: null,
      kind: 'job-post',
      mail: confirmedPostEmail({
        to: row.work_email,
        postId: row.id,
        title: row.post.title,
        origin,
        manageUrl: links.manageUrl(manageToken),
        jobUrl: jobId ? links.jobUrl(jobId) : null,
        reasons: assessment.reasons,
      }),
      now,
    })
    return answerOf({ status: next.status, job_id: jobId, reasons: assessment.reasons })
  })
}
