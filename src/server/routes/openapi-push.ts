/**
 * The /api/push routes in the OpenAPI document (push.routes.ts): the VAPID key, a browser's
 * push subscription with the jobs saved on that device, and push alerts.
 */
import type * as v from 'valibot'

import {
  pushAlertBodySchema,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from '#shared/schemas/push.ts'

import { errorResponse, json, ref, RETRY_AFTER, toJson, type Json } from './openapi-parts.ts'

function jsonBody(schema: v.GenericSchema): Json {
  return {
    required: true,
    description: 'JSON in UTF-8; unknown fields are ignored.',
    content: { 'application/json': { schema: toJson(schema) } },
  }
}

const noContent: Json = { description: 'Done; no body' }
const invalidField = errorResponse('A field is missing or wrong; parameter names it', [
  'invalid_field',
])
const tooMany = errorResponse(
  'Too many writes from this address (PUSH_RATE_LIMIT)',
  ['rate_limited'],
  RETRY_AFTER,
)
const tooLarge = errorResponse('The body is larger than BODY_LIMIT_BYTES', ['body_too_large'])
const databaseDown = errorResponse('The database could not be reached', ['database_unavailable'])
const crossOrigin = errorResponse('Sent from another site', ['cross_origin'])
/** What every write may also answer. */
const writeErrors: Json = {
  400: invalidField,
  403: crossOrigin,
  413: tooLarge,
  429: tooMany,
  503: databaseDown,
}

export function pushPaths(): Json {
  return {
    '/api/push/key': {
      get: {
        summary: "The site's VAPID public key, to subscribe a browser to push with",
        responses: { 200: json('The key', ref('PushKey')), 503: databaseDown },
      },
    },
    '/api/push/subscription': {
      put: {
        summary: 'Store a browser push subscription, with the ids of the jobs saved on the device',
        description:
          'subscription is PushSubscription.toJSON() as the browser gives it. The app sends it ' +
          'whenever it opens with notifications allowed and when its saved jobs change, so it ' +
          'is stored by endpoint and replaced. savedJobIds (at most 500) are the jobs whose ' +
          'deadline reminders are pushed: one when a job enters its last 3 days, one on its ' +
          'last day. previousEndpoint: the subscription the browser replaced; its alerts move ' +
          'to this one. No account and no bot check: whoever holds the endpoint is the reader.',
        requestBody: jsonBody(pushSubscriptionBodySchema),
        responses: { 200: json('Stored', ref('PushSubscribed')), ...writeErrors },
      },
      delete: {
        summary: 'Forget a push subscription, with its alerts',
        requestBody: jsonBody(pushEndpointBodySchema),
        responses: { 204: noContent, ...writeErrors },
      },
    },
    '/api/push/alerts': {
      post: {
        summary: 'Push new jobs like a search to a subscribed browser (a push alert)',
        description:
          'q, location, category, type and frequency as POST /api/alerts takes them. One ' +
          'notification per daily or weekly run with something new ("3 new jobs"), opening the ' +
          'search; nothing when nothing is new. Pushes go out with the email digests ' +
          '(ALERTS_SCHEDULE).',
        requestBody: jsonBody(pushAlertBodySchema),
        responses: {
          201: json('Created', ref('PushAlertCreated')),
          404: errorResponse(
            'The endpoint was never sent to PUT /api/push/subscription (parameter: endpoint)',
            ['subscription_not_found'],
          ),
          ...writeErrors,
        },
      },
    },
    '/api/push/alerts/{id}': {
      delete: {
        summary: 'Stop a push alert',
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The id POST /api/push/alerts answered',
            schema: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
          },
          {
            name: 'endpoint',
            in: 'query',
            required: true,
            description: 'The endpoint of the subscription the alert belongs to',
            schema: toJson(pushEndpointBodySchema.entries.endpoint),
          },
        ],
        responses: {
          204: noContent,
          404: errorResponse('No such alert for this endpoint', ['not_found']),
          400: invalidField,
          403: crossOrigin,
          429: tooMany,
          503: databaseDown,
        },
      },
    },
  }
}
