/**
 * The /api/push routes as the API description gives them (push.routes.ts registers its handlers
 * by these): the VAPID key, a browser's push subscription with the jobs saved on that device,
 * and push alerts. The bodies are the shared schemas (src/shared/schemas/push.ts); a
 * subscription's endpoint must also be at a host of PUSH_SERVICE_HOSTS, which the description
 * states in its pattern, so they depend on that list.
 */
import { PUSH_ENDPOINT } from '#shared/schemas/push-endpoint.ts'
import {
  pushAlertBodySchema,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from '#shared/schemas/push.ts'

import type { PushServiceHosts } from '../push/push-endpoint-rule.ts'
import { defineOperation } from './api-operation.ts'
import { WRITE_ERRORS } from './forms.operations.ts'
import {
  databaseUnavailable,
  errorResponse,
  json,
  ref,
  RETRY_AFTER,
  toJson,
  type Json,
} from './openapi-parts.ts'

/** The id POST /api/push/alerts answers: a bigserial, in digits. */
export const PUSH_ALERT_ID = /^[1-9][0-9]{0,17}$/

const PUSH_BODY = 'JSON in UTF-8; unknown fields are ignored.'
const noContent: Json = { description: 'Done; no body' }
const tooMany = errorResponse(
  'Too many writes from this address (PUSH_RATE_LIMIT)',
  ['rate_limited'],
  RETRY_AFTER,
)
const crossOrigin = errorResponse('Sent from another site', ['cross_origin'])
/** What every write may also answer. */
const writeErrors = {
  ...WRITE_ERRORS,
  403: crossOrigin,
  429: tooMany,
  503: databaseUnavailable,
}

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const letters = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`)

/**
 * The push endpoint's pattern (push-endpoint.ts) with its host narrowed to `hosts`: a name as it
 * is (in either case, as hosts are compared lower-cased), `*.domain` as any labels before the
 * domain, an address as it is.
 */
export function pushEndpointPattern(hosts: PushServiceHosts): string {
  // RegExp#source writes "/" as "\/": the scheme is matched in either spelling.
  const source = PUSH_ENDPOINT.source
  const scheme = /^\^https:(?:\\?\/){2}\(/.exec(source)?.[0]
  const afterHost = source.indexOf(')(?::')
  if (!scheme || afterHost < 0)
    throw new Error('push-endpoint.ts changed shape: update pushEndpointPattern')
  const listed = hosts.map((entry) =>
    entry.startsWith('*.') ? `(?:${LABEL}\\.)+${letters(entry.slice(2))}` : letters(entry),
  )
  return `${scheme}${listed.join('|')}${source.slice(afterHost)}`
}

/** The /api/push operations for a site that pushes to `hosts` (PUSH_SERVICE_HOSTS). */
export function pushOperations(hosts: PushServiceHosts) {
  const subscriptionEndpoint = (schema: Json): Json => {
    const properties = (of: unknown) => (of as { properties: Record<string, Json> }).properties
    const subscription = properties(schema)['subscription']
    properties(subscription)['endpoint'] = {
      ...properties(subscription)['endpoint'],
      pattern: pushEndpointPattern(hosts),
      description:
        "At a host of PUSH_SERVICE_HOSTS, the browsers' push services, that a URL parser reads " +
        'as written (a label starting xn-- must be valid punycode)',
    }
    return schema
  }

  const pushKey = defineOperation({
    method: 'get',
    path: '/api/push/key',
    summary: "The site's VAPID public key, to subscribe a browser to push with",
    responses: { 200: json('The key', ref('PushKey')), 503: databaseUnavailable },
  })

  const putPushSubscription = defineOperation({
    method: 'put',
    path: '/api/push/subscription',
    summary: 'Store a browser push subscription, with the ids of the jobs saved on the device',
    description:
      'subscription is PushSubscription.toJSON() as the browser gives it. The app sends it ' +
      'whenever it opens with notifications allowed and when its saved jobs change, so it ' +
      'is stored by endpoint and replaced. savedJobIds (at most 500) are the jobs whose ' +
      'deadline reminders are pushed: one when a job enters its last 3 days, one on its ' +
      'last day. previousEndpoint: the subscription the browser replaced; its alerts move ' +
      'to this one. No account and no bot check: whoever holds the endpoint is the reader.',
    body: {
      schema: pushSubscriptionBodySchema,
      description: PUSH_BODY,
      refine: subscriptionEndpoint,
    },
    responses: { 200: json('Stored', ref('PushSubscribed')), ...writeErrors },
  })

  const deletePushSubscription = defineOperation({
    method: 'delete',
    path: '/api/push/subscription',
    summary: 'Forget a push subscription, with its alerts',
    body: { schema: pushEndpointBodySchema, description: PUSH_BODY },
    responses: { 204: noContent, ...writeErrors },
  })

  const createPushAlert = defineOperation({
    method: 'post',
    path: '/api/push/alerts',
    summary: 'Push new jobs like a search to a subscribed browser (a push alert)',
    description:
      'q, location, category, type, pay and frequency as POST /api/alerts takes them. One ' +
      'notification per daily or weekly run with something new ("3 new jobs"), opening the ' +
      'search; nothing when nothing is new. Pushes go out with the email digests ' +
      '(ALERTS_SCHEDULE).',
    body: { schema: pushAlertBodySchema, description: PUSH_BODY },
    responses: {
      201: json('Created', ref('PushAlertCreated')),
      404: errorResponse(
        'The endpoint was never sent to PUT /api/push/subscription (parameter: endpoint)',
        ['subscription_not_found'],
      ),
      ...writeErrors,
    },
  })

  const deletePushAlert = defineOperation({
    method: 'delete',
    path: '/api/push/alerts/{id}',
    summary: 'Stop a push alert',
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The id POST /api/push/alerts answered; any other is a 404',
        schema: { type: 'string', pattern: PUSH_ALERT_ID.source },
      },
      {
        name: 'endpoint',
        in: 'query',
        required: true,
        description: 'The endpoint of the subscription the alert belongs to',
        schema: toJson(pushEndpointBodySchema.entries.endpoint, 'input'),
      },
    ],
    responses: {
      204: noContent,
      ...WRITE_ERRORS,
      403: crossOrigin,
      404: errorResponse('No such alert for this endpoint', ['not_found']),
      429: tooMany,
      503: databaseUnavailable,
    },
  })

  return {
    pushKey,
    putPushSubscription,
    deletePushSubscription,
    createPushAlert,
    deletePushAlert,
  }
}
