/**
 * Push alerts and reminders end to end: jobs stored as ingestion stores them, subscriptions
 * stored as the app sends them, pushes sent by the real sender to a local HTTPS push service
 * that decrypts them as the phone would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import webpush from 'web-push'

import { takeLogs } from '../../../tests/setup/server.ts'

import { makeJobId } from '../jobs/job-id.ts'
import type { JobInput } from '../jobs/job-input.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { startLocalPushService, type LocalPushService } from '../testing/local-push-service.ts'
import { createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { createPushAlert } from './push-alerts.repo.ts'
import { countPush } from './push-results.repo.ts'
import { createPushSender, type PushSender } from './push-sender.ts'
import { findPushSubscriptionId, upsertPushSubscription } from './push-subscriptions.repo.ts'
import { runPushAlerts } from './run-push-alerts.ts'
import { runPushReminders } from './run-push-reminders.ts'

const HARARE = 'Africa/Harare'
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Monday 30 November 2026, 07:00 in Harare */
const MONDAY = Date.parse('2026-11-30T05:00:00Z')
const clock = createTestClock(MONDAY)
let db: TestDb
let service: LocalPushService
let sender: PushSender

beforeAll(async () => {
  db = await createTestDb()
  service = await startLocalPushService()
  const keys = webpush.generateVAPIDKeys()
  sender = createPushSender({
    keys: async () => keys,
    subject: 'mailto:support@jobszw.co.zw',
    serviceHosts: ['127.0.0.1'],
    ca: service.ca,
  })
})
afterAll(async () => {
  await service?.close()
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from push_subscriptions')
  await db.query('delete from push_results')
  await db.query('delete from jobs')
  service.received.length = 0
  service.reply(201)
  clock.set(MONDAY)
})

/** "2026-11-27": `days` before the test clock's day in Harare */
const daysAgo = (days: number) =>
  new Date(clock.now() + 2 * HOUR - days * DAY).toISOString().slice(0, 10)
const store = (jobs: JobInput[]) => upsertJobs(db, jobs, { now: clock.now(), timeZone: HARARE })
const idOf = (job: JobInput) => makeJobId(job.source, job.externalId)
const driver = (overrides: Partial<JobInput> = {}) =>
  makeJobInput({
    title: 'Truck Driver',
    location: 'Bulawayo',
    datePosted: daysAgo(2),
    expiryDate: '2026-12-31',
    ...overrides,
  })

/** A phone subscribed on the local push service, with these jobs saved. */
async function subscribe(name: string, savedJobIds: string[] = []) {
  const { endpoint, keys } = service.subscribe(name)
  const { id } = await upsertPushSubscription(db, {
    endpoint,
    ...keys,
    savedJobIds,
    previousEndpoint: null,
    now: clock.now() - HOUR,
  })
  return { id, endpoint }
}

async function addPushAlert(subscriptionId: string) {
  return createPushAlert(db, {
    subscriptionId,
    q: 'driver',
    location: ['bulawayo'],
    category: [],
    type: [],
    pay: null,
    frequency: 'daily',
    now: clock.now() - HOUR,
  })
}

const alerts = (force = false) => runPushAlerts({ db, clock, timeZone: HARARE, sender, force })
const reminders = () => runPushReminders({ db, clock, timeZone: HARARE, sender })
const payloads = () => service.received.map((push) => push.payload)

describe('push alerts', () => {
  it('push once what matches: first the last 7 days, then only jobs stored since', async () => {
    await store([
      driver(),
      driver({ title: 'Bus Driver', datePosted: daysAgo(5) }),
      driver({ title: 'Old Driver', datePosted: daysAgo(12) }),
      driver({ location: 'Harare' }),
      makeJobInput({ title: 'Accounts Clerk', location: 'Bulawayo' }),
    ])
    const { id } = await subscribe('alerts')
    const alertId = await addPushAlert(id)

    expect(await alerts()).toEqual({ looked: 1, sent: 1, gone: 0, failed: 0 })
    expect(payloads()).toEqual([
      {
        title: '2 new jobs',
        body: 'for driver jobs in Bulawayo',
        url: '/jobs/all?q=driver&location=bulawayo',
        tag: `alert-${alertId}`,
      },
    ])
    expect(service.received[0]?.headers).toMatchObject({
      topic: `alert-${alertId}`,
      ttl: '86400',
      urgency: 'normal',
    })
    // not due again the same morning; the next morning nothing is new: no push
    expect(await alerts()).toEqual({ looked: 0, sent: 0, gone: 0, failed: 0 })
    clock.advance(DAY)
    expect(await alerts()).toEqual({ looked: 1, sent: 0, gone: 0, failed: 0 })

    clock.advance(HOUR)
    const match = driver({ title: 'Delivery Driver', datePosted: daysAgo(0) })
    await store([match, makeJobInput({ title: 'Receptionist', location: 'Bulawayo' })])
    clock.advance(DAY)
    expect(await alerts()).toMatchObject({ sent: 1 })
    expect(payloads().at(-1)).toMatchObject({ title: '1 new job' })
    const { rows } = await db.query<{ job_id: string }>(
      'select job_id from push_alert_sent_jobs where alert_id = $1::bigint',
      [alertId],
    )
    expect(rows.map((row) => row.job_id)).toContain(idOf(match))
    expect(await countPush(db, clock.now())).toMatchObject({ subscriptions: 1, sentLastDay: 1 })
  })

  it('keeps the jobs for the next run when the push service is busy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await store([driver()])
    const { id } = await subscribe('busy')
    await addPushAlert(id)
    service.reply(503)
    expect(await alerts()).toEqual({ looked: 1, sent: 0, gone: 0, failed: 1 })
    service.reply(201)
    expect(await alerts()).toEqual({ looked: 1, sent: 1, gone: 0, failed: 0 })
    expect(payloads().at(-1)).toMatchObject({ title: '1 new job' })
    expect(await countPush(db, clock.now())).toEqual({
      subscriptions: 1,
      sentLastDay: 1,
      failedLastDay: 1,
    })
  })

  it('deletes a subscription the push service calls gone (410), with its alerts', async () => {
    await store([driver()])
    const { id, endpoint } = await subscribe('gone')
    await addPushAlert(id)
    await addPushAlert(id)
    service.reply(410)
    expect(await alerts()).toEqual({ looked: 1, sent: 0, gone: 1, failed: 0 })
    expect(service.received).toHaveLength(1)
    expect(await findPushSubscriptionId(db, endpoint)).toBeNull()
    const { rows } = await db.query('select 1 from push_alerts')
    expect(rows).toEqual([])
  })
})

