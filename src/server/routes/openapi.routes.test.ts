/**
 * GET /api/openapi.json describes every /api route, and the server keeps its word: real answers
 * of each route, for each status the document lists, pass the schema the document gives for
 * that route and status. The check is made by ajv, not valibot, so a fault shared by the schema
 * library and its JSON Schema conversion cannot hide itself.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import { takeConsoleErrors, takeLogs } from '../../../tests/setup/server.ts'
import { DatabaseUnavailableError } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import type { Mailer } from '../mail/mailer.ts'
import { lastToken, makePost } from '../job-posts/testing/post-fixtures.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

type Json = { [key: string]: unknown }

const NOW = Date.parse('2026-11-21T10:00:00Z')
const clock = createTestClock(NOW)
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']
let downApp: ReturnType<typeof createTestApp>['app']
let document: Json
let ajv: InstanceType<typeof Ajv2020>

/** The bot check answers by token: "fail" is refused, "down" is unreachable, others pass. */
const verifier: TurnstileVerifier = {
  verify: (token) =>
    Promise.resolve(
      token === 'fail'
        ? { ok: false, reason: 'rejected', codes: ['invalid-input-response'] }
        : token === 'down'
          ? { ok: false, reason: 'unavailable', codes: ['http-500'] }
          : { ok: true },
    ),
}

/** A database that never answers, as when it is stopped. */
function downDb(base: Db): Db {
  const unavailable = () => Promise.reject(new DatabaseUnavailableError('the database is down'))
  return { ...base, driver: base.driver, query: unavailable, transaction: unavailable }
}

const idOf = (externalId: string) => makeJobId('test', externalId)

beforeAll(async () => {
  db = await createTestDb()
  const testApp = createTestApp(db, clock, { verifier })
  app = testApp.app
  await testApp.addJobs([
    makeJobInput({ externalId: 'dated', expiryDate: '2026-12-31', datePosted: '2026-11-10' }),
    makeJobInput({
      externalId: 'timed',
      expiryDate: null,
      expiryTs: '2026-11-25T08:00:00+02:00',
      datePosted: '2026-11-14',
      tags: ['Engineering'],
    }),
    makeJobInput({ externalId: 'open', expiryDate: null, datePosted: null }),
    makeJobInput({ externalId: 'past', expiryDate: '2026-10-01', datePosted: '2026-09-01' }),
  ])
  // Two ingest runs for /api/health to show: one finished with a warning, one that failed.
  await db.query(
    `insert into ingest_runs (source, started_at, finished_at, ok, complete, fetched, inserted,
       updated, withdrawn, duplicates, warnings, error, duration_ms)
     values ('board', $1, $2, true, true, 12, 3, 1, 0, 2, '{"a date was unclear"}', null, 840),
            ('feed', $1, null, false, false, 0, 0, 0, 0, 0, '{}', 'HTTP 500', null)`,
    [new Date(NOW - 60_000).toISOString(), new Date(NOW).toISOString()],
  )
  downApp = createTestApp(downDb(db), clock, { verifier }).app
  document = (await (await app.request('/api/openapi.json')).json()) as Json
  ajv = new Ajv2020({ allErrors: true, strict: true })
  addFormats(ajv)
  // The document's own keywords are not schema keywords: ajv is told so, and nothing else is let
  // off, so a mistyped keyword inside a schema still fails the compile.
  ajv.addVocabulary(['openapi', 'jsonSchemaDialect', 'info', 'servers', 'paths', 'components'])
  ajv.addSchema(document, 'openapi.json')
})
afterAll(async () => {
  await db?.close()
})

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

function operation(path: string, method: string): Json {
  const found = (document['paths'] as Record<string, Record<string, Json>>)[path]?.[method]
  if (!found) throw new Error(`the document has no ${method} ${path}`)
  return found
}

