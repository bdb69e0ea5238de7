import { describe, expect, it } from 'vitest'

import { parseFormBody } from './forms.ts'
import {
  MAX_PUSH_SAVED_JOBS,
  pushAlertBodySchema,
  pushEndpointBodySchema,
  pushSubscriptionBodySchema,
} from './push.ts'

const P256DH = `B${'a'.repeat(86)}`
const AUTH = 'x'.repeat(22)
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc:def'
const subscription = { endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }

const parseSubscription = (body: unknown) => parseFormBody(pushSubscriptionBodySchema, body)

describe('pushSubscriptionBodySchema', () => {
  it('takes a subscription as PushSubscription.toJSON() gives it, with the saved ids', () => {
    expect(
      parseSubscription({
        subscription: { ...subscription, expirationTime: null },
        savedJobIds: ['ABC123def456', 'abc123def456', 'k2'],
      }),
    ).toEqual({
      ok: true,
      value: {
        subscription,
        savedJobIds: ['abc123def456', 'k2'],
        previousEndpoint: null,
      },
    })
  })

  it('reads missing saved ids as none, and drops key padding', () => {
    const result = parseSubscription({
      subscription: { endpoint: ENDPOINT, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } },
      previousEndpoint: 'https://updates.push.services.mozilla.com/wpush/v2/old',
    })
    expect(result).toMatchObject({
      ok: true,
      value: {
        subscription,
        savedJobIds: [],
        previousEndpoint: 'https://updates.push.services.mozilla.com/wpush/v2/old',
      },
    })
  })

  it.each([
    [[], 'body'],
    [{}, 'subscription'],
    [{ subscription: 'x' }, 'subscription'],
    [{ subscription: { keys: subscription.keys } }, 'subscription.endpoint'],
    [
      { subscription: { ...subscription, endpoint: 'http://push.example/x' } },
      'subscription.endpoint',
    ],
    [{ subscription: { ...subscription, endpoint: 'https:///x' } }, 'subscription.endpoint'],
    [{ subscription: { ...subscription, endpoint: 'https://a b/' } }, 'subscription.endpoint'],
    [{ subscription: { endpoint: ENDPOINT } }, 'subscription.keys'],
    [{ subscription: { endpoint: ENDPOINT, keys: { auth: AUTH } } }, 'subscription.keys.p256dh'],
    [
      { subscription: { endpoint: ENDPOINT, keys: { p256dh: 'short', auth: AUTH } } },
      'subscription.keys.p256dh',
    ],
    [
      { subscription: { endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: 'a+b/' } } },
      'subscription.keys.auth',
    ],
    [{ subscription, savedJobIds: 'abc' }, 'savedJobIds'],
    [{ subscription, savedJobIds: ['abc', 'no spaces'] }, 'savedJobIds'],
    [{ subscription, savedJobIds: [1] }, 'savedJobIds'],
    [
      {
        subscription,
        savedJobIds: Array.from({ length: MAX_PUSH_SAVED_JOBS + 1 }, (_, i) => `j${i}`),
      },
      'savedJobIds',
    ],
    [{ subscription, previousEndpoint: 'nope' }, 'previousEndpoint'],
  ])('refuses %j naming %s', (body, field) => {
    const result = parseSubscription(body)
    expect(result).toMatchObject({ ok: false, field })
    if (!result.ok) expect(result.message).toMatch(field === 'body' ? /JSON object/ : field)
  })
})

describe('pushAlertBodySchema', () => {
  it('takes the search fields of an email alert', () => {
    expect(
      parseFormBody(pushAlertBodySchema, {
        endpoint: ENDPOINT,
        q: '  Driver ',
        location: 'bulawayo',
        frequency: 'weekly',
      }),
    ).toEqual({
      ok: true,
      value: {
        endpoint: ENDPOINT,
        q: 'Driver',
        location: ['bulawayo'],
        category: [],
        type: [],
        frequency: 'weekly',
      },
    })
  })

  it('names what is wrong', () => {
    expect(parseFormBody(pushAlertBodySchema, { endpoint: ENDPOINT })).toMatchObject({
      ok: false,
      field: 'frequency',
      message: 'frequency must be daily or weekly',
    })
    expect(parseFormBody(pushAlertBodySchema, { frequency: 'daily' })).toMatchObject({
      ok: false,
      field: 'endpoint',
      message: 'endpoint is required',
    })
    expect(
      parseFormBody(pushAlertBodySchema, {
        endpoint: ENDPOINT,
        location: 'gotham',
        frequency: 'daily',
      }),
    ).toMatchObject({ ok: false, field: 'location' })
  })
})

describe('pushEndpointBodySchema', () => {
  it('takes an endpoint, and nothing else', () => {
    expect(parseFormBody(pushEndpointBodySchema, { endpoint: ENDPOINT })).toEqual({
      ok: true,
      value: { endpoint: ENDPOINT },
    })
    expect(parseFormBody(pushEndpointBodySchema, { endpoint: 3 })).toMatchObject({
      ok: false,
      field: 'endpoint',
    })
  })
})
