/**
 * Web Push, without an account: a browser's push subscription stands for the reader.
 * - GET /api/push/key: the site's VAPID public key, which the app subscribes with.
 * - PUT /api/push/subscription: the subscription and the ids of the jobs saved on the device
 *   (for their deadline reminders); upserted by endpoint, since the app sends it whenever it
 *   opens with permission granted and after each save. DELETE forgets it, and its alerts.
 * - POST /api/push/alerts: a push alert for a search, for that subscription. DELETE
 *   /api/push/alerts/:id?endpoint= stops one. Whoever holds the endpoint is its owner.
 * Writes are checked like the forms' (400 naming the field) and rate limited per client
 * address; there is no bot check, as the app sends them on its own and the push service's
 * endpoint cannot be made up.
 */
import { Hono, type Context } from 'hono'
import type * as v from 'valibot'

import { parseFormBody } from '#shared/schemas/forms.ts'
import {
  pushAlertBodySchema,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from '#shared/schemas/push.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { acceptBody, limitClient } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { createPushAlert, endPushAlert } from '../push/push-alerts.repo.ts'
import { isPushEndpointAllowed } from '../push/push-sender.ts'
import {
  deletePushSubscription,
  findPushSubscriptionId,
  upsertPushSubscription,
} from '../push/push-subscriptions.repo.ts'
import type { VapidKeys } from '../push/vapid-keys.ts'

export interface PushDeps {
  db: Db
  clock: Clock
  trustProxy: TrustProxy
  /** writes per client address */
  limit: RateLimit
  keys: () => Promise<VapidKeys>
  /** hosts the SSRF guard lets through (tests on 127.0.0.1) */
  allowHosts?: ReadonlySet<string>
}

export const DEFAULT_PUSH_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60_000 }
const ALERT_ID = /^[1-9][0-9]{0,17}$/

export function pushRoutes(deps: PushDeps) {
  const { db, clock, limit, allowHosts } = deps
  const purgeOldHits = createRateLimitPurger(db, ['push'], limit.windowMs)
  const limits = { bucket: 'push', limit, purgeOldHits }
  const accept = <TSchema extends v.GenericSchema>(c: Context<AppEnv>, schema: TSchema) =>
    acceptBody(c, deps, { ...limits, schema })
  /** An endpoint we would never push to is refused before it is stored. */
  const refuseEndpoint = (c: Context, endpoint: string, field: string) =>
    isPushEndpointAllowed(endpoint, allowHosts)
      ? null
      : apiError(c, 400, 'invalid_field', `${field} is not an address we can push to`, field)

  return new Hono<AppEnv>()
    .get('/push/key', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ publicKey: (await deps.keys()).publicKey })
    })
    .put('/push/subscription', async (c) => {
      const accepted = await accept(c, pushSubscriptionBodySchema)
      if (accepted instanceof Response) return accepted
      const { subscription, savedJobIds, previousEndpoint } = accepted.form
      const refused = refuseEndpoint(c, subscription.endpoint, 'subscription.endpoint')
      if (refused) return refused
      const { created } = await upsertPushSubscription(db, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        savedJobIds,
        previousEndpoint,
        now: clock.now(),
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ ok: true as const, created })
    })
    .delete('/push/subscription', async (c) => {
      const accepted = await accept(c, pushEndpointBodySchema)
      if (accepted instanceof Response) return accepted
      await deletePushSubscription(db, accepted.form.endpoint)
      return c.body(null, 204)
    })
    .post('/push/alerts', async (c) => {
      const accepted = await accept(c, pushAlertBodySchema)
      if (accepted instanceof Response) return accepted
      const { endpoint, ...search } = accepted.form
      const subscriptionId = await findPushSubscriptionId(db, endpoint)
      if (!subscriptionId)
        return apiError(
          c,
          404,
          'subscription_not_found',
          'This push subscription is unknown: send it to PUT /api/push/subscription first',
          'endpoint',
        )
      const id = await createPushAlert(db, { subscriptionId, ...search, now: clock.now() })
      c.header('Cache-Control', 'no-store')
      return c.json({ id }, 201)
    })
    .delete('/push/alerts/:id', async (c) => {
      const checked = parseFormBody(pushEndpointBodySchema, { endpoint: c.req.query('endpoint') })
      if (!checked.ok) return apiError(c, 400, 'invalid_field', checked.message, checked.field)
      const limited = await limitClient(c, deps, limits)
      if (limited instanceof Response) return limited
      const id = c.req.param('id')
      const ended =
        ALERT_ID.test(id) &&
        (await endPushAlert(db, { id, endpoint: checked.value.endpoint, now: clock.now() }))
      if (!ended)
        return apiError(c, 404, 'not_found', 'There is no such push alert for this subscription')
      return c.body(null, 204)
    })
}