/** A response and where its content is: its own, or the shared one it refers to. */
function responseAt(path: string, method: string, status: string): { response: Json; at: string } {
  const response = (operation(path, method)['responses'] as Record<string, Json>)[status]
  const target = response?.['$ref']
  if (typeof target !== 'string')
    return { response: response ?? {}, at: pointer('paths', path, method, 'responses', status) }
  const name = target.split('/').pop() ?? ''
  const shared = (document['components'] as { responses: Record<string, Json> }).responses[name]
  return { response: shared ?? {}, at: pointer('components', 'responses', name) }
}

const seen = new Set<string>()

/** Checks `response` against the document's schema for its route and status. */
async function expectDescribed(path: string, method: string, response: Response) {
  const status = String(response.status)
  const responses = operation(path, method)['responses'] as Record<string, Json>
  expect(
    responses[status],
    `${method} ${path} answered ${status}, which the document omits`,
  ).toBeDefined()
  seen.add(`${method} ${path} ${status}`)
  const { response: documented, at } = responseAt(path, method, status)
  const content = documented['content'] as Json | undefined
  if (!content) {
    expect(await response.text()).toBe('')
    return
  }
  if (content['text/html']) {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    return
  }
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const validate = ajv.compile({
    $ref: `openapi.json#/${at}/${pointer('content', 'application/json', 'schema')}`,
  })
  const body: unknown = await response.json()
  const valid = validate(body)
  expect(valid, `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true)
  return body
}

function post(path: string, body: unknown, token = 'ok') {
  const text =
    typeof body === 'string'
      ? body
      : JSON.stringify({ ...(body as Json), 'cf-turnstile-response': token })
  return app.request(path, {
    method: 'POST',
    body: text,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served with an ETag that revalidates', async () => {
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(document['openapi']).toMatch(/^3\.1\.\d+$/)
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await app.request('/api/openapi.json', {
      headers: { 'If-None-Match': etag ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('describes every /api route, each with responses whose schemas compile', () => {
    const paths = document['paths'] as Record<string, Record<string, Json>>
    expect(Object.keys(paths).sort()).toEqual([
      '/api/adverts/check',
      '/api/adverts/reports',
      '/api/alerts',
      '/api/config',
      '/api/contact',
      '/api/docs',
      '/api/employers/{slug}',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/job-posts',
      '/api/job-posts/confirm',
      '/api/job-posts/manage',
      '/api/job-posts/manage/edit',
      '/api/job-posts/manage/extend',
      '/api/job-posts/manage/filled',
      '/api/job-posts/manage/revoke',
      '/api/job-posts/preview',
      '/api/jobs',
      '/api/jobs/counts',
      '/api/jobs/facets',
      '/api/newsletter',
      '/api/openapi.json',
      '/api/push/alerts',
      '/api/push/alerts/{id}',
      '/api/push/key',
      '/api/push/subscription',
      '/api/reports',
    ])
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, described] of Object.entries(methods)) {
        const responses = described['responses'] as Record<string, Json>
        expect(Object.keys(responses).length, `${method} ${path}`).toBeGreaterThan(0)
        for (const status of Object.keys(responses)) {
          const { response, at } = responseAt(path, method, status)
          expect(typeof response['description'], `${method} ${path} ${status}`).toBe('string')
          for (const mediaType of Object.keys((response['content'] as Json | undefined) ?? {})) {
            const schema = `openapi.json#/${at}/${pointer('content', mediaType, 'schema')}`
            expect(() => ajv.compile({ $ref: schema })).not.toThrow()
          }
        }
      }
    }
    for (const [name, schema] of Object.entries(
      (document['components'] as { schemas: Record<string, Json> }).schemas,
    )) {
      expect(
        () => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` }),
        name,
      ).not.toThrow()
      expect(schema['type']).toBe('object')
    }
  })

  it('gives schemas that refuse what the server never sends', () => {
    const at = pointer(
      'paths',
      '/api/jobs',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
    )
    const validate = ajv.compile({ $ref: `openapi.json#/${at}/schema` })
    expect(validate({ jobs: [{ job_id: 'a', title: 'No other fields' }] })).toBe(false)
    const counts = ajv.compile({ $ref: 'openapi.json#/components/schemas/JobCounts' })
    expect(counts({ active: -1, expired: 0, urgent: 0, critical: 0 })).toBe(false)
    expect(counts({ active: 1.5, expired: 0, urgent: 0, critical: 0 })).toBe(false)
    const error = ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' })
    expect(error({ error: { code: 'x' } })).toBe(false)
    expect(error({ error: { code: 'x', message: 'y', parameter: 'q' } })).toBe(true)
  })

  it('lists every query parameter of GET /api/jobs with its bounds', () => {
    const parameters = operation('/api/jobs', 'get')['parameters'] as Json[]
    const byName = Object.fromEntries(parameters.map((p) => [p['name'], p['schema'] as Json]))
    expect(Object.keys(byName).sort()).toEqual(
      [
        'job_id',
        'job_ids',
        'page',
        'pageSize',
        'q',
        'sort',
        'status',
        'urgency',
        'location',
        'category',
        'type',
        'posted',
        'pay',
      ].sort(),
    )
    expect(byName['page']).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      default: 1,
    })
    expect(byName['pageSize']).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 10_000,
      default: 100,
    })
    expect(byName['q']).toMatchObject({ type: 'string', maxLength: 200 })
    expect(byName['status']).toMatchObject({ enum: ['active', 'expired'], default: 'active' })
    expect(byName['sort']).toMatchObject({ enum: ['relevance', 'newest', 'expiring'] })
    expect(byName['location']).toMatchObject({
      type: 'array',
      items: { enum: expect.arrayContaining(['harare', 'bulawayo', 'remote', 'other']) },
    })
    expect(byName['category']).toMatchObject({ type: 'array' })
    expect(byName['type']).toMatchObject({
      type: 'array',
      items: {
        enum: ['full-time', 'part-time', 'contract', 'internship', 'temporary', 'volunteer'],
      },
    })
    expect(byName['posted']).toMatchObject({ enum: ['1', '3', '7', '30'] })
    expect(byName['pay']).toMatchObject({ enum: ['shown'] })
    const facetParameters = operation('/api/jobs/facets', 'get')['parameters'] as Json[]
    expect(facetParameters.map((p) => p['name']).sort()).toEqual(
      ['q', 'status', 'urgency', 'location', 'category', 'type', 'posted', 'pay'].sort(),
    )
    expect(byName['urgency']).toMatchObject({ enum: ['critical', 'urgent'] })
    expect(byName['job_id']).toMatchObject({ type: 'string', maxLength: 64 })
    expect(byName['job_ids']).toMatchObject({ type: 'array', maxItems: 100 })
  })
})

