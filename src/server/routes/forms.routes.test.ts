import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'

import { listContactMessages } from '../forms/forms.repo.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { startTurnstileStandIn, type TurnstileStandIn } from '../testing/turnstile-stand-in.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

let turnstile: TurnstileStandIn
beforeAll(async () => {
  turnstile = await startTurnstileStandIn()
})
afterAll(() => turnstile.close())

const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  app = createTestApp(db, clock, {
    verifier: turnstile.verifier,
    trustProxy: { kind: 'hops', hops: 1 },
  }).app
})
afterAll(async () => {
  await db?.close()
})

let address = 0
beforeEach(() => {
  // Each test comes from its own address so that rate limits do not leak between tests.
  address++
  clock.advance(60 * 60_000)
})

function post(path: string, body: unknown, { raw = false, contentType = 'application/json' } = {}) {
  return app.request(path, {
    method: 'POST',
    body: raw ? (body as string) : JSON.stringify(body),
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': `198.51.100.${address}` },
  })
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rudo Moyo',
  email: 'rudo@example.com',
  subject: 'A question about a listing',
  message: 'Hello,\n\nIs the Agronomist job in Chinhoyi still open?',
  _replyto: 'rudo@example.com',
  _subject: 'Contact Form: A question about a listing',
  'cf-turnstile-response': 'good-token',
  ...overrides,
})

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error
}

describe('POST /api/contact', () => {
  it('stores a verified message and answers 201', async () => {
    const response = await post('/api/contact', contact())
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const { rows } = await db.query<{ name: string; message: string; client_key: string }>(
      'select name, message, client_key from contact_messages order by id desc limit 1',
    )
    expect(rows[0]).toEqual({
      name: 'Rudo Moyo',
      message: 'Hello,\n\nIs the Agronomist job in Chinhoyi still open?',
      client_key: `198.51.100.${address}`,
    })
    const last = turnstile.seen.at(-1)
    expect([last?.get('secret'), last?.get('response'), last?.get('remoteip')]).toEqual([
      'test-secret',
      'good-token',
      `198.51.100.${address}`,
    ])
  })

  it('lists stored messages newest first for whoever answers them', async () => {
    await post('/api/contact', contact({ subject: 'Older' }))
    clock.advance(1000)
    await post('/api/contact', contact({ subject: 'Newer' }))
    const [newest, older] = await listContactMessages(db, { limit: 2 })
    expect([newest?.subject, older?.subject]).toEqual(['Newer', 'Older'])
    expect(newest?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b' }, 'email'],
    [{ subject: undefined }, 'subject'],
    [{ message: 42 }, 'message'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ subject: 'bell\u0007' }, 'subject'],
    [{ 'cf-turnstile-response': 'x'.repeat(2049) }, 'cf-turnstile-response'],
  ])('refuses %j naming %s', async (overrides, field) => {
    const response = await post('/api/contact', contact(overrides))
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: field })
  })

  it('refuses bodies that are not a JSON object', async () => {
    for (const [body, contentType] of [
      ['{not json', 'application/json'],
      ['[1,2]', 'application/json'],
      ['name=x', 'application/x-www-form-urlencoded'],
      [JSON.stringify(contact()), 'application/jsonfoo'],
      [JSON.stringify(contact()), 'application/json; charset=latin1'],
    ] as const) {
      const response = await post('/api/contact', body, { raw: true, contentType })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).parameter).toBe('body')
    }
  })

  it('refuses bytes that are not UTF-8 instead of storing them replaced', async () => {
    const json = Buffer.from(JSON.stringify(contact({ name: 'Tapiwa NAME' })))
    const at = json.indexOf('NAME')
    // A lone continuation byte and an overlong encoding: neither is UTF-8.
    json.set([0x80, 0xc0, 0xaf, 0x41], at)
    const response = await app.request('/api/contact', {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${address}` },
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      parameter: 'body',
      message: 'The body is not valid UTF-8',
    })
    const { rows } = await db.query("select 1 from contact_messages where name like 'Tapiwa%'")
    expect(rows).toEqual([])
  })

  it('refuses a missing, failed or spent bot check with 403 and stores nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from contact_messages')
    for (const token of [undefined, 'bad-token', 'spent']) {
      const response = await post('/api/contact', contact({ 'cf-turnstile-response': token }))
      expect(response.status).toBe(403)
      expect((await errorOf(response)).code).toBe('verification_failed')
    }
    const after = await db.query<{ n: number }>('select count(*)::int as n from contact_messages')
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
  })

  it('answers 503 when the bot check service fails, so the user can retry', async () => {
    const response = await post(
      '/api/contact',
      contact({ 'cf-turnstile-response': 'server-error' }),
    )
    expect(response.status).toBe(503)
    expect((await errorOf(response)).code).toBe('verification_unavailable')
  })

  it('limits each address to 5 messages per 10 minutes, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', contact())).status).toBe(201)
    const limited = await post('/api/contact', contact())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    clock.advance(10 * 60_000 + 1)
    expect((await post('/api/contact', contact())).status).toBe(201)
  })

  it('limits a client that writes a new address into X-Forwarded-For each time', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await app.request('/api/contact', {
        method: 'POST',
        body: JSON.stringify(contact()),
        // The left entry is the client's own invention; our one proxy appended the right one.
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `192.0.2.${i}, 198.51.100.${address}`,
        },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
  })

  it('purges the hits of addresses whose window has closed', async () => {
    await post('/api/contact', contact())
    const count = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from rate_limit_hits')).rows[0]?.n
    expect(await count()).toBeGreaterThan(0)
    // Longer than every window, and than the purge interval; another address posts.
    clock.advance(2 * 60 * 60_000)
    address++
    await post('/api/contact', contact())
    expect(await count()).toBe(1)
  })
})

describe('POST /api/newsletter', () => {
  const subscription = (email: string, token = 'good-token') => ({
    email,
    subject: 'Newsletter Subscription',
    message: 'Please add me to the newsletter.',
    _replyto: email,
    'cf-turnstile-response': token,
  })

  it('subscribes once per address, whatever its case', async () => {
    const first = await post('/api/newsletter', subscription('Tendai@Example.com'))
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ ok: true, alreadySubscribed: false })
    const again = await post('/api/newsletter', subscription('tendai@example.COM'))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ok: true, alreadySubscribed: true })
    const { rows } = await db.query<{ email: string }>(
      "select email from newsletter_subscriptions where email like 'tendai%'",
    )
    expect(rows).toEqual([{ email: 'tendai@example.com' }])
  })

  it('refuses a bad address, and a failed bot check', async () => {
    expect((await post('/api/newsletter', subscription(''))).status).toBe(400)
    expect((await post('/api/newsletter', subscription('x@y'))).status).toBe(400)
    expect(
      (await post('/api/newsletter', subscription('ok@example.com', 'bad-token'))).status,
    ).toBe(403)
  })
})

describe('GET /api/config and the CSP', () => {
  it('tells the app its bot check and form endpoints, and the CSP allows the bot check', async () => {
    const response = await app.request('/api/config')
    expect(await response.json()).toEqual({
      turnstile: {
        siteKey: '1x00000000000000000000AA',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      },
      contactEndpoint: '/api/contact',
      newsletterEndpoint: '/api/newsletter',
      supportEmail: 'support@jobszw.co.zw',
      alerts: { enabled: false, push: true },
      jobPosts: { enabled: false },
    })
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    // The one inline script, the boot script, is allowed by its hash and nothing else inline.
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/challenges\.cloudflare\.com;/,
    )
    expect(csp).toContain('frame-src https://challenges.cloudflare.com')
  })
})
