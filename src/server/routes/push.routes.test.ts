import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'
import { PUSH_ENDPOINT } from '#shared/schemas/push-endpoint.ts'

import { DEFAULT_PUSH_SERVICE_HOSTS } from '../push/push-endpoint-rule.ts'
import { findPushSubscriptionId } from '../push/push-subscriptions.repo.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { pushEndpointPattern } from './push.operations.ts'

const clock = createTestClock(Date.parse('2026-11-30T05:00:00Z'))
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1'
const KEYS = { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) }
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  app = createTestApp(db, clock, { trustProxy: { kind: 'hops', hops: 1 } }).app
})
afterAll(async () => {
  await db?.close()
})

let client = 0
beforeEach(() => {
  // Each test from its own address, an hour on: rate limits do not leak between tests.
  client++
  clock.advance(60 * 60_000)
})

function send(method: string, path: string, body?: unknown, from = `198.51.100.${client}`) {
  return app.request(path, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
  })
}

const putSubscription = (overrides: Record<string, unknown> = {}, from?: string) =>
  send(
    'PUT',
    '/api/push/subscription',
    { subscription: { endpoint: ENDPOINT, keys: KEYS }, savedJobIds: ['abc123'], ...overrides },
    from,
  )

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error
}

describe('GET /api/push/key', () => {
  it('answers the VAPID public key, the same every time', async () => {
    const response = await app.request('/api/push/key')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { publicKey } = (await response.json()) as { publicKey: string }
    expect(publicKey).toMatch(/^[\w-]{87}$/)
    // a P-256 point, uncompressed
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4)
    const again = (await (await app.request('/api/push/key')).json()) as { publicKey: string }
    expect(again.publicKey).toBe(publicKey)
  })
})

