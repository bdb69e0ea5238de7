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
 * endpoint cannot be made up. Every endpoint field has the shared shape (push-endpoint.ts); a
 * subscription is stored only when its host is on PUSH_SERVICE_HOSTS (push-endpoint-rule.ts).
 * The other writes only look endpoints up, so one stored before the list changed can still be
 * forgotten.
 */
import { Hono, type Context } from 'hono'
import type * as v from 'valibot'

import { parseFormBody } from '#shared/schemas/forms.ts'
import { pushEndpointBodySchema } from '#shared/schemas/push.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { acceptBody, limitClient } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { createPushAlert, endPushAlert } from '../push/push-alerts.repo.ts'
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  refusePushEndpoint,
  type PushServiceHosts,
} from '../push/push-endpoint-rule.ts'
import {
  deletePushSubscription,
  findPushSubscriptionId,
  upsertPushSubscription,
} from '../push/push-subscriptions.repo.ts'
import type { VapidKeys } from '../push/vapid-keys.ts'
import { route } from './api-operation.ts'
import { PUSH_ALERT_ID, pushOperations } from './push.operations.ts'

export interface PushDeps {
  db: Db
  clock: Clock
  trustProxy: TrustProxy
  /** writes per client address */
  limit: RateLimit
  keys: () => Promise<VapidKeys>
  /** PUSH_SERVICE_HOSTS: the hosts a subscription's endpoint may be at */
  serviceHosts?: PushServiceHosts
}

export const DEFAULT_PUSH_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60_000 }

export function pushRoutes(deps: PushDeps) {
  const { db, clock, limit, serviceHosts = DEFAULT_PUSH_SERVICE_HOSTS } = deps
  const purgeOldHits = createRateLimitPurger(db, ['push'], limit.windowMs)
  const limits = { bucket: 'push', limit, purgeOldHits }
  const accept = <TSchema extends v.GenericSchema>(c: Context<AppEnv>, schema: TSchema) =>
    acceptBody(c, deps, { ...limits, schema })
  /** An endpoint we would never push to is refused before it is stored. */
  const refuseEndpoint = (c: Context, endpoint: string, field: string) =>
    refusePushEndpoint(endpoint, serviceHosts) === null
      ? null
      : apiError(c, 400, 'invalid_field', `${field} is not an address we can push to`, field)

  // Registered by the operations the API description lists; bodies parsed with their schemas.
  const operations = pushOperations(serviceHosts)
  const app = new Hono<AppEnv>()
  route(app, operations.pushKey, async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ publicKey: (await deps.keys()).publicKey })
  })
  route(app, operations.putPushSubscription, async (c) => {
    const accepted = await accept(c, operations.putPushSubscription.body.schema)
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
  route(app, operations.deletePushSubscription, async (c) => {
    const accepted = await accept(c, operations.deletePushSubscription.body.schema)
    if (accepted instanceof Response) return accepted
    await deletePushSubscription(db, accepted.form.endpoint)
    return c.body(null, 204)
  })
  route(app, operations.createPushAlert, async (c) => {
    const accepted = await accept(c, operations.createPushAlert.body.schema)
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
  route(app, operations.deletePushAlert, async (c) => {
    const checked = parseFormBody(pushEndpointBodySchema, { endpoint: c.req.query('endpoint') })
    if (!checked.ok) return apiError(c, 400, 'invalid_field', checked.message, checked.field)
    const limited = await limitClient(c, deps, limits)
    if (limited instanceof Response) return limited
    // The path is the operation's, held in a variable: Hono cannot type its parameter.
    const id = c.req.param('id') ?? ''
    const ended =
      PUSH_ALERT_ID.test(id) &&
      (await endPushAlert(db, { id, endpoint: checked.value.endpoint, now: clock.now() }))
    if (!ended)
      return apiError(c, 404, 'not_found', 'There is no such push alert for this subscription')
    return c.body(null, 204)
  })
  return app
}
