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
    [{ subscription, previousEndpoint: `${ENDPOINT}\u0000` }, 'previousEndpoint'],
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
        pay: 'shown',
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
        pay: 'shown',
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

describe('the endpoint rule (push-endpoint.ts), in every endpoint field', () => {
  const check = (endpoint: string) => parseFormBody(pushEndpointBodySchema, { endpoint })

  it.each([
    ENDPOINT,
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh-x_y=',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bXyz%3d',
    'https://web.push.apple.com/QGuQyavXutnMH8',
    'https://127.0.0.1:8443/push/x',
    'https://push.example',
  ])('takes %s', (endpoint) => {
    expect(check(endpoint)).toEqual({ ok: true, value: { endpoint } })
  })

  it.each([
    // the legacy URL parser reads host 127.0.0.1 in these; the WHATWG one a name
    'https://127.0.0.1;.push.example/x',
    'https://127.0.0.1;.x/',
    'https://a@127.0.0.1/',
    'https://[::1]/',
    // the WHATWG parser reads 127.0.0.1 in these
    'https://0x7f.0.0.1/',
    'https://2130706433/',
    'https://127.1/',
    'https://017.0.0.1/',
    'https://%31%32%37.0.0.1/',
    'https://fcm%2egoogleapis.com/x',
    'https://fcm.googleapis.com./x',
    'https://fcm.googleapis.com:/x',
    'https://fcm.googleapis.com:0443/x',
    'https://fcm.googleapis.com\\@127.0.0.1/',
    'https://fcm.googleapis.com/x\\y',
    'https://fcm.googleapis.com/é',
    'https://fcm.googleapis.com/a b',
    'https://-x.example/',
    'HTTPS://fcm.googleapis.com/x',
    ' https://fcm.googleapis.com/x',
  ])('refuses %s', (endpoint) => {
    expect(check(endpoint)).toMatchObject({ ok: false, field: 'endpoint' })
  })

  it.each([
    ['NUL', '\u0000'],
    ['U+0001', '\u0001'],
    ['ESC', '\u001b'],
    ['U+001F', '\u001f'],
    ['DEL', '\u007f'],
    ['CR', '\r'],
  ])('refuses %s anywhere in it', (_, control) => {
    for (const endpoint of [
      `${ENDPOINT}${control}`,
      `https://fcm.googleapis.com${control}/x`,
      `https://fcm.google${control}apis.com/x`,
    ])
      expect(check(endpoint)).toMatchObject({
        ok: false,
        field: 'endpoint',
        message: 'endpoint must be the https:// address of a push service',
      })
  })
})
