/**
 * /admin: the operators' console. Server-written pages behind a sign-in; every write checked for
 * its origin; nothing cached anywhere. Without a session a console address answers the sign-in
 * form and nothing else.
 */
import { Hono, type Context } from 'hono'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import type { AppEnv } from '../http/app-env.ts'
import { getClientAddress } from '../http/client-address.ts'
import { sameOriginWrites } from '../http/same-origin-writes.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { closeSentAdvert, type AdvertClosing } from '../forms/advert-reports.repo.ts'
import { approvePost, REJECT_REASON_MAX, rejectPost } from '../job-posts/review-post.ts'
import { isConsolePath, renderConsolePage } from '../trust/console/console-pages.ts'
import { CONSOLE_TABS } from '../trust/console/views/console-layout.ts'
import { signInView } from '../trust/console/views/sign-in-view.ts'
import { moderate, type ModerationKind } from '../trust/console/moderation.repo.ts'
import { createDummyHash, type ScryptCost } from '../trust/operators/password-hash.ts'
import {
  deleteSession,
  findSession,
  sessionIdOf,
  type OperatorSession,
} from '../trust/sign-in/operator-sessions.repo.ts'
import { deviceCookie, sessionCookie } from '../trust/sign-in/session-cookie.ts'
import { createSignIn } from '../trust/sign-in/sign-in.ts'
import type { SignInLimits } from '../trust/sign-in/sign-in-throttle.ts'

export interface ConsoleDeps {
  db: Db
  clock: Clock
  /** picks up a take-down or restore at once in this process (others poll within seconds) */
  refreshJobs: () => Promise<void>
  trustProxy: TrustProxy
  publicOrigin: string | null
  siteTimeZone: string
  /** the cost of operators' hashes: the dummy hash's, and what an older hash is redone at */
  passwordCost: ScryptCost
  signInLimits?: SignInLimits
  /** sends the email a decision on a post queued */
  kickOutbox: () => void
}

type ConsoleEnv = { Variables: AppEnv['Variables'] & { operator: OperatorSession | null } }

const KINDS: readonly ModerationKind[] = ['take-down', 'restore', 'dismiss-reports', 'clear-flag']
const DONE: Record<string, string> = {
  'take-down': 'Listing taken down. It leaves every list, search and the sitemap within seconds.',
  restore: 'Listing restored.',
  'dismiss-reports': 'Reports dismissed.',
  'clear-flag': 'Flag cleared: readers no longer see a warning on this listing.',
  nothing: 'Nothing changed: that was already done.',
  'reason-needed': 'Say why the listing is taken down: the audit log keeps the reason.',
  approved: 'Post approved: it is live, and the sender is told.',
  rejected: 'Post rejected: the sender is emailed the reason.',
  'not-waiting': 'Nothing changed: that post is no longer waiting.',
  'reject-reason-needed': 'Say why the post is rejected: the sender is emailed the reason.',
  actioned: 'Advert marked as dealt with.',
  dismissed: 'Advert dismissed.',
}

const CLOSINGS: readonly AdvertClosing[] = ['actioned', 'dismissed']

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name]
  return typeof value === 'string' ? value : ''
}

/** Seconds for the short wait while another try is checked (a double click), else minutes. */
function tooManyTries(seconds: number): string {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute']
  return `Too many tries. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`
}

