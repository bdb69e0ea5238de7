/**
 * Job alerts by email, without an account.
 * - POST /api/alerts: the list's "Email me new jobs like these". Checked, rate limited and
 *   bot-checked like the forms; then the alert and its confirmation email are stored together
 *   and the outbox is kicked. The answer is the same whether or not the address has alerts.
 * - /alerts/confirm, /alerts/manage, /alerts/unsubscribe: the pages the emails link to, written
 *   by the server. No GET changes anything, since mail scanners open links: GET /alerts/confirm
 *   shows a Confirm button, whose POST (from this site's page) starts the alert.
 *   POST /alerts/unsubscribe is RFC 8058's one-click: mail providers post to it from their
 *   servers, so it asks for no cookie and no origin, and answers 200, never a redirect; its GET
 *   only asks.
 */
import { Hono, type Context } from 'hono'

import { buildAlertLinks } from '../alerts/alert-links.ts'
import {
  confirmedPage,
  confirmPromptPage,
  invalidLinkPage,
  managePage,
  stoppedPage,
  stopPromptPage,
  tryAgainPage,
} from '../alerts/alert-pages.ts'
import { cachedAlertTokenSecret } from '../alerts/alert-secret.ts'
import { readAlertToken, type AlertTokenPurpose } from '../alerts/alert-tokens.ts'
import {
  confirmAlert,
  confirmationExpired,
  endAlert,
  findAlert,
  setAlertFrequency,
  type AlertRow,
} from '../alerts/alerts.repo.ts'
import { requestAlert } from '../alerts/request-alert.ts'
import type { Clock } from '../clock.ts'
import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { acceptForm, tooManyRequests } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import { sameOriginWrites } from '../http/same-origin-writes.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import type { Mailer } from '../mail/mailer.ts'
import { logger } from '../observability/logger.ts'
import { emailAlert } from './alerts.operations.ts'
import { route } from './api-operation.ts'

export interface AlertsDeps {
  db: Db
  clock: Clock
  verifier: TurnstileVerifier
  trustProxy: TrustProxy
  /** alert requests per client address */
  limit: RateLimit
  /** null: no SMTP_URL, so no alerts (the API says so rather than pretend) */
  mailer: Mailer | null
  publicOrigin: string | null
  supportEmail: string
  /** sends queued mail now (the confirmation someone is waiting for) */
  kickOutbox: () => void
}

export const DEFAULT_ALERT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 }
const RETRY_AFTER_SECONDS = '10'

const originOf = (c: Context, publicOrigin: string | null) =>
  publicOrigin ?? new URL(c.req.url).origin

export function alertsApiRoutes(deps: AlertsDeps) {
  const { db, clock, limit, mailer } = deps
  const purgeOldHits = createRateLimitPurger(db, ['alert'], limit.windowMs)
  const secret = cachedAlertTokenSecret(db)

  return route(new Hono<AppEnv>(), emailAlert, async (c) => {
    if (!mailer)
      return apiError(c, 503, 'alerts_unavailable', 'Email alerts are not set up on this site')
    const accepted = await acceptForm(c, deps, {
      schema: emailAlert.body.schema,
      bucket: 'alert',
      limit,
      purgeOldHits,
    })
    if (accepted instanceof Response) return accepted
    const { form } = accepted
    const now = clock.now()
    const outcome = await requestAlert(db, {
      form,
      now,
      origin: originOf(c, deps.publicOrigin),
      secret: await secret(),
      supportEmail: deps.supportEmail,
    })
    if (!outcome.queued) return tooManyRequests(c, outcome.retryAfterSeconds)
    deps.kickOutbox()
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'confirmation-sent' as const }, 202)
  })
}

