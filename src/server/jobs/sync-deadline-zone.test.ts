import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getJobDeadline } from '#shared/deadline.ts'

import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobId } from './job-id.ts'
import type { JobInput } from './job-input.ts'
import { upsertJobs } from './upsert-jobs.ts'
import { syncDeadlineTimeZone } from './sync-deadline-zone.ts'

const NOW = Date.parse('2026-03-01T10:00:00Z')
let db: TestDb

async function storedDeadline(job: JobInput): Promise<string | null | undefined> {
  const { rows } = await db.query<{ deadline: string | null }>(
    `select to_char(deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline
     from jobs where id = $1`,
    [makeJobId(job.source, job.externalId)],
  )
  return rows[0]?.deadline
}

async function recordedZone(): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(
    `select value from app_settings where key = 'deadline_time_zone'`,
  )
  return rows[0]?.value
}

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

describe('syncDeadlineTimeZone', () => {
  const dated = makeJobInput({ externalId: 'dated', expiryDate: '2026-03-15', expiryTs: null })
  const timed = makeJobInput({
    externalId: 'timed',
    expiryDate: null,
    expiryTs: '2026-03-15T23:30:00Z',
  })
  const open = makeJobInput({ externalId: 'open', expiryDate: null, expiryTs: null })

  it('records the zone on the first run, then has nothing to do', async () => {
    await upsertJobs(db, [dated, timed, open], { now: NOW, timeZone: 'Africa/Harare' })
    expect(await storedDeadline(dated)).toBe('2026-03-15T21:59:59.999Z')
    expect(await recordedZone()).toBeUndefined()

    expect(await syncDeadlineTimeZone(db, 'Africa/Harare')).toBe(true)
    expect(await recordedZone()).toBe('Africa/Harare')
    expect(await storedDeadline(dated)).toBe('2026-03-15T21:59:59.999Z')
    expect(await storedDeadline(timed)).toBe('2026-03-16T21:59:59.999Z')

    expect(await syncDeadlineTimeZone(db, 'Africa/Harare')).toBe(false)
    expect(await storedDeadline(dated)).toBe('2026-03-15T21:59:59.999Z')
  })

  it('recomputes every stored deadline when the zone changes', async () => {
    expect(await syncDeadlineTimeZone(db, 'UTC')).toBe(true)
    expect(await recordedZone()).toBe('UTC')
    expect(await storedDeadline(dated)).toBe('2026-03-15T23:59:59.999Z')
    // 23:30Z on the 15th is still the 15th in UTC (it was the 16th in Harare)
    expect(await storedDeadline(timed)).toBe('2026-03-15T23:59:59.999Z')
    expect(await storedDeadline(open)).toBeNull()
    expect(await syncDeadlineTimeZone(db, 'UTC')).toBe(false)

    expect(await syncDeadlineTimeZone(db, 'Africa/Harare')).toBe(true)
    expect(await storedDeadline(dated)).toBe('2026-03-15T21:59:59.999Z')
    expect(await storedDeadline(timed)).toBe('2026-03-16T21:59:59.999Z')
  })

  // Regression: an expiry timestamp without an offset is site-local (src/shared/deadline.ts); it
  // was once stored as given, read by the database in its session zone (UTC), and a re-sync then
  // moved the closing day. The repository now stores the instant the site meant.
  it('keeps the deadline of a site-local expiry timestamp when re-synced', async () => {
    const local = makeJobInput({
      externalId: 'local',
      expiryDate: null,
      expiryTs: '2026-03-20T23:30:00',
    })
    await upsertJobs(db, [local], { now: NOW, timeZone: 'Africa/Harare' })
    const expected = new Date(
      getJobDeadline({ expiry_ts: local.expiryTs, expiry_date: null }, 'Africa/Harare') as number,
    ).toISOString()
    expect(expected).toBe('2026-03-20T21:59:59.999Z')
    expect(await storedDeadline(local)).toBe(expected)

    expect(await syncDeadlineTimeZone(db, 'UTC')).toBe(true)
    expect(await syncDeadlineTimeZone(db, 'Africa/Harare')).toBe(true)
    expect(await storedDeadline(local)).toBe(expected)
  })
})
