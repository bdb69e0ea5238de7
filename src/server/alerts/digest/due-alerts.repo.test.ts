import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { getSiteWeekday, listDueAlerts } from './due-alerts.repo.ts'

const HARARE = 'Africa/Harare'
// Monday 30 November 2026, 07:00 in Harare
const MONDAY = Date.parse('2026-11-30T05:00:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from job_alerts')
})

async function addAlert({
  frequency = 'daily',
  confirmed = true,
  ended = false,
  lastDigestAt = null,
}: {
  frequency?: 'daily' | 'weekly'
  confirmed?: boolean
  ended?: boolean
  lastDigestAt?: number | null
}): Promise<string> {
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
  const { rows } = await db.query<{ id: string }>(
    `insert into job_alerts (email, mailbox, frequency, created_at, confirmed_at, ended_at,
       last_digest_at)
     values ('reader@example.org', 'reader@example.org', $1, $2, $3, $4, $5)
     returning id::text as id`,
    [
      frequency,
      at(MONDAY - 30 * DAY),
      confirmed ? at(MONDAY - 29 * DAY) : null,
      ended ? at(MONDAY - DAY) : null,
      at(lastDigestAt),
    ],
  )
  return rows[0]?.id ?? ''
}

const dueIds = async (now: number, force = false) =>
  (await listDueAlerts(db, { now, timeZone: HARARE, force })).map((alert) => alert.id)

describe('getSiteWeekday', () => {
  it('reads the day in the site time zone, not UTC', () => {
    // 23:30 UTC on Sunday is 01:30 on Monday in Harare
    expect(getSiteWeekday(Date.parse('2026-11-29T23:30:00Z'), HARARE)).toBe('Monday')
    expect(getSiteWeekday(Date.parse('2026-11-29T23:30:00Z'), 'UTC')).toBe('Sunday')
  })
})

describe('listDueAlerts', () => {
  it('takes daily alerts never sent, or last sent at least 20 hours ago', async () => {
    const never = await addAlert({})
    const yesterday = await addAlert({ lastDigestAt: MONDAY - DAY })
    const exactly = await addAlert({ lastDigestAt: MONDAY - 20 * HOUR })
    await addAlert({ lastDigestAt: MONDAY - 20 * HOUR + 1 })
    await addAlert({ lastDigestAt: MONDAY - HOUR })
    expect(await dueIds(MONDAY)).toEqual([never, yesterday, exactly])
  })

  it('takes weekly alerts on Monday only, and once: 6 days since the last one', async () => {
    const never = await addAlert({ frequency: 'weekly' })
    const lastWeek = await addAlert({ frequency: 'weekly', lastDigestAt: MONDAY - 7 * DAY })
    const today = await addAlert({ frequency: 'weekly', lastDigestAt: MONDAY - 2 * HOUR })
    expect(await dueIds(MONDAY)).toEqual([never, lastWeek])
    // late on Monday evening in Harare is still Monday
    expect(await dueIds(Date.parse('2026-11-30T21:30:00Z'))).toEqual([never, lastWeek])
    expect(await dueIds(MONDAY + DAY)).toEqual([])
    expect(await dueIds(MONDAY - DAY)).toEqual([])
    expect(await dueIds(MONDAY + 7 * DAY)).toEqual([never, lastWeek, today])
  })

  it('never takes an unconfirmed or ended alert, even forced', async () => {
    await addAlert({ confirmed: false })
    await addAlert({ ended: true })
    await addAlert({ frequency: 'weekly', confirmed: false })
    expect(await dueIds(MONDAY)).toEqual([])
    expect(await dueIds(MONDAY, true)).toEqual([])
  })

  it('takes every live alert when forced, however recent its last digest', async () => {
    const daily = await addAlert({ lastDigestAt: MONDAY - HOUR })
    const weekly = await addAlert({ frequency: 'weekly', lastDigestAt: MONDAY - HOUR })
    expect(await dueIds(MONDAY + HOUR)).toEqual([])
    expect(await dueIds(MONDAY + HOUR, true)).toEqual([daily, weekly])
  })

  it('reads the alert as AlertRow: ids as text, its search, its high-water mark', async () => {
    const id = await addAlert({})
    await db.query(
      `update job_alerts set q = 'driver', location = '{bulawayo}', category = '{logistics-transport}',
       last_seq = 12 where id = $1`,
      [id],
    )
    const [alert] = await listDueAlerts(db, { now: MONDAY, timeZone: HARARE })
    expect(alert).toMatchObject({
      id,
      email: 'reader@example.org',
      q: 'driver',
      location: ['bulawayo'],
      category: ['logistics-transport'],
      type: [],
      frequency: 'daily',
      last_seq: '12',
    })
  })
})