describe('push reminders', () => {
  it('push each due reminder once, by the shared rule, under the tag the app uses', async () => {
    // Friday 4 December ends at 21:59:59.999 UTC: 3 days and 17 hours after MONDAY
    const saved = driver({ title: 'Nurse', company: 'Parirenyatwa', expiryDate: '2026-12-04' })
    const later = driver({ title: 'Clerk', expiryDate: '2026-12-31' })
    const withdrawn = driver({ title: 'Gone', expiryDate: '2026-12-02' })
    const open = driver({ title: 'Open', expiryDate: null })
    await store([saved, later, withdrawn, open])
    await db.query('update jobs set withdrawn_at = $2 where id = $1', [
      idOf(withdrawn),
      '2026-11-29',
    ])
    await subscribe('phone', [idOf(saved), idOf(later), idOf(withdrawn), idOf(open), 'unknown1'])

    expect(await reminders()).toEqual({ looked: 1, sent: 0, gone: 0, failed: 0 })
    clock.set(Date.parse('2026-12-01T22:00:00Z')) // within 3 days of the deadline
    expect(await reminders()).toMatchObject({ sent: 1 })
    expect(payloads()).toEqual([
      {
        title: 'Closing soon: Nurse',
        body: expect.stringMatching(/^Parirenyatwa\. /) as string,
        url: `/job/${idOf(saved)}`,
        tag: `reminder-${idOf(saved)}-three-days`,
        reminder: `${idOf(saved)}:three-days`,
      },
    ])
    expect(service.received[0]?.headers['topic']).toBe(`reminder-${idOf(saved)}`)
    clock.advance(HOUR)
    expect(await reminders()).toMatchObject({ sent: 0 })

    clock.set(Date.parse('2026-12-04T06:00:00Z')) // its last day
    expect(await reminders()).toMatchObject({ sent: 1 })
    expect(payloads().at(-1)).toMatchObject({
      title: 'Last day to apply: Nurse',
      tag: `reminder-${idOf(saved)}-last-day`,
    })
    expect(await reminders()).toMatchObject({ sent: 0 })
    expect(service.received).toHaveLength(2)
  })

  it('deletes the subscription on 410, and tries a busy service again next run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const saved = driver({ expiryDate: '2026-12-02' })
    await store([saved])
    const busy = await subscribe('busy-phone', [idOf(saved)])
    service.reply(429)
    expect(await reminders()).toEqual({ looked: 1, sent: 0, gone: 0, failed: 1 })
    service.reply(410)
    expect(await reminders()).toEqual({ looked: 1, sent: 0, gone: 1, failed: 0 })
    expect(await findPushSubscriptionId(db, busy.endpoint)).toBeNull()
    expect(await reminders()).toEqual({ looked: 0, sent: 0, gone: 0, failed: 0 })
  })
})

describe('endpoints stored before the rule', () => {
  it('drops a subscription whose endpoint no longer passes, saying so, and pushes nothing', async () => {
    const saved = driver({ expiryDate: '2026-12-02' })
    await store([driver(), saved])
    const port = new URL(service.origin).port
    const { keys } = service.subscribe('trick')
    // The legacy URL parser reads host 127.0.0.1 in it; the WHATWG one a name.
    const trick = `https://127.0.0.1;.push.example:${port}/push/trick`
    const { id } = await upsertPushSubscription(db, {
      endpoint: trick,
      ...keys,
      savedJobIds: [idOf(saved)],
      previousEndpoint: null,
      now: clock.now() - HOUR,
    })
    await addPushAlert(id)

    expect(await alerts()).toEqual({ looked: 1, sent: 0, gone: 1, failed: 0 })
    expect(await findPushSubscriptionId(db, trick)).toBeNull()
    expect(await reminders()).toEqual({ looked: 0, sent: 0, gone: 0, failed: 0 })
    expect(service.received).toEqual([])
    expect(takeLogs('warn')).toEqual([
      expect.objectContaining({
        subscription_id: id,
        msg: 'push: not a push service endpoint we send to; the subscription is dropped',
      }),
    ])
  })
})