export function consoleRoutes(deps: ConsoleDeps) {
  const { db, clock } = deps
  const cookie = sessionCookie(deps.publicOrigin)
  const device = deviceCookie(deps.publicOrigin)
  let dummy: Promise<string> | null = null
  const signIn = createSignIn({
    db,
    dummyHash: () => (dummy ??= createDummyHash(deps.passwordCost)),
    passwordCost: deps.passwordCost,
    limits: deps.signInLimits,
  })
  const app = new Hono<ConsoleEnv>()

  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
  })
  app.use('*', sameOriginWrites({ publicOrigin: deps.publicOrigin, strict: true }))
  app.use('*', async (c, next) => {
    const token = cookie.read(c)
    c.set('operator', token ? await findSession(db, token, clock.now()) : null)
    await next()
  })

  const signInPage = (c: Context<ConsoleEnv>, status: 200 | 401 | 429, props = {}) =>
    c.html(signInView(props).toString(), status)

  for (const tab of CONSOLE_TABS) {
    app.get(tab.path.slice('/admin'.length) || '/', async (c) => {
      const operator = c.get('operator')
      if (!operator) {
        if (tab.path !== '/admin') return c.redirect('/admin', 303)
        const notice = c.req.query('signed-out') !== undefined ? 'You have signed out.' : null
        return signInPage(c, 200, { notice })
      }
      const done = c.req.query('done')
      const html = await renderConsolePage(tab.path, {
        db,
        now: clock.now(),
        timeZone: deps.siteTimeZone,
        email: operator.email,
        notice: done ? (DONE[done] ?? null) : null,
      })
      return c.html(html)
    })
  }

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody()
    const email = field(form, 'email')
    const result = await signIn({
      email,
      password: field(form, 'password'),
      address: getClientAddress(c, deps.trustProxy),
      deviceToken: device.read(c) ?? null,
      now: clock.now(),
    })
    if (result.kind === 'throttled') {
      c.header('Retry-After', String(result.retryAfterSeconds))
      return signInPage(c, 429, { email, error: tooManyTries(result.retryAfterSeconds) })
    }
    if (result.kind === 'refused') {
      return signInPage(c, 401, { email, error: 'The email or password is wrong.' })
    }
    // A new session for a new sign-in: whatever session this browser held before is ended.
    const previous = cookie.read(c)
    const previousId = previous ? sessionIdOf(previous) : null
    if (previousId) await deleteSession(db, previousId)
    cookie.write(c, result.token)
    device.write(c, result.deviceToken)
    return c.redirect('/admin', 303)
  })

  app.post('/sign-out', async (c) => {
    const operator = c.get('operator')
    if (operator) await deleteSession(db, operator.sessionId)
    cookie.clear(c)
    return c.redirect('/admin?signed-out', 303)
  })

  app.post('/jobs/:jobId/:kind', async (c) => {
    const operator = c.get('operator')
    if (!operator) return c.redirect('/admin', 303)
    const kind = KINDS.find((known) => known === c.req.param('kind'))
    if (!kind) return c.text('No such action', 404)
    const form = await c.req.parseBody()
    const requested = field(form, 'back')
    const back = isConsolePath(requested) ? requested : '/admin'
    const reason = field(form, 'reason').trim().slice(0, 500)
    if (kind === 'take-down' && !reason) return c.redirect(`${back}?done=reason-needed`, 303)
    const changed = await moderate(db, kind, {
      jobId: c.req.param('jobId'),
      actor: operator.email,
      reason,
      now: clock.now(),
    })
    // Lists, counts and pages of this process are fresh before the operator sees the result;
    // the others poll within seconds.
    if (changed) await deps.refreshJobs()
    return c.redirect(`${back}?done=${changed ? kind : 'nothing'}`, 303)
  })

  // An employer's held post: Approve puts it live, Reject (with a reason) emails the sender why.
  app.post('/job-posts/:postId/:decision', async (c) => {
    const operator = c.get('operator')
    if (!operator) return c.redirect('/admin', 303)
    const decision = c.req.param('decision')
    if (decision !== 'approve' && decision !== 'reject') return c.text('No such action', 404)
    const context = {
      db,
      now: clock.now(),
      timeZone: deps.siteTimeZone,
      origin: deps.publicOrigin ?? new URL(c.req.url).origin,
    }
    const postId = c.req.param('postId')
    let outcome
    if (decision === 'approve') {
      outcome = await approvePost(context, postId, operator.email)
    } else {
      const reason = field(await c.req.parseBody(), 'reason')
        .trim()
        .slice(0, REJECT_REASON_MAX)
      if (!reason) return c.redirect('/admin/review?done=reject-reason-needed', 303)
      outcome = await rejectPost(context, postId, { operator: operator.email, reason })
    }
    if (outcome === 'approved') await deps.refreshJobs()
    deps.kickOutbox()
    return c.redirect(`/admin/review?done=${outcome}`, 303)
  })

  // A forwarded advert readers sent: closed for every reader who sent that text.
  app.post('/adverts/:textHash/:closing', async (c) => {
    const operator = c.get('operator')
    if (!operator) return c.redirect('/admin', 303)
    const closing = CLOSINGS.find((known) => known === c.req.param('closing'))
    if (!closing) return c.text('No such action', 404)
    const reason = field(await c.req.parseBody(), 'reason')
      .trim()
      .slice(0, 500)
    const changed = await closeSentAdvert(db, closing, {
      textHash: c.req.param('textHash'),
      actor: operator.email,
      reason,
      now: clock.now(),
    })
    return c.redirect(`/admin/adverts?done=${changed ? closing : 'nothing'}`, 303)
  })

  // The tab's address before its words were "taken down": bookmarks keep working.
  app.get('/hidden', (c) => {
    const search = new URL(c.req.url).search
    return c.redirect(`/admin/taken-down${search}`, 308)
  })

  // "/admin/" and addresses that name no console page lead to the console's start.
  app.get('*', (c) => c.redirect('/admin', 303))

  return app
}
