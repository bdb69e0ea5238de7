import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DAY_MS, HOUR_MS } from '#shared/urgency.ts'

import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobId } from './job-id.ts'
import { getNextClassChange } from './jobs.repo.ts'
import { upsertJobs } from './upsert-jobs.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z') // 12:00 in Harare
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from jobs')
})

describe('makeJobId', () => {
  it('is stable, short and URL-safe', () => {
    const id = makeJobId('test', 'abc-123')
    expect(makeJobId('test', 'abc-123')).toBe(id)
    expect(id).toMatch(/^[0-9a-z]{12}$/)
    for (let i = 0; i < 200; i++) expect(makeJobId('src', `job-${i}`)).toMatch(/^[0-9a-z]{12}$/)
  })

  it('differs for a different source or external id', () => {
    const id = makeJobId('test', 'abc-123')
    expect(makeJobId('other', 'abc-123')).not.toBe(id)
    expect(makeJobId('test', 'abc-124')).not.toBe(id)
    // the separator keeps "a"+"bc" apart from "ab"+"c"
    expect(makeJobId('a', 'bc')).not.toBe(makeJobId('ab', 'c'))
  })

  it('gives distinct ids to many jobs', () => {
    const ids = new Set(Array.from({ length: 10_000 }, (_, i) => makeJobId('test', `job-${i}`)))
    expect(ids.size).toBe(10_000)
  })
})

describe('getNextClassChange', () => {
  // With UTC as the site zone every deadline is 23:59:59.999Z on its closing day.
  const endOf = (day: string) => Date.parse(`${day}T23:59:59.999Z`)
  const store = (...expiryDates: (string | null)[]) =>
    upsertJobs(
      db,
      expiryDates.map((expiryDate) => makeJobInput({ expiryDate, expiryTs: null })),
      { now: NOW, timeZone: 'UTC' },
    )

  it('is the deadline itself when the job is already critical', async () => {
    await store('2026-11-22') // 1.6 days away
    expect(await getNextClassChange(db, NOW)).toBe(endOf('2026-11-22'))
  })

  it('is 3 days before the deadline when the job is urgent', async () => {
    await store('2026-11-25') // 4.6 days away
    expect(await getNextClassChange(db, NOW)).toBe(endOf('2026-11-25') - 3 * DAY_MS)
  })

  it('is 5 days before the deadline when the job is standard', async () => {
    await store('2026-12-10')
    expect(await getNextClassChange(db, NOW)).toBe(endOf('2026-12-10') - 5 * DAY_MS)
  })

  it('takes the earliest change over all jobs', async () => {
    // expires at the end of the 23rd; enters the 3-day window at the end of the 22nd;
    // enters the 5-day window at the end of the 21st (the earliest)
    await store('2026-11-23', '2026-11-25', '2026-11-26', null, '2026-11-01')
    expect(await getNextClassChange(db, NOW)).toBe(endOf('2026-11-21'))
    // once that has passed, the next is the 25th's job entering the 3-day window
    expect(await getNextClassChange(db, endOf('2026-11-21'))).toBe(endOf('2026-11-22'))
    expect(await getNextClassChange(db, endOf('2026-11-22'))).toBe(endOf('2026-11-23'))
  })

  it('is null when no job has a future deadline', async () => {
    expect(await getNextClassChange(db, NOW)).toBeNull()
    await store(null, '2026-11-20', '2026-11-21')
    expect(await getNextClassChange(db, endOf('2026-11-21') - 1)).toBe(endOf('2026-11-21'))
    expect(await getNextClassChange(db, endOf('2026-11-21'))).toBeNull()
    expect(await getNextClassChange(db, NOW + 30 * DAY_MS + HOUR_MS)).toBeNull()
  })
})