describe('real answers match the document', () => {
  it('GET /api/jobs: lists, one job, saved jobs, not modified, and refusals', async () => {
    const list = (await expectDescribed(
      '/api/jobs',
      'get',
      await app.request('/api/jobs?status=active&page=1&pageSize=100'),
    )) as { jobs: unknown[] }
    expect(list.jobs.length).toBe(3)
    await expectDescribed(
      '/api/jobs',
      'get',
      await app.request('/api/jobs?status=expired&sort=expiring&q=job'),
    )
    await expectDescribed(
      '/api/jobs',
      'get',
      await app.request(`/api/jobs?job_id=${idOf('timed')}`),
    )
    await expectDescribed('/api/jobs', 'get', await app.request('/api/jobs?job_id=unknown1'))
    await expectDescribed(
      '/api/jobs',
      'get',
      await app.request(`/api/jobs?job_ids=${idOf('past')},${idOf('open')},nope`),
    )
    const first = await app.request('/api/jobs')
    const etag = first.headers.get('etag') ?? ''
    await expectDescribed(
      '/api/jobs',
      'get',
      await app.request('/api/jobs', { headers: { 'If-None-Match': etag } }),
    )
    await expectDescribed('/api/jobs', 'get', await app.request('/api/jobs?page=0'))
    await expectDescribed('/api/jobs', 'get', await app.request('/api/jobs?job_id=a%20b'))
  })

  it('GET /api/jobs/facets: counts, not modified, refusals', async () => {
    const facets = await app.request('/api/jobs/facets?q=job&location=harare,other')
    await expectDescribed('/api/jobs/facets', 'get', facets)
    await expectDescribed(
      '/api/jobs/facets',
      'get',
      await app.request('/api/jobs/facets?q=job&location=harare,other', {
        headers: { 'If-None-Match': facets.headers.get('etag') ?? '' },
      }),
    )
    await expectDescribed('/api/jobs/facets', 'get', await app.request('/api/jobs/facets?type=x'))
  })

  it('GET /api/employers/{slug}: a page, not modified, unknown and malformed slugs', async () => {
    const path = '/api/employers/{slug}'
    const page = await app.request('/api/employers/zambezi-microfinance-bank')
    const etag = page.headers.get('etag') ?? ''
    const employer = (await expectDescribed(path, 'get', page)) as { open: unknown[] }
    expect(employer.open.length).toBe(3)
    const again = await app.request('/api/employers/zambezi-microfinance-bank', {
      headers: { 'If-None-Match': etag },
    })
    await expectDescribed(path, 'get', again)
    await expectDescribed(path, 'get', await app.request('/api/employers/no-such-employer'))
    await expectDescribed(path, 'get', await app.request('/api/employers/Not_A_Slug'))
  })

  it('GET /api/jobs/counts, /api/config, /api/health', async () => {
    await expectDescribed('/api/jobs/counts', 'get', await app.request('/api/jobs/counts'))
    const counts = await app.request('/api/jobs/counts')
    await expectDescribed(
      '/api/jobs/counts',
      'get',
      await app.request('/api/jobs/counts', {
        headers: { 'If-None-Match': counts.headers.get('etag') ?? '' },
      }),
    )
    await expectDescribed('/api/config', 'get', await app.request('/api/config'))
    await expectDescribed('/api/health/live', 'get', await app.request('/api/health/live'))
    await expectDescribed('/api/health/ready', 'get', await app.request('/api/health/ready'))
    const health = (await expectDescribed(
      '/api/health',
      'get',
      await app.request('/api/health'),
    )) as { ingest: unknown[] }
    expect(health.ingest).toHaveLength(2)
  })

  it('answers while the database is down, in the shapes the document gives', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expectDescribed('/api/jobs', 'get', await downApp.request('/api/jobs?q=nothing-cached'))
    await expectDescribed('/api/jobs/counts', 'get', await downApp.request('/api/jobs/counts'))
    await expectDescribed('/api/jobs/facets', 'get', await downApp.request('/api/jobs/facets'))
    await expectDescribed(
      '/api/employers/{slug}',
      'get',
      await downApp.request('/api/employers/not-cached'),
    )
    await expectDescribed('/api/health', 'get', await downApp.request('/api/health'))
    await expectDescribed('/api/health/ready', 'get', await downApp.request('/api/health/ready'))
    await expectDescribed(
      '/api/contact',
      'post',
      await downApp.request('/api/contact', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Rudo',
          email: 'rudo@example.com',
          subject: 'Hi',
          message: 'Hello',
        }),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    takeConsoleErrors()
    // /api/health logs the outage as an error: it is what an operator looks at.
    expect(takeLogs('error')).toMatchObject([{ msg: 'health check failed' }])
  })

  it('POST /api/contact: stored, refused fields, bot check, body too large, rate limit', async () => {
    clock.advance(24 * 60 * 60_000)
    const message = {
      name: 'Rudo Moyo',
      email: 'rudo@example.com',
      subject: 'Listing',
      message: 'Hello',
    }
    await expectDescribed('/api/contact', 'post', await post('/api/contact', message))
    await expectDescribed(
      '/api/contact',
      'post',
      await post('/api/contact', { ...message, email: 'nope' }),
    )
    await expectDescribed('/api/contact', 'post', await post('/api/contact', message, 'fail'))
    await expectDescribed('/api/contact', 'post', await post('/api/contact', message, 'down'))
    await expectDescribed(
      '/api/contact',
      'post',
      await post('/api/contact', { ...message, message: 'x'.repeat(70 * 1024) }),
    )
    let response = await post('/api/contact', message)
    for (let attempt = 0; attempt < 10 && response.status !== 429; attempt++)
      response = await post('/api/contact', message)
    await expectDescribed('/api/contact', 'post', response)
  })

  it('POST /api/newsletter: new, already subscribed, refused', async () => {
    clock.advance(24 * 60 * 60_000)
    await expectDescribed(
      '/api/newsletter',
      'post',
      await post('/api/newsletter', { email: 'a@example.com' }),
    )
    await expectDescribed(
      '/api/newsletter',
      'post',
      await post('/api/newsletter', { email: 'A@example.com' }),
    )
    await expectDescribed('/api/newsletter', 'post', await post('/api/newsletter', { email: '' }))
  })

  it('POST /api/reports: stored, unknown job, already reported, refused', async () => {
    clock.advance(24 * 60 * 60_000)
    const report = { jobId: idOf('dated'), reason: 'misleading', reporterId: 'device-1234' }
    await expectDescribed('/api/reports', 'post', await post('/api/reports', report))
    await expectDescribed('/api/reports', 'post', await post('/api/reports', report))
    await expectDescribed(
      '/api/reports',
      'post',
      await post('/api/reports', { ...report, jobId: 'unknown1' }),
    )
    await expectDescribed(
      '/api/reports',
      'post',
      await post('/api/reports', { ...report, reason: 'dull' }),
    )
  })

  it('POST /api/adverts/reports: stored, already sent, refused', async () => {
    clock.advance(24 * 60 * 60_000)
    const sent = { text: 'Pay $20 by EcoCash to secure your slot', verdict: 'caution', note: null }
    await expectDescribed('/api/adverts/reports', 'post', await post('/api/adverts/reports', sent))
    await expectDescribed('/api/adverts/reports', 'post', await post('/api/adverts/reports', sent))
    await expectDescribed(
      '/api/adverts/reports',
      'post',
      await post('/api/adverts/reports', { ...sent, verdict: 'real' }),
    )
  })

  it('POST /api/adverts/check: an answer, refused fields, body too large, cross-origin', async () => {
    clock.advance(24 * 60 * 60_000)
    const path = '/api/adverts/check'
    const send = (body: string, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', ...headers },
      })
    const answer = (await expectDescribed(
      path,
      'post',
      await send(JSON.stringify({ text: 'Accounts clerk at Zambezi Microfinance Bank' })),
    )) as { verdict: string }
    expect(answer.verdict).toBe('matches')
    await expectDescribed(
      path,
      'post',
      await send(
        JSON.stringify({
          text: 'Zambezi Microfinance Bank accounts clerk: pay $20 registration fee by EcoCash to 0773 999 888',
        }),
      ),
    )
    await expectDescribed(path, 'post', await send(JSON.stringify({ text: ' ' })))
    await expectDescribed(path, 'post', await send(JSON.stringify({ text: 'x'.repeat(130_000) })))
    await expectDescribed(
      path,
      'post',
      await send(JSON.stringify({ text: 'x' }), { Origin: 'https://evil.example' }),
    )
    await expectDescribed(
      path,
      'post',
      await downApp.request(path, {
        method: 'POST',
        body: JSON.stringify({ text: 'x' }),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })

  it('POST /api/alerts: taken, refused fields, no mail server', async () => {
    clock.advance(24 * 60 * 60_000)
    const mailer: Mailer = { send: async () => undefined, close: async () => undefined }
    const withMail = createTestApp(db, clock, { verifier, mailer }).app
    const request = { email: 'rudo@example.com', location: ['harare'], frequency: 'daily' }
    const postTo = (target: typeof app, body: Json) =>
      target.request('/api/alerts', {
        method: 'POST',
        body: JSON.stringify({ ...body, 'cf-turnstile-response': 'ok' }),
        headers: { 'Content-Type': 'application/json' },
      })
    await expectDescribed('/api/alerts', 'post', await postTo(withMail, request))
    await expectDescribed(
      '/api/alerts',
      'post',
      await postTo(withMail, { ...request, frequency: 'hourly' }),
    )
    await expectDescribed('/api/alerts', 'post', await postTo(app, request))
  })

  it('/api/job-posts: preview, post, confirm, manage, and refusals', async () => {
    clock.advance(24 * 60 * 60_000)
    const mailer: Mailer = { send: async () => undefined, close: async () => undefined }
    const withMail = createTestApp(db, clock, { verifier, mailer }).app
    const call = (target: typeof app, path: string, body: unknown) =>
      target.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      })
    const described = async (path: string, body: unknown, target = withMail) =>
      expectDescribed(path, 'post', await call(target, path, body))
    const held = makePost({ title: 'Clerk', agency: true })
    await described('/api/job-posts/preview', { ...held, workEmail: 'hr@zpc.co.zw' })
    await described('/api/job-posts/preview', { ...held, closingDate: '2020-01-01' })
    const send = { ...held, workEmail: 'hr@zpc.co.zw', 'cf-turnstile-response': 'ok' }
    await described('/api/job-posts', send)
    await described('/api/job-posts', { ...send, title: '' })
    await described('/api/job-posts', send, app)
    const confirmToken = await lastToken(db, 'confirm')
    await described('/api/job-posts/confirm', { token: confirmToken })
    await described('/api/job-posts/confirm', { token: 'x'.repeat(43) })
    await described('/api/job-posts/confirm', { token: 1 })
    await described('/api/job-posts/confirm', { token: confirmToken }, app)
    const token = await lastToken(db, 'manage')
    for (const path of ['/api/job-posts/manage', '/api/job-posts/manage/filled']) {
      await described(path, { token })
      await described(path, { token: 'x'.repeat(43) })
      await described(path, {})
      await described(path, { token }, app)
    }
    await described('/api/job-posts/manage/edit', { token, post: makePost({ agency: false }) })
    await described('/api/job-posts/manage/edit', { token: 'x'.repeat(43), post: held })
    await described('/api/job-posts/manage/edit', { token, post: { ...held, town: 'gotham' } })
    await described('/api/job-posts/manage/edit', { token, post: held }, app)
    await described('/api/job-posts/manage/filled', { token })
    await described('/api/job-posts/manage/extend', { token, closingDate: '2027-01-10' })
    await described('/api/job-posts/manage/extend', {
      token: 'x'.repeat(43),
      closingDate: '2027-01-10',
    })
    await described('/api/job-posts/manage/extend', { token, closingDate: '2020-01-01' })
    await described('/api/job-posts/manage/extend', { token, closingDate: '2027-01-10' }, app)
    await described('/api/job-posts/manage/revoke', { token })
    await described('/api/job-posts/manage/revoke', { token })
    await described('/api/job-posts/manage/revoke', {})
    await described('/api/job-posts/manage/revoke', { token }, app)
  })

  it('/api/push: the key, a subscription, an alert, and refusals', async () => {
    clock.advance(24 * 60 * 60_000)
    const endpoint = 'https://fcm.googleapis.com/fcm/send/openapi'
    const write = (method: string, path: string, body: unknown) =>
      app.request(path, {
        method,
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      })
    await expectDescribed('/api/push/key', 'get', await app.request('/api/push/key'))
    const subscription = {
      subscription: { endpoint, keys: { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) } },
      savedJobIds: [idOf('dated')],
    }
    const subscribe = (body: unknown) => write('PUT', '/api/push/subscription', body)
    await expectDescribed('/api/push/subscription', 'put', await subscribe(subscription))
    await expectDescribed(
      '/api/push/subscription',
      'put',
      await subscribe({ ...subscription, savedJobIds: 'x' }),
    )
    await expectDescribed(
      '/api/push/subscription',
      'put',
      await app.request('/api/push/subscription', {
        method: 'PUT',
        body: JSON.stringify(subscription),
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      }),
    )
    await expectDescribed(
      '/api/push/subscription',
      'put',
      await subscribe({ ...subscription, padding: 'x'.repeat(70 * 1024) }),
    )
    const alert = { endpoint, q: 'clerk', frequency: 'weekly' }
    const created = await write('POST', '/api/push/alerts', alert)
    const { id } = (await expectDescribed('/api/push/alerts', 'post', created)) as { id: string }
    await expectDescribed(
      '/api/push/alerts',
      'post',
      await write('POST', '/api/push/alerts', { ...alert, endpoint: `${endpoint}-unknown` }),
    )
    await expectDescribed(
      '/api/push/alerts',
      'post',
      await write('POST', '/api/push/alerts', { ...alert, frequency: 'hourly' }),
    )
    const query = `endpoint=${encodeURIComponent(endpoint)}`
    const stop = (path: string) => app.request(path, { method: 'DELETE' })
    await expectDescribed(
      '/api/push/alerts/{id}',
      'delete',
      await stop(`/api/push/alerts/${id}?${query}`),
    )
    await expectDescribed(
      '/api/push/alerts/{id}',
      'delete',
      await stop(`/api/push/alerts/99999?${query}`),
    )
    await expectDescribed('/api/push/alerts/{id}', 'delete', await stop(`/api/push/alerts/${id}`))
    await expectDescribed(
      '/api/push/subscription',
      'delete',
      await write('DELETE', '/api/push/subscription', { endpoint }),
    )
    await expectDescribed(
      '/api/push/subscription',
      'delete',
      await write('DELETE', '/api/push/subscription', { endpoint: 'nope' }),
    )
    await expectDescribed('/api/push/key', 'get', await downApp.request('/api/push/key'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expectDescribed(
      '/api/push/subscription',
      'put',
      await downApp.request('/api/push/subscription', {
        method: 'PUT',
        body: JSON.stringify(subscription),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })

  it('GET /api/openapi.json and /api/docs, and their revalidations', async () => {
    for (const path of ['/api/openapi.json', '/api/docs']) {
      const response = await app.request(path)
      const etag = response.headers.get('etag') ?? ''
      await expectDescribed(path, 'get', response)
      await expectDescribed(
        path,
        'get',
        await app.request(path, { headers: { 'If-None-Match': etag } }),
      )
    }
  })

  it('saw an answer for every response the document lists, bar the few listed here', () => {
    // Not produced above: each is a branch that the routes' own suites cover.
    const notProduced = new Set([
      'post /api/newsletter 403',
      'post /api/newsletter 413',
      'post /api/newsletter 429',
      'post /api/newsletter 503',
      'post /api/reports 403',
      'post /api/reports 413',
      'post /api/reports 429',
      'post /api/reports 503',
      // advert-reports.routes.test.ts covers these
      'post /api/adverts/reports 403',
      'post /api/adverts/reports 413',
      'post /api/adverts/reports 429',
      'post /api/adverts/reports 503',
      'post /api/alerts 403',
      'post /api/alerts 413',
      'post /api/alerts 429',
      'put /api/push/subscription 429',
      'delete /api/push/subscription 403',
      'delete /api/push/subscription 413',
      'delete /api/push/subscription 429',
      'delete /api/push/subscription 503',
      'post /api/push/alerts 403',
      'post /api/push/alerts 413',
      'post /api/push/alerts 429',
      'post /api/push/alerts 503',
      'delete /api/push/alerts/{id} 403',
      'delete /api/push/alerts/{id} 413',
      'delete /api/push/alerts/{id} 429',
      'delete /api/push/alerts/{id} 503',
      // the job-posts routes' own suite covers these
      'post /api/job-posts/preview 403',
      'post /api/job-posts/preview 413',
      'post /api/job-posts/preview 429',
      'post /api/job-posts 403',
      'post /api/job-posts 413',
      'post /api/job-posts 429',
      'post /api/job-posts/confirm 403',
      'post /api/job-posts/confirm 413',
      'post /api/job-posts/confirm 429',
      'post /api/job-posts/manage 403',
      'post /api/job-posts/manage 413',
      'post /api/job-posts/manage 429',
      'post /api/job-posts/manage/edit 403',
      'post /api/job-posts/manage/edit 413',
      'post /api/job-posts/manage/edit 429',
      'post /api/job-posts/manage/filled 403',
      'post /api/job-posts/manage/filled 413',
      'post /api/job-posts/manage/filled 429',
      'post /api/job-posts/manage/extend 403',
      'post /api/job-posts/manage/extend 413',
      'post /api/job-posts/manage/extend 429',
      'post /api/job-posts/manage/revoke 403',
      'post /api/job-posts/manage/revoke 413',
      'post /api/job-posts/manage/revoke 429',
      'post /api/job-posts/preview 503',
      // the adverts routes' own suite covers these
      'post /api/adverts/check 429',
    ])
    const documented: string[] = []
    for (const [path, methods] of Object.entries(
      document['paths'] as Record<string, Record<string, Json>>,
    ))
      for (const [method, described] of Object.entries(methods))
        for (const status of Object.keys(described['responses'] as Json))
          documented.push(`${method} ${path} ${status}`)
    // 431 is Node's own answer, before the app: app.request() never meets it, so
    // api-properties.test.ts sends it through a listening server.
    const missing = documented.filter(
      (entry) => !seen.has(entry) && !notProduced.has(entry) && !entry.endsWith(' 431'),
    )
    expect(missing).toEqual([])
  })
})

describe('bad values on every query parameter', () => {
  it.each([
    ['status=open', 'status'],
    ['page=0', 'page'],
    ['pageSize=10001', 'pageSize'],
    ['sort=oldest', 'sort'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=tab%09in', 'q'],
    ['urgency=soon', 'urgency'],
    ['location=gotham', 'location'],
    ['category=ict,poetry', 'category'],
    ['type=seasonal', 'type'],
    ['posted=2', 'posted'],
    ['job_ids=a,,b', 'job_ids'],
    ['job_ids=a&job_ids=b', 'job_ids'],
    ['job_id=a&job_id=b', 'job_id'],
  ])('%s is a 400 naming %s', async (query, parameter) => {
    const response = await app.request(`/api/jobs?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'invalid_parameter', message: expect.any(String) as string, parameter },
    })
  })

  it('a job_id no job can have is a 404 naming job_id', async () => {
    const response = await app.request('/api/jobs?job_id=-abc')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'job_not_found', message: 'Job not found', parameter: 'job_id' },
    })
  })
})

describe('GET /api/docs', () => {
  it('is a page of every route with its parameters and bounds, with no script', async () => {
    const response = await app.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('etag')).toBeTruthy()
    const html = await response.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/https?:\/\/(?!json-schema|spec\.openapis)/)
    for (const route of [
      'GET /api/jobs',
      'GET /api/jobs/counts',
      'GET /api/jobs/facets',
      'GET /api/config',
      'GET /api/health',
      'POST /api/contact',
      'POST /api/newsletter',
      'POST /api/reports',
      'POST /api/adverts/reports',
      'POST /api/alerts',
      'GET /api/push/key',
      'PUT /api/push/subscription',
      'DELETE /api/push/subscription',
      'POST /api/push/alerts',
      'DELETE /api/push/alerts/{id}',
      'POST /api/adverts/check',
    ])
      expect(html).toContain(`<code>${route}</code>`)
    for (const text of [
      'pageSize',
      'at most <code>10000</code>',
      'at most <code>200</code> characters',
      'job_ids',
      'at most <code>100</code> items',
    ])
      expect(html).toContain(text)
  })
})
