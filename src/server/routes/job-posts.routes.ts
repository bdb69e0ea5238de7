/**
 * Employers post their own jobs, free and without an account (docs/product.md "Posting a job").
 * - POST /api/job-posts/preview: the job as it would show, and what the checks make of it.
 * - POST /api/job-posts: checked like the forms (schema, closing date, rate limits per address
 *   and per work email, the bot check), stored unconfirmed, a confirmation emailed.
 * - POST /api/job-posts/confirm and /manage/*: the private links' actions. The token travels in
 *   the body, read by the page from the link's #token= fragment; no GET does anything.
 * Every answer is Cache-Control: no-store. Without a mail server the site cannot confirm anyone,
 * so every route but the preview answers 503 job_posts_unavailable.
 */
import { Hono, type Context } from 'hono'

import { closingDateProblem } from '#shared/job-posts/closing-date.ts'
import { jobPostTokenBodySchema } from '#shared/schemas/job-post-answers.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { acceptBody, acceptForm } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { confirmPost } from '../job-posts/confirm-post.ts'
import {
  editPost,
  extendPost,
  managePost,
  markPostFilled,
  PostActionError,
  revokeManageLink,
} from '../job-posts/manage-post.ts'
import type { PostContext } from '../job-posts/post-context.ts'
import { previewPost } from '../job-posts/preview-post.ts'
import { submitPost } from '../job-posts/submit-post.ts'
import { mailboxKey } from '../mail/mailbox-key.ts'
import type { Mailer } from '../mail/mailer.ts'
import { route } from './api-operation.ts'
import {
  confirmJobPost,
  editJobPost,
  extendJobPost,
  fillJobPost,
  manageJobPost,
  postJob,
  previewJobPost,
  revokeJobPostLink,
} from './job-posts.operations.ts'

export interface JobPostLimits {
  /** posts per client address */
  post: RateLimit
  /** posts per work email's mailbox: the form cannot flood one inbox with confirmations */
  email: RateLimit
  /** previews per client address */
  preview: RateLimit
  /** private-link actions per client address */
  link: RateLimit
}

export const DEFAULT_JOB_POST_LIMITS: JobPostLimits = {
  post: { max: 10, windowMs: 60 * 60_000 },
  email: { max: 3, windowMs: 24 * 3_600_000 },
  preview: { max: 120, windowMs: 10 * 60_000 },
  link: { max: 60, windowMs: 10 * 60_000 },
}

export interface JobPostsDeps {
  db: Db
  clock: Clock
  verifier: TurnstileVerifier
  trustProxy: TrustProxy
  limits: JobPostLimits
  /** null: no SMTP_URL, so nobody can confirm a post */
  mailer: Mailer | null
  publicOrigin: string | null
  timeZone: string
  kickOutbox: () => void
  /** this process's jobs cache and search index pick up a job that changed */
  refreshJobs: () => Promise<void>
}

const closingDateCheck = (now: number, timeZone: string) => (form: { closingDate: string }) => {
  const message = closingDateProblem(form.closingDate, now, timeZone)
  return message ? { field: 'closingDate', message } : null
}

