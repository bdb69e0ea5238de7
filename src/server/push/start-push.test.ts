import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { INGEST_LOCK_KEY } from '../ingest/ingest-pipeline.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { BUSY_RETRY_MS } from '../scheduling/locked-ticker.ts'
import { createPushAlert } from './push-alerts.repo.ts'
import type { PushSender } from './push-sender.ts'
import { upsertPushSubscription } from './push-subscriptions.repo.ts'
import { startPush, type PushEnv, type PushSchedules } from './start-push.ts'

const HARARE = 'Africa/Harare'
/** Monday 30 November 2026, 07:00 in Harare */
const MONDAY = Date.parse('2026-11-30T05:00:00Z')
const clock = createTestClock(MONDAY)
const ENV: PushEnv = {
  alerts: { schedule: null },
  push: { remindersSchedule: null },
  siteTimeZone: HARARE,
}
let db: TestDb
let pushed: { title: string; tag: string }[]
let lines: string[]
let running: PushSchedules | null = null

/** Takes every push; the wire is the end-to-end test's (run-push.test.ts). */
const sender: PushSender = {
  send: async (_target, payload) => {
    pushed.push({ title: payload.title, tag: payload.tag })
    return { kind: 'sent', status: 201 }
  },
}

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from push_subscriptions')
  await db.query('delete from jobs')
  pushed = []
  lines = []
  clock.set(MONDAY)
})
afterEach(async () => {
  await running?.stop()
  running = null
  vi.useRealTimers()
})

function start(env: Partial<PushEnv> = {}) {
  running = startPush({
    db,
    clock,
    env: { ...ENV, ...env },
    sender,
    log: (line) => void lines.push(line),
  })
  return running
}

/** A phone with a push alert for drivers and a saved job in its last 3 days. */
async function addPhone() {
  const job = makeJobInput({
    title: 'Truck Driver',
    datePosted: '2026-11-29',
    expiryDate: '2026-12-02',
  })
  await upsertJobs(db, [job], { now: clock.now(), timeZone: HARARE })
  const { id } = await upsertPushSubscription(db, {
    endpoint: 'https://push.example/phone',
    p256dh: 'p'.repeat(87),
    auth: 'a'.repeat(22),
    savedJobIds: [makeJobId(job.source, job.externalId)],
    previousEndpoint: null,
    now: clock.now(),
  })
  await createPushAlert(db, {
    subscriptionId: id,
    q: 'driver',
    location: [],
    category: [],
    type: [],
    pay: null,
    frequency: 'daily',
    now: clock.now(),
  })
}

describe('startPush', () => {
  it('pushes alerts and reminders on their own ticks, and says what it did', async () => {
    await addPhone()
    const push = start()
    expect(await push.alerts.tick()).toBe('ran')
    expect(pushed.map((p) => p.title)).toEqual(['1 new job'])
    expect(await push.reminders.tick()).toBe('ran')
    expect(pushed.map((p) => p.title)).toEqual(['1 new job', 'Closing soon: Truck Driver'])
    expect(lines).toContain('push alerts: 1 due; pushed 1, gone 0, not delivered 0')
    expect(lines).toContain(
      'push reminders: 1 devices with saved jobs; pushed 1, gone 0, not delivered 0',
    )
  })

  it('waits a minute when ingestion holds the lock, then runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await addPhone()
    const push = start()
    const busy = await db.withExclusiveLock(INGEST_LOCK_KEY, () => push.reminders.tick())
    expect(busy).toEqual({ acquired: true, value: 'busy' })
    expect(lines).toContain(
      'push reminders: ingestion or another run is busy; trying again in 60 s',
    )
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS)
    expect(await push.reminders.tick()).toBe('ran')
    expect(pushed.map((p) => p.title)).toEqual(['Closing soon: Truck Driver'])
  })

  it('runs reminders on PUSH_REMINDERS_SCHEDULE in the site time zone', async () => {
    // 07:14:59 in Harare; croner reads the (fake) system time, the runs the test clock
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: MONDAY + 15 * 60_000 - 1000,
    })
    await addPhone()
    start({ push: { remindersSchedule: '15 * * * *' } })
    await vi.advanceTimersByTimeAsync(999)
    expect(pushed).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(pushed).toHaveLength(1), { interval: 10 })
  })

  it('says when each runs, and stops', async () => {
    const push = start({ alerts: { schedule: '0 7 * * *' } })
    expect(lines).toEqual([
      'Push: alerts on "0 7 * * *" (ALERTS_SCHEDULE), saved-job reminders on "off" ' +
        '(PUSH_REMINDERS_SCHEDULE), in Africa/Harare.',
    ])
    await push.stop()
    expect(await push.alerts.tick()).toBe('off')
  })
})