describe('PUT and DELETE /api/push/subscription', () => {
  it('stores the subscription by endpoint, with the saved jobs, and forgets it', async () => {
    const first = await putSubscription()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true, created: true })
    const again = await putSubscription({ savedJobIds: ['abc123', 'def456'] })
    expect(await again.json()).toEqual({ ok: true, created: false })
    const { rows } = await db.query<{ saved_job_ids: string[] }>(
      'select saved_job_ids from push_subscriptions where endpoint = $1',
      [ENDPOINT],
    )
    expect(rows).toEqual([{ saved_job_ids: ['abc123', 'def456'] }])

    const gone = await send('DELETE', '/api/push/subscription', { endpoint: ENDPOINT })
    expect(gone.status).toBe(204)
    expect(await gone.text()).toBe('')
    expect(await findPushSubscriptionId(db, ENDPOINT)).toBeNull()
    // forgetting what is not there is done too
    expect((await send('DELETE', '/api/push/subscription', { endpoint: ENDPOINT })).status).toBe(
      204,
    )
  })

  it.each([
    [{ subscription: null }, 'subscription'],
    [{ subscription: { endpoint: 'http://push.example/x', keys: KEYS } }, 'subscription.endpoint'],
    [
      { subscription: { endpoint: ENDPOINT, keys: { p256dh: 'x', auth: KEYS.auth } } },
      'subscription.keys.p256dh',
    ],
    [{ savedJobIds: ['ok', 'not ok'] }, 'savedJobIds'],
    [
      { subscription: { endpoint: 'https://192.168.1.1/push', keys: KEYS } },
      'subscription.endpoint',
    ],
  ])('refuses %j with a 400 naming %s', async (overrides, parameter) => {
    const response = await putSubscription(overrides)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter })
  })

  it('refuses a body that is not JSON', async () => {
    const response = await send('PUT', '/api/push/subscription', 'nope')
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ parameter: 'body' })
  })

  it('refuses writes from another site', async () => {
    const response = await app.request('/api/push/subscription', {
      method: 'DELETE',
      body: JSON.stringify({ endpoint: ENDPOINT }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it('limits writes per client address (PUSH_RATE_LIMIT, 30 an hour by default)', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 31; index++) statuses.push((await putSubscription()).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    const refused = await putSubscription()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // another address is not held back
    expect((await putSubscription({}, '203.0.113.9')).status).toBe(200)
  })
})

describe('POST and DELETE /api/push/alerts', () => {
  const alert = {
    endpoint: ENDPOINT,
    q: 'driver',
    location: 'bulawayo',
    pay: 'shown',
    frequency: 'daily',
  }

  it('makes an alert for a known subscription, and stops it for that endpoint only', async () => {
    await putSubscription()
    const created = await send('POST', '/api/push/alerts', alert)
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const { rows } = await db.query(
      'select q, location, category, type, pay, frequency from push_alerts where id = $1::bigint',
      [id],
    )
    expect(rows).toEqual([
      {
        q: 'driver',
        location: ['bulawayo'],
        category: [],
        type: [],
        pay: 'shown',
        frequency: 'daily',
      },
    ])

    const other = encodeURIComponent('https://fcm.googleapis.com/fcm/send/device-2')
    expect((await send('DELETE', `/api/push/alerts/${id}?endpoint=${other}`)).status).toBe(404)
    const mine = encodeURIComponent(ENDPOINT)
    expect((await send('DELETE', `/api/push/alerts/${id}?endpoint=${mine}`)).status).toBe(204)
    expect((await send('DELETE', `/api/push/alerts/abc?endpoint=${mine}`)).status).toBe(404)
    const bad = await send('DELETE', `/api/push/alerts/${id}`)
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toMatchObject({ parameter: 'endpoint' })
  })

  it('asks for the subscription first (404), and names a wrong field (400)', async () => {
    const unknown = await send('POST', '/api/push/alerts', {
      ...alert,
      endpoint: 'https://fcm.googleapis.com/fcm/send/never-sent',
    })
    expect(unknown.status).toBe(404)
    expect(await errorOf(unknown)).toMatchObject({
      code: 'subscription_not_found',
      parameter: 'endpoint',
    })
    const wrong = await send('POST', '/api/push/alerts', { ...alert, frequency: 'hourly' })
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toMatchObject({
      parameter: 'frequency',
      message: 'frequency must be daily or weekly',
    })
  })
})

describe('push endpoints: https://, a host of letters, digits, dots and hyphens, on the list', () => {
  async function stored() {
    const { rows } = await db.query<{ count: string }>(
      'select count(*)::text as count from push_subscriptions',
    )
    return Number(rows[0]?.count)
  }

  it.each([
    // the legacy URL parser reads host 127.0.0.1, port 443; the WHATWG one a name
    'https://127.0.0.1;.push.example/x',
    'https://127.0.0.1;.x/',
    'https://a@127.0.0.1/',
    'https://fcm.googleapis.com@127.0.0.1/fcm/send/x',
    'https://[::1]/',
    'https://0x7f.0.0.1/',
    'https://2130706433/',
    'https://127.1/',
    'https://127.0.0.1/push',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil-fcm.googleapis.com/fcm/send/x',
    'https://push.services.mozilla.com/wpush/v2/x',
    'https://%31%32%37.0.0.1/',
    'https://fcm%2egoogleapis.com/fcm/send/x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://fcm.googleapis.com:0443/fcm/send/x',
    'https://fcm.googleapis.com/fcm/send/x\\y',
    'https://fcm.googleapis.com/fcm/send/é',
  ])('refuses %s with a 400 and stores nothing', async (endpoint) => {
    const before = await stored()
    const response = await putSubscription({ subscription: { endpoint, keys: KEYS } })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      code: 'invalid_field',
      parameter: 'subscription.endpoint',
    })
    expect(await stored()).toBe(before)
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/cXyz:APA91bH-a_b~c',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh-x_y=',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bXyz%3d',
    'https://web.push.apple.com/QGuQyavXutnMH8',
  ])('takes the endpoint of a real push service: %s', async (endpoint) => {
    const response = await putSubscription({ subscription: { endpoint, keys: KEYS } })
    expect(response.status).toBe(200)
    expect(await findPushSubscriptionId(db, endpoint)).not.toBeNull()
  })

  it.each([
    ['NUL', '\u0000'],
    ['U+0001', '\u0001'],
    ['U+001F', '\u001f'],
    ['DEL', '\u007f'],
    ['a tab', '\t'],
    ['a line feed', '\n'],
  ])(
    'refuses %s in an endpoint with a 400 naming the field, on every route',
    async (_, control) => {
      const bad = `${ENDPOINT}/a${control}b`
      const expectRefused = async (response: Response, parameter: string) => {
        expect(response.status).toBe(400)
        expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter })
      }
      await expectRefused(
        await putSubscription({ subscription: { endpoint: bad, keys: KEYS } }),
        'subscription.endpoint',
      )
      await expectRefused(await putSubscription({ previousEndpoint: bad }), 'previousEndpoint')
      await expectRefused(
        await send('DELETE', '/api/push/subscription', { endpoint: bad }),
        'endpoint',
      )
      await expectRefused(
        await send('POST', '/api/push/alerts', { endpoint: bad, frequency: 'daily' }),
        'endpoint',
      )
      await expectRefused(
        await send('DELETE', `/api/push/alerts/1?endpoint=${encodeURIComponent(bad)}`),
        'endpoint',
      )
    },
  )

  it('describes every endpoint field with the one pattern it checks', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApi
    const body = (path: string, method: string) =>
      document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema
    const patterns = [
      body('/api/push/subscription', 'put')?.properties?.['subscription']?.properties?.['endpoint'],
      body('/api/push/subscription', 'delete')?.properties?.['endpoint'],
      body('/api/push/alerts', 'post')?.properties?.['endpoint'],
      document.paths['/api/push/alerts/{id}']?.['delete']?.parameters?.find(
        (parameter) => parameter.name === 'endpoint',
      )?.schema,
    ].map((schema) => schema?.pattern)
    // A subscription's endpoint is also held to PUSH_SERVICE_HOSTS, and its pattern says so.
    expect(patterns).toEqual([
      pushEndpointPattern(DEFAULT_PUSH_SERVICE_HOSTS),
      ...Array(3).fill(PUSH_ENDPOINT.source),
    ])
    // JSON Schema validators compile patterns with the u flag: the pattern reads the same there
    expect(new RegExp(PUSH_ENDPOINT.source, 'u').test(ENDPOINT)).toBe(true)
    expect(new RegExp(PUSH_ENDPOINT.source, 'u').test('https://127.0.0.1;.x/')).toBe(false)
  })
})

interface JsonSchema {
  pattern?: string
  properties?: Record<string, JsonSchema>
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
        parameters?: { name: string; schema: JsonSchema }[]
      }
    >
  >
}
