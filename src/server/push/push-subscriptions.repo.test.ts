import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { createPushAlert, endPushAlert } from './push-alerts.repo.ts'
import {
  deletePushSubscription,
  findPushSubscriptionId,
  recordReminderPushed,
  upsertPushSubscription,
  type SubscriptionInput,
} from './push-subscriptions.repo.ts'
import { cachedVapidKeys, loadVapidKeys } from './vapid-keys.ts'

const NOW = Date.parse('2026-11-30T05:00:00Z')
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from push_subscriptions')
})

const subscription = (overrides: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
  endpoint: 'https://push.example/one',
  p256dh: 'p'.repeat(87),
  auth: 'a'.repeat(22),
  savedJobIds: ['job1', 'job2'],
  previousEndpoint: null,
  now: NOW,
  ...overrides,
})

async function row(endpoint: string) {
  const { rows } = await db.query<{
    p256dh: string
    saved_job_ids: string[]
    sent_reminder_keys: string[]
    created_at: string
  }>(
    `select p256dh, saved_job_ids, sent_reminder_keys,
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as created_at
     from push_subscriptions where endpoint = $1`,
    [endpoint],
  )
  return rows[0] ?? null
}

describe('upsertPushSubscription', () => {
  it('stores a subscription once per endpoint, with the saved jobs of the latest send', async () => {
    const first = await upsertPushSubscription(db, subscription())
    expect(first.created).toBe(true)
    const again = await upsertPushSubscription(
      db,
      subscription({ p256dh: 'q'.repeat(87), savedJobIds: ['job2', 'job3'], now: NOW + 1000 }),
    )
    expect(again).toEqual({ id: first.id, created: false })
    expect(await row('https://push.example/one')).toEqual({
      p256dh: 'q'.repeat(87),
      saved_job_ids: ['job2', 'job3'],
      sent_reminder_keys: [],
      created_at: '2026-11-30T05:00',
    })
  })

  it('forgets the reminders pushed for jobs no longer saved', async () => {
    const { id } = await upsertPushSubscription(db, subscription())
    await recordReminderPushed(db, id, 'job1:three-days', NOW)
    await recordReminderPushed(db, id, 'job2:three-days', NOW)
    await recordReminderPushed(db, id, 'job2:three-days', NOW)
    expect((await row('https://push.example/one'))?.sent_reminder_keys).toEqual([
      'job1:three-days',
      'job2:three-days',
    ])
    await upsertPushSubscription(db, subscription({ savedJobIds: ['job2'] }))
    expect((await row('https://push.example/one'))?.sent_reminder_keys).toEqual(['job2:three-days'])
  })

  it('moves the alerts and sent reminders of the replaced subscription to the new one', async () => {
    const old = await upsertPushSubscription(db, subscription())
    await recordReminderPushed(db, old.id, 'job1:last-day', NOW)
    const alertId = await createPushAlert(db, {
      subscriptionId: old.id,
      q: 'driver',
      location: [],
      category: [],
      type: [],
      pay: null,
      frequency: 'daily',
      now: NOW,
    })
    const fresh = await upsertPushSubscription(
      db,
      subscription({
        endpoint: 'https://push.example/two',
        previousEndpoint: 'https://push.example/one',
      }),
    )
    expect(fresh.id).not.toBe(old.id)
    expect(await findPushSubscriptionId(db, 'https://push.example/one')).toBeNull()
    expect((await row('https://push.example/two'))?.sent_reminder_keys).toEqual(['job1:last-day'])
    expect(
      await endPushAlert(db, { id: alertId, endpoint: 'https://push.example/two', now: NOW }),
    ).toBe(true)
    // An unknown previous endpoint changes nothing.
    await upsertPushSubscription(
      db,
      subscription({
        endpoint: 'https://push.example/two',
        previousEndpoint: 'https://x.example/',
      }),
    )
    expect(await findPushSubscriptionId(db, 'https://push.example/two')).toBe(fresh.id)
  })
})

describe('deletePushSubscription', () => {
  it('takes its alerts with it', async () => {
    const { id } = await upsertPushSubscription(db, subscription())
    await createPushAlert(db, {
      subscriptionId: id,
      q: null,
      location: [],
      category: [],
      type: [],
      pay: null,
      frequency: 'weekly',
      now: NOW,
    })
    expect(await deletePushSubscription(db, 'https://push.example/one')).toBe(true)
    expect(await deletePushSubscription(db, 'https://push.example/one')).toBe(false)
    const { rows } = await db.query('select 1 from push_alerts')
    expect(rows).toEqual([])
  })
})

describe('endPushAlert', () => {
  it('stops an alert only for the endpoint it belongs to', async () => {
    const { id } = await upsertPushSubscription(db, subscription())
    await upsertPushSubscription(db, subscription({ endpoint: 'https://push.example/other' }))
    const alertId = await createPushAlert(db, {
      subscriptionId: id,
      q: null,
      location: [],
      category: [],
      type: [],
      pay: null,
      frequency: 'daily',
      now: NOW,
    })
    const end = (endpoint: string) => endPushAlert(db, { id: alertId, endpoint, now: NOW })
    expect(await end('https://push.example/other')).toBe(false)
    expect(await end('https://push.example/one')).toBe(true)
    expect(await end('https://push.example/one')).toBe(true)
  })
})

describe('loadVapidKeys', () => {
  it('makes one key pair and keeps it, whoever asks first', async () => {
    const [a, b] = await Promise.all([loadVapidKeys(db), loadVapidKeys(db)])
    expect(a).toEqual(b)
    expect(a?.publicKey).toMatch(/^[\w-]{87}$/)
    expect(await cachedVapidKeys(db)()).toEqual(a)
  })
})
