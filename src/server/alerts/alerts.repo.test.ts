import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enqueueMail } from '../mail/outbox.repo.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import {
  confirmAlert,
  confirmationExpired,
  countPendingConfirmations,
  createAlert,
  endAlert,
  findAlert,
  purgeUnconfirmedAlerts,
  setAlertFrequency,
  UNCONFIRMED_ALERT_TTL_MS,
  type NewAlert,
} from './alerts.repo.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const HOUR = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

let db: TestDb
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

const alert = (overrides: Partial<NewAlert> = {}): NewAlert => ({
  email: 'rudo@example.com',
  q: 'clerk',
  location: ['harare', 'gweru'],
  category: ['accounting-finance'],
  type: [],
  pay: null,
  frequency: 'daily',
  now: NOW,
  ...overrides,
})

describe('createAlert and findAlert', () => {
  it('stores the search and reads it back as an AlertRow', async () => {
    const { id } = await createAlert(db, alert())
    expect(id).toMatch(/^\d+$/)
    expect(await findAlert(db, id)).toEqual({
      id,
      email: 'rudo@example.com',
      q: 'clerk',
      location: ['harare', 'gweru'],
      category: ['accounting-finance'],
      type: [],
      pay: null,
      frequency: 'daily',
      created_at: iso(NOW),
      confirmed_at: null,
      ended_at: null,
      last_seq: null,
      last_digest_at: null,
    })
  })

  it('stores "Shows pay" with the search', async () => {
    const { id } = await createAlert(db, alert({ pay: 'shown' }))
    expect(await findAlert(db, id)).toMatchObject({ q: 'clerk', pay: 'shown' })
  })

  it('finds nothing for an unknown id', async () => {
    expect(await findAlert(db, '999999999')).toBeNull()
  })
})

describe('confirmAlert', () => {
  it('confirms once: a second click keeps the first time', async () => {
    const { id } = await createAlert(db, alert())
    expect((await confirmAlert(db, id, NOW + HOUR))?.confirmed_at).toBe(iso(NOW + HOUR))
    expect((await confirmAlert(db, id, NOW + 2 * HOUR))?.confirmed_at).toBe(iso(NOW + HOUR))
  })

  it('refuses an ended alert, an unknown one, and a link past its week', async () => {
    const ended = await createAlert(db, alert())
    await endAlert(db, ended.id, NOW + 1)
    expect(await confirmAlert(db, ended.id, NOW + 2)).toBeNull()
    expect((await findAlert(db, ended.id))?.confirmed_at).toBeNull()
    expect(await confirmAlert(db, '999999999', NOW)).toBeNull()
    const late = await createAlert(db, alert())
    expect(await confirmAlert(db, late.id, NOW + UNCONFIRMED_ALERT_TTL_MS)).toBeNull()
    expect(await confirmAlert(db, late.id, NOW + UNCONFIRMED_ALERT_TTL_MS - 1)).not.toBeNull()
    // Once confirmed, a link clicked again later still answers the alert.
    expect(await confirmAlert(db, late.id, NOW + 30 * UNCONFIRMED_ALERT_TTL_MS)).not.toBeNull()
  })

  it('expires where confirmationExpired says, which the page that asks first reads', async () => {
    const { id } = await createAlert(db, alert())
    const row = await findAlert(db, id)
    if (!row) throw new Error('no alert')
    expect(confirmationExpired(row, NOW + UNCONFIRMED_ALERT_TTL_MS - 1)).toBe(false)
    expect(confirmationExpired(row, NOW + UNCONFIRMED_ALERT_TTL_MS)).toBe(true)
    expect(confirmationExpired({ ...row, confirmed_at: iso(NOW) }, NOW * 2)).toBe(false)
    expect(confirmationExpired({ ...row, ended_at: iso(NOW) }, NOW * 2)).toBe(false)
  })
})