export function alertPagesRoutes(deps: AlertsDeps) {
  const { db, clock } = deps
  const secret = cachedAlertTokenSecret(db)
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    await next()
    // A page with a token in its address: never stored, never indexed.
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
  })
  // The confirm and manage pages' buttons come from our own pages; the one-click POST comes from
  // anywhere.
  const ownPagesOnly = sameOriginWrites({ publicOrigin: deps.publicOrigin, strict: false })
  app.use('/confirm', ownPagesOnly)
  app.use('/manage', ownPagesOnly)

  /** The alert the link's token names, or null for a token that is not ours or not for this. */
  async function alertOf(
    c: Context,
    purpose: AlertTokenPurpose,
  ): Promise<{ id: string; token: string } | null> {
    const token = c.req.query('token') ?? ''
    const id = readAlertToken(await secret(), purpose, token)
    return id ? { id, token } : null
  }
  const notValid = (c: Context) => c.html(invalidLinkPage(), 404)
  const manageUrl = (c: Context, id: string, s: Buffer) =>
    buildAlertLinks({
      origin: originOf(c, deps.publicOrigin),
      secret: s,
      alertId: id,
      supportEmail: deps.supportEmail,
    }).manageUrl

  // Opening the link only asks: a scanner that follows it confirms nothing.
  app.get('/confirm', async (c) => {
    const link = await alertOf(c, 'confirm')
    const alert = link && (await findAlert(db, link.id))
    if (!link || !alert || confirmationExpired(alert, clock.now())) return notValid(c)
    if (alert.confirmed_at || alert.ended_at)
      return c.html(confirmedPage(alert, manageUrl(c, link.id, await secret())))
    return c.html(confirmPromptPage(alert, link.token))
  })

  app.post('/confirm', async (c) => {
    const link = await alertOf(c, 'confirm')
    if (!link) return notValid(c)
    const alert: AlertRow | null =
      (await confirmAlert(db, link.id, clock.now())) ?? (await findAlert(db, link.id))
    // Unknown, or never confirmed and past its week: the link has expired.
    if (!alert || (!alert.confirmed_at && !alert.ended_at)) return notValid(c)
    return c.html(confirmedPage(alert, manageUrl(c, link.id, await secret())))
  })

  app.get('/manage', async (c) => {
    const link = await alertOf(c, 'manage')
    const alert = link && (await findAlert(db, link.id))
    if (!link || !alert) return notValid(c)
    return c.html(managePage(alert, link.token))
  })

  app.post('/manage', async (c) => {
    const link = await alertOf(c, 'manage')
    if (!link || !(await findAlert(db, link.id))) return notValid(c)
    const action = (await c.req.parseBody())['action']
    let notice: string
    if (action === 'stop') {
      await endAlert(db, link.id, clock.now())
      notice = 'Done: the alert is stopped.'
    } else if (action === 'daily' || action === 'weekly') {
      const changed = await setAlertFrequency(db, link.id, action)
      notice = changed
        ? `Done: this alert now comes ${action === 'daily' ? 'once a day' : 'once a week'}.`
        : 'This alert is stopped: nothing was changed.'
    } else {
      notice = 'Nothing was changed: choose one of the buttons.'
    }
    const alert = await findAlert(db, link.id)
    return alert ? c.html(managePage(alert, link.token, notice)) : notValid(c)
  })

  app.get('/unsubscribe', async (c) => {
    const link = await alertOf(c, 'manage')
    const alert = link && (await findAlert(db, link.id))
    if (!link || !alert) return notValid(c)
    return c.html(stopPromptPage(alert, link.token, manageUrl(c, link.id, await secret())))
  })

  // RFC 8058: the body ("List-Unsubscribe=One-Click", either form encoding) is not needed to
  // act; the token is. No origin check, no cookie, no redirect.
  app.post('/unsubscribe', async (c) => {
    const link = await alertOf(c, 'manage')
    if (!link) return notValid(c)
    await endAlert(db, link.id, clock.now())
    const alert = await findAlert(db, link.id)
    return alert ? c.html(stoppedPage(alert)) : notValid(c)
  })

  // A page, so a page: the app-wide handler answers JSON.
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      // logged once per outage by the database itself (db/database-outage.ts)
      logger.debug(
        { err: error, request_id: c.get('requestId'), method: c.req.method, path: c.req.path },
        'database unavailable',
      )
      c.header('Retry-After', RETRY_AFTER_SECONDS)
      return c.html(tryAgainPage(true), 503)
    }
    logger.error(
      { err: error, request_id: c.get('requestId'), method: c.req.method, path: c.req.path },
      'request failed',
    )
    return c.html(tryAgainPage(false), 500)
  })
  return app
}