export function jobPostsRoutes(deps: JobPostsDeps) {
  const { db, clock, limits, timeZone } = deps
  const longest = Math.max(...Object.values(limits).map(({ windowMs }) => windowMs))
  const purgeOldHits = createRateLimitPurger(
    db,
    ['job-post', 'job-post-email', 'job-post-preview', 'job-post-link'],
    longest,
  )
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  const context = (c: Context): PostContext => ({
    db,
    now: clock.now(),
    timeZone,
    origin: deps.publicOrigin ?? new URL(c.req.url).origin,
  })
  const unavailable = (c: Context) =>
    apiError(c, 503, 'job_posts_unavailable', 'Job posting is not set up on this site (no mail)')
  const invalidToken = (c: Context) =>
    apiError(c, 404, 'invalid_token', 'This link is not valid: it may have been replaced', 'token')
  /** The jobs changed: this process's lists and search see it now, others at their next poll. */
  const changed = async () => {
    deps.kickOutbox()
    await deps.refreshJobs()
  }

  route(app, previewJobPost, async (c) => {
    const now = clock.now()
    const accepted = await acceptBody(c, deps, {
      schema: previewJobPost.body.schema,
      bucket: 'job-post-preview',
      limit: limits.preview,
      purgeOldHits,
      check: closingDateCheck(now, timeZone),
    })
    if (accepted instanceof Response) return accepted
    const { workEmail, ...post } = accepted.form
    return c.json(await previewPost(db, post, { workEmail, now, timeZone }))
  })

  route(app, postJob, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await acceptForm(c, deps, {
      schema: postJob.body.schema,
      bucket: 'job-post',
      limit: limits.post,
      purgeOldHits,
      check: closingDateCheck(ctx.now, timeZone),
      moreBuckets: (form) => [
        { bucket: `job-post-email:${mailboxKey(form.workEmail)}`, limit: limits.email },
      ],
    })
    if (accepted instanceof Response) return accepted
    await submitPost(ctx, accepted.form)
    deps.kickOutbox()
    return c.json({ status: 'confirmation-sent' as const }, 202)
  })

  /** A private-link route with only the token: the body checked, the address limited. */
  const linkGate = (c: Context<AppEnv>) =>
    acceptBody(c, deps, {
      schema: jobPostTokenBodySchema,
      bucket: 'job-post-link',
      limit: limits.link,
      purgeOldHits,
    })

  route(app, confirmJobPost, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await linkGate(c)
    if (accepted instanceof Response) return accepted
    const answer = await confirmPost(ctx, accepted.form.token)
    if (!answer) return invalidToken(c)
    await changed()
    return c.json(answer)
  })

  route(app, manageJobPost, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await linkGate(c)
    if (accepted instanceof Response) return accepted
    const answer = await managePost(ctx, accepted.form.token)
    return answer ? c.json(answer) : invalidToken(c)
  })

  route(app, editJobPost, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await acceptBody(c, deps, {
      schema: editJobPost.body.schema,
      bucket: 'job-post-link',
      limit: limits.link,
      purgeOldHits,
      check: (form) => {
        const problem = closingDateCheck(ctx.now, timeZone)(form.post)
        return problem && { ...problem, field: `post.${problem.field}` }
      },
    })
    if (accepted instanceof Response) return accepted
    const answer = await editPost(ctx, accepted.form.token, accepted.form.post)
    if (!answer) return invalidToken(c)
    await changed()
    return c.json(answer)
  })

  route(app, fillJobPost, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await linkGate(c)
    if (accepted instanceof Response) return accepted
    try {
      const answer = await markPostFilled(ctx, accepted.form.token)
      if (!answer) return invalidToken(c)
      await changed()
      return c.json(answer)
    } catch (error) {
      if (error instanceof PostActionError) return apiError(c, 409, 'not_live', error.message)
      throw error
    }
  })

  route(app, extendJobPost, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await acceptBody(c, deps, {
      schema: extendJobPost.body.schema,
      bucket: 'job-post-link',
      limit: limits.link,
      purgeOldHits,
      check: closingDateCheck(ctx.now, timeZone),
    })
    if (accepted instanceof Response) return accepted
    const { token, closingDate } = accepted.form
    const answer = await extendPost(ctx, token, closingDate)
    if (!answer) return invalidToken(c)
    await changed()
    return c.json(answer)
  })

  route(app, revokeJobPostLink, async (c) => {
    if (!deps.mailer) return unavailable(c)
    const ctx = context(c)
    const accepted = await linkGate(c)
    if (accepted instanceof Response) return accepted
    const answer = await revokeManageLink(ctx, accepted.form.token)
    if (!answer) return invalidToken(c)
    deps.kickOutbox()
    return c.json(answer)
  })

  return app
}
