/**
 * A post sent from the form: checked (its tier, holds and reasons are kept with it), stored
 * unconfirmed, and the confirmation email written in the same transaction. Nothing is public
 * until the work email's owner opens the link and confirms (confirm-post.ts).
 */
import { randomUUID } from 'node:crypto'

import type { JobPost, JobPostBody } from '#shared/schemas/job-post.ts'
import { TURNSTILE_FIELD } from '#shared/schemas/forms.ts'

import { enqueueMail } from '../mail/outbox.repo.ts'
import { assessPost } from './holds.ts'
import { insertPost } from './job-posts.repo.ts'
import type { PostContext } from './post-context.ts'
import { confirmPostEmail } from './post-emails.ts'
import { postLinks } from './post-links.ts'
import { issueToken } from './post-tokens.ts'

/** The post itself, without the work email and the bot check's token. */
export function postOfBody(body: JobPostBody): JobPost {
  const { workEmail: _email, [TURNSTILE_FIELD]: _token, ...post } = body
  return post
}

export async function submitPost(
  { db, now, origin }: PostContext,
  body: JobPostBody,
): Promise<{ postId: string }> {
  const post = postOfBody(body)
  const assessment = await assessPost(db, post, { workEmail: body.workEmail })
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await insertPost(tx, {
      id,
      post,
      workEmail: body.workEmail,
      domain: assessment.domain ?? '',
      verified: assessment.tier === 'verified',
      holds: assessment.holds,
      reasons: assessment.reasons,
      now,
    })
    const token = await issueToken(tx, { postId: id, purpose: 'confirm', now })
    await enqueueMail(tx, {
      alertId: null,
      kind: 'job-post',
      mail: confirmPostEmail({
        to: body.workEmail,
        postId: id,
        title: post.title,
        origin,
        confirmUrl: postLinks(origin).confirmUrl(token),
      }),
      now,
    })
  })
  return { postId: id }
}
