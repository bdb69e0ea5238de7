import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { INGEST_LOCK_KEY } from '../../ingest/ingest-pipeline.ts'
import { upsertJobs } from '../../jobs/upsert-jobs.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import { makeJobInput } from '../../testing/job-factory.ts'
import { createTestClock } from '../../testing/test-app.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { confirmAlert, createAlert, findAlert } from '../alerts.repo.ts'
import {
  BUSY_RETRY_MS,
  SCHEDULED_DELAY_MS,
  type LockedTicker,
} from '../../scheduling/locked-ticker.ts'
import { startAlertDigests, type AlertDigestsEnv } from './start-alert-digests.ts'

const HARARE = 'Africa/Harare'
const MONDAY = Date.parse('2026-11-30T05:00:00Z') // 07:00 in Harare
const DAY = 86_400_000
const clock = createTestClock(MONDAY)
const ENV: AlertDigestsEnv = {
  alerts: { schedule: null },
  siteTimeZone: HARARE,
  publicOrigin: 'https://jobszw.co.zw',
  port: 8080,
  supportEmail: 'support@jobszw.co.zw',
}
let db: TestDb
let sent: OutgoingMail[]
let lines: string[]
let running: LockedTicker | null = null

/** Takes every message; the SMTP path is the end-to-end test's (alert-digests.test.ts). */
const mailer: Mailer = {
  send: async (mail) => void sent.push(mail),
  close: async () => {},
}

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from mail_outbox')
  await db.query('delete from job_alerts')
  await db.query('delete from jobs')
  sent = []
  lines = []
  clock.set(MONDAY)
})
afterEach(async () => {
  await running?.stop()
  running = null
  vi.useRealTimers()
})

function start(overrides: { env?: Partial<AlertDigestsEnv>; mailer?: Mailer | null } = {}) {
  running = startAlertDigests({
    db,
    clock,
    env: { ...ENV, ...overrides.env },
    mailer: overrides.mailer === undefined ? mailer : overrides.mailer,
    log: (line) => void lines.push(line),
  })
  return running
}

async function addConfirmedAlert() {
  await upsertJobs(db, [makeJobInput({ title: 'Truck Driver', datePosted: '2026-11-29' })], {
    now: clock.now(),
    timeZone: HARARE,
  })
  const { id } = await createAlert(db, {
    email: 'tendai@example.org',
    q: 'driver',
    location: [],
    category: [],
    type: [],
    pay: null,
    frequency: 'daily',
    now: clock.now() - DAY,
  })
  await confirmAlert(db, id, clock.now() - DAY)
  return id
}

describe('startAlertDigests', () => {
  it('does nothing without a mailer, and says why once', async () => {
    await addConfirmedAlert()
    const digests = start({ mailer: null, env: { alerts: { schedule: '0 7 * * *' } } })
    expect(await digests.tick()).toBe('off')
    expect(lines).toEqual(['Job alerts are off: SMTP_URL is unset, so no digest is built or sent.'])
    const { rows } = await db.query('select 1 from mail_outbox')
    expect(rows).toEqual([])
  })

  it('builds the due digests, sends them, and deletes alerts never confirmed in 7 days', async () => {
    await addConfirmedAlert()
    const { id: stale } = await createAlert(db, {
      email: 'late@example.org',
      q: null,
      location: [],
      category: [],
      type: [],
      pay: null,
      frequency: 'weekly',
      now: clock.now() - 8 * DAY,
    })
    const digests = start()
    expect(await digests.tick()).toBe('ran')
    expect(sent.map((mail) => mail.subject)).toEqual(['1 new job: driver jobs'])
    expect(await findAlert(db, stale)).toBeNull()
    expect(lines).toContain('alerts: removed 1 alerts never confirmed within 7 days')
    expect(lines).toContain(
      'alerts: 1 due, 1 digests queued with 1 jobs; mail sent 1, failed 0, to retry 0',
    )
    // the next tick the same morning finds nothing due
    expect(await digests.tick()).toBe('ran')
    expect(sent).toHaveLength(1)
  })

  it('waits a minute when ingestion holds the lock, then runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await addConfirmedAlert()
    const digests = start()
    const busy = await db.withExclusiveLock(INGEST_LOCK_KEY, () => digests.tick())
    expect(busy).toEqual({ acquired: true, value: 'busy' })
    expect(sent).toEqual([])
    expect(lines).toContain('alerts: ingestion or another run is busy; trying again in 60 s')

    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    // the retry has started: a tick now waits for it rather than starting another
    expect(await digests.tick()).toBe('ran')
    expect(sent).toHaveLength(1)
  })

  it('drops a pending retry when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await addConfirmedAlert()
    const digests = start()
    await db.withExclusiveLock(INGEST_LOCK_KEY, () => digests.tick())
    await digests.stop()
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS)
    expect(sent).toEqual([])
    expect(await digests.tick()).toBe('off')
  })

  it('runs at 07:00 in the site time zone, once the ingest of that hour has the lock', async () => {
    // 06:59:59 in Harare; croner reads the (fake) system time, the digests the test clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: MONDAY - 1000 })
    await addConfirmedAlert()
    start({ env: { alerts: { schedule: '0 7 * * *' } } })
    await vi.advanceTimersByTimeAsync(1000 + SCHEDULED_DELAY_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(sent).toHaveLength(1), { interval: 0 })
  })

  it('says when it is scheduled, in which time zone, and when the schedule is off', async () => {
    await start({ env: { alerts: { schedule: '0 7 * * *' } } }).stop()
    expect(lines).toEqual([
      'Job alert digests on the schedule "0 7 * * *" in Africa/Harare (ALERTS_SCHEDULE).',
    ])
    lines = []
    await start({ env: { publicOrigin: null } }).stop()
    expect(lines).toEqual([
      'PUBLIC_ORIGIN is unset: the links in alert emails point at http://localhost:8080.',
      'Job alert digests are off (ALERTS_SCHEDULE=off); npm run alerts -- --send runs them.',
    ])
  })
})