describe('endAlert', () => {
  it('ends once, and drops its mail not yet sent', async () => {
    const { id } = await createAlert(db, alert())
    await confirmAlert(db, id, NOW)
    await enqueueMail(db, {
      alertId: id,
      kind: 'alert-digest',
      mail: {
        to: 'rudo@example.com',
        subject: 'New jobs',
        text: 'x',
        html: 'x',
        headers: {},
        messageId: `<ending-${id}@jobs.example>`,
      },
      now: NOW,
    })
    expect(await endAlert(db, id, NOW + HOUR)).toBe(true)
    expect(await endAlert(db, id, NOW + 2 * HOUR)).toBe(false)
    expect((await findAlert(db, id))?.ended_at).toBe(iso(NOW + HOUR))
    const { rows } = await db.query('select 1 from mail_outbox where alert_id = $1::bigint', [id])
    expect(rows).toEqual([])
    expect(await endAlert(db, '999999999', NOW)).toBe(false)
  })
})

describe('setAlertFrequency', () => {
  it('switches a live alert, and leaves an ended one', async () => {
    const { id } = await createAlert(db, alert())
    expect(await setAlertFrequency(db, id, 'weekly')).toBe(true)
    expect((await findAlert(db, id))?.frequency).toBe('weekly')
    await endAlert(db, id, NOW)
    expect(await setAlertFrequency(db, id, 'daily')).toBe(false)
    expect((await findAlert(db, id))?.frequency).toBe('weekly')
  })
})

describe('purgeUnconfirmedAlerts', () => {
  it('deletes alerts never confirmed within a week, and nothing else', async () => {
    await db.query('delete from job_alerts')
    const old = await createAlert(db, alert({ now: NOW - UNCONFIRMED_ALERT_TTL_MS - 1 }))
    const recent = await createAlert(db, alert({ now: NOW - UNCONFIRMED_ALERT_TTL_MS + 1 }))
    const confirmed = await createAlert(db, alert({ now: NOW - 30 * 24 * HOUR }))
    await confirmAlert(db, confirmed.id, NOW - 30 * 24 * HOUR + 1)
    expect(await purgeUnconfirmedAlerts(db, NOW)).toBe(1)
    expect(await findAlert(db, old.id)).toBeNull()
    expect(await findAlert(db, recent.id)).not.toBeNull()
    expect(await findAlert(db, confirmed.id)).not.toBeNull()
    expect(await purgeUnconfirmedAlerts(db, NOW)).toBe(0)
  })
})

describe('countPendingConfirmations', () => {
  it('counts the address’s unconfirmed alerts asked for within the window', async () => {
    const email = 'counted@example.com'
    const window = { now: NOW, windowMs: 24 * HOUR }
    expect(await countPendingConfirmations(db, email, window)).toEqual({ count: 0, oldest: null })
    await createAlert(db, alert({ email, now: NOW - 25 * HOUR }))
    await createAlert(db, alert({ email, now: NOW - 3 * HOUR }))
    await createAlert(db, alert({ email, now: NOW - HOUR }))
    const confirmed = await createAlert(db, alert({ email, now: NOW - 2 * HOUR }))
    await confirmAlert(db, confirmed.id, NOW)
    await createAlert(db, alert({ email: 'other@example.com', now: NOW }))
    expect(await countPendingConfirmations(db, email, window)).toEqual({
      count: 2,
      oldest: NOW - 3 * HOUR,
    })
  })

  it('counts every spelling of one mailbox as that mailbox', async () => {
    const window = { now: NOW, windowMs: 24 * HOUR }
    await createAlert(db, alert({ email: 'tatenda@example.org', now: NOW - HOUR }))
    await createAlert(db, alert({ email: 'tatenda+1@example.org', now: NOW - HOUR }))
    await createAlert(db, alert({ email: 't.atenda+x@gmail.com', now: NOW - HOUR }))
    await createAlert(db, alert({ email: 'tatenda@googlemail.com', now: NOW - HOUR }))
    expect(await countPendingConfirmations(db, 'tatenda+2@example.org', window)).toMatchObject({
      count: 2,
    })
    expect(await countPendingConfirmations(db, 'tatenda@gmail.com', window)).toMatchObject({
      count: 2,
    })
  })
})
