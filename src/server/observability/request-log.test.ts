import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { logLines } from '../../../tests/setup/server.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { chooseRequestId, levelOf } from './request-log.ts'

const clock = createTestClock(Date.parse('2026-11-30T05:00:00Z'))
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

describe('chooseRequestId', () => {
  it("keeps a trusted proxy's id when it looks like one, and makes a fresh one otherwise", () => {
    expect(chooseRequestId('abc-123', true)).toBe('abc-123')
    expect(chooseRequestId('0123456789abcdef0123456789abcdef', true)).toBe(
      '0123456789abcdef0123456789abcdef',
    )
    expect(chooseRequestId('abc-123', false)).toMatch(UUID)
    expect(chooseRequestId('a b', true)).toMatch(UUID)
    expect(chooseRequestId('x'.repeat(129), true)).toMatch(UUID)
    expect(chooseRequestId('<script>', true)).toMatch(UUID)
    expect(chooseRequestId(undefined, true)).toMatch(UUID)
  })
})

describe('levelOf', () => {
  it('warns of a 5xx, except a 503 that says when to come back (an outage, logged once)', () => {
    const answer = (status: number, headers: Record<string, string> = {}) =>
      new Response(null, { status, headers })
    expect(levelOf(answer(200))).toBe('info')
    expect(levelOf(answer(404))).toBe('info')
    expect(levelOf(answer(500))).toBe('warn')
    expect(levelOf(answer(503))).toBe('warn')
    expect(levelOf(answer(503, { 'Retry-After': '10' }))).toBe('info')
  })
})

describe('the request log', () => {
  it('gives every answer an X-Request-Id and logs one line with it, without the query', async () => {
    const { app, addJobs } = createTestApp(db, clock)
    await addJobs([makeJobInput({ title: 'Nurse' })])
    const response = await app.request(`/api/jobs?status=active&q=reader@example.org`, {
      headers: { 'X-Request-Id': 'from-the-client' },
    })
    const id = response.headers.get('X-Request-Id')
    // No proxy is trusted here: the client's own id is not believed.
    expect(id).toMatch(UUID)
    const lines = logLines('info').filter((line) => line.msg === 'request')
    expect(lines).toEqual([
      expect.objectContaining({
        request_id: id,
        method: 'GET',
        path: '/api/jobs',
        route: '/api/jobs',
        status: 200,
        duration_ms: expect.any(Number),
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('reader@example.org')
  })

  it('puts the id on answers made outside the handlers too (a 304, a 404)', async () => {
    const { app } = createTestApp(db, clock)
    const first = await app.request('/api/jobs/counts')
    const etag = first.headers.get('etag') ?? ''
    const notModified = await app.request('/api/jobs/counts', {
      headers: { 'If-None-Match': etag },
    })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('X-Request-Id')).toMatch(UUID)
    const missing = await app.request('/api/nothing-here')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('X-Request-Id')).toMatch(UUID)
  })

  it("keeps a trusted proxy's X-Request-Id, so its log and ours share the id", async () => {
    const { app } = createTestApp(db, clock, { trustProxy: { kind: 'hops', hops: 1 } })
    const response = await app.request('/api/health/live', {
      headers: { 'X-Request-Id': 'nginx-0f3a' },
    })
    expect(response.headers.get('X-Request-Id')).toBe('nginx-0f3a')
    expect(logLines('info')).toContainEqual(
      expect.objectContaining({ request_id: 'nginx-0f3a', route: '/api/health/live' }),
    )
  })
})
