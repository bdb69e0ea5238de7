import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { HealthOk } from '#shared/schemas/health.ts'

import { enqueueMail, markMailFailed, markMailSent } from '../mail/outbox.repo.ts'
import { recordPushResult } from '../push/push-results.repo.ts'
import { upsertPushSubscription } from '../push/push-subscriptions.repo.ts'
import { createReadiness } from '../observability/readiness.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const NOW = Date.parse('2026-11-30T05:00:00Z')
const HOUR = 3_600_000
const clock = createTestClock(NOW)
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

/** Queues a message; answers its outbox id. */
async function queue(name: string, now: number): Promise<string> {
  await enqueueMail(db, {
    alertId: null,
    kind: 'alert-digest',
    mail: {
      to: 'reader@example.org',
      subject: name,
      text: name,
      html: `<p>${name}</p>`,
      headers: {},
      messageId: `<${name}@jobszw.co.zw>`,
    },
    now,
  })
  const { rows } = await db.query<{ id: string }>(
    'select id::text as id from mail_outbox where subject = $1',
    [name],
  )
  return rows[0]?.id ?? ''
}

describe('GET /api/health', () => {
  it('counts alert mail: waiting, given up on, and sent in the last 24 hours', async () => {
    const { app } = createTestApp(db, clock)
    const empty = (await (await app.request('/api/health')).json()) as HealthOk
    expect(empty.mail).toEqual({ pending: 0, failed: 0, sent_last_day: 0 })

    await queue('waiting', NOW - HOUR)
    await markMailSent(db, await queue('sent-today', NOW - 2 * HOUR), NOW - HOUR)
    await markMailSent(db, await queue('sent-yesterday', NOW - 30 * HOUR), NOW - 25 * HOUR)
    await markMailFailed(db, await queue('refused', NOW - HOUR), {
      error: '550 Mailbox unavailable',
      now: NOW - HOUR,
      permanent: true,
    })

    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { driver: db.driver, reachable: true },
      jobs: { active: 0, expired: 0 },
      ingest: [],
      mail: { pending: 1, failed: 1, sent_last_day: 1 },
    })
  })

  it('counts push: subscriptions, and pushes taken or not in the last 24 hours', async () => {
    const { app } = createTestApp(db, clock)
    const empty = (await (await app.request('/api/health')).json()) as HealthOk
    expect(empty.push).toEqual({ subscriptions: 0, sent_last_day: 0, failed_last_day: 0 })

    await upsertPushSubscription(db, {
      endpoint: 'https://push.example/one',
      p256dh: 'p'.repeat(87),
      auth: 'a'.repeat(22),
      savedJobIds: [],
      previousEndpoint: null,
      now: NOW,
    })
    await recordPushResult(db, {
      kind: 'alert',
      outcome: { kind: 'sent', status: 201 },
      now: NOW - HOUR,
    })
    await recordPushResult(db, {
      kind: 'reminder',
      outcome: { kind: 'retry', status: 503, message: 'busy' },
      now: NOW - HOUR,
    })
    await recordPushResult(db, {
      kind: 'reminder',
      outcome: { kind: 'sent', status: 201 },
      now: NOW - 25 * HOUR,
    })
    const health = (await (await app.request('/api/health')).json()) as HealthOk
    expect(health.push).toEqual({ subscriptions: 1, sent_last_day: 1, failed_last_day: 1 })
  })
})

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers without the database; ready asks it', async () => {
    const { app } = createTestApp(db, clock)
    const live = await app.request('/api/health/live')
    expect(live.status).toBe(200)
    expect(live.headers.get('Cache-Control')).toBe('no-store')
    expect(await live.json()).toEqual({ status: 'ok' })
    const ready = await app.request('/api/health/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok' })
  })

  it('ready says 503 while the process shuts down, so a load balancer stops sending', async () => {
    const readiness = createReadiness()
    const { app } = createTestApp(db, clock, { readiness })
    readiness.drain()
    const ready = await app.request('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' })
    expect((await app.request('/api/health/live')).status).toBe(200)
  })

  it('ready says 503 when the database does not answer', async () => {
    const down = { ...db, query: () => Promise.reject(new Error('connection refused')) }
    const { app } = createTestApp(down, clock)
    const ready = await app.request('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database_unavailable' })
    expect((await app.request('/api/health/live')).status).toBe(200)
  })
})
