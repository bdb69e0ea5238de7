import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { getJobDeadline } from '#shared/deadline.ts'
import { HOUR_MS } from '#shared/urgency.ts'

import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobId } from './job-id.ts'
import type { JobInput } from './job-input.ts'
import { getDataVersion, getJobById, listJobs, type ListJobsQuery } from './jobs.repo.ts'
import { upsertJobs } from './upsert-jobs.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z') // 12:00 in Harare
const HARARE = 'Africa/Harare'
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

function query(overrides: Partial<ListJobsQuery> = {}): ListJobsQuery {
  return {
    status: 'active',
    page: 1,
    pageSize: 100,
    sort: 'newest',
    now: NOW,
    ...overrides,
  }
}

async function storedDeadline(job: JobInput): Promise<string | null | undefined> {
  const { rows } = await db.query<{ deadline: string | null }>(
    `select to_char(deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline
     from jobs where id = $1`,
    [makeJobId(job.source, job.externalId)],
  )
  return rows[0]?.deadline
}

describe('upsertJobs', () => {
  it('counts inserts, unchanged and updated jobs', async () => {
    const jobs = [makeJobInput(), makeJobInput(), makeJobInput()]
    expect(await upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })).toEqual({
      inserted: 3,
      updated: 0,
      unchanged: 0,
    })
    expect(await upsertJobs(db, jobs, { now: NOW + 60_000, timeZone: HARARE })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    })
    const [first, ...rest] = jobs
    const changed = [{ ...(first as JobInput), title: 'Senior Accounts Clerk' }, ...rest]
    expect(await upsertJobs(db, changed, { now: NOW + 120_000, timeZone: HARARE })).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 2,
    })
    const stored = await getJobById(
      db,
      makeJobId((first as JobInput).source, (first as JobInput).externalId),
    )
    expect(stored?.title).toBe('Senior Accounts Clerk')
  })

  // Regression: "changed" was once told by `updated_at = now`, so a repeat at the same instant
  // counted as updated. It is now told by the content hash.
  it('counts a repeat of the same jobs at the same instant as unchanged', async () => {
    const jobs = [makeJobInput(), makeJobInput()]
    await upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })
    expect(await upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    })
  })

  it('stores more jobs than one batch holds in one call', async () => {
    const jobs = Array.from({ length: 1203 }, (_, i) =>
      makeJobInput({ externalId: `bulk-${i}`, title: `Bulk Job ${i}` }),
    )
    expect(await upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })).toEqual({
      inserted: 1203,
      updated: 0,
      unchanged: 0,
    })
    const page = await listJobs(db, query({ pageSize: 2000 }))
    expect(page.total).toBe(1203)
    expect(new Set(page.jobs.map((j) => j.job_id))).toEqual(
      new Set(jobs.map((j) => makeJobId(j.source, j.externalId))),
    )
    const again = await upsertJobs(
      db,
      jobs.map((job, i) => (i === 1100 ? { ...job, title: 'Changed late in the list' } : job)),
      { now: NOW + 60_000, timeZone: HARARE },
    )
    expect(again).toEqual({ inserted: 0, updated: 1, unchanged: 1202 })
  })

  it.each([
    ['an expiry date', { expiryDate: '2026-03-15', expiryTs: null }],
    ['an expiry timestamp', { expiryDate: null, expiryTs: '2026-03-15T08:00:00+02:00' }],
    ['a timestamp late in the UTC day', { expiryDate: null, expiryTs: '2026-03-15T23:30:00Z' }],
    ['both (the timestamp wins)', { expiryDate: '2026-04-01', expiryTs: '2026-03-15T12:00:00Z' }],
  ])('stores the shared deadline rule for %s', async (_, fields) => {
    const job = makeJobInput(fields)
    await upsertJobs(db, [job], { now: NOW, timeZone: HARARE })
    const expected = getJobDeadline(
      { expiry_ts: job.expiryTs, expiry_date: job.expiryDate },
      HARARE,
    )
    expect(expected).not.toBeNull()
    expect(await storedDeadline(job)).toBe(new Date(expected as number).toISOString())
  })

  it('stores the deadline rule for the time zone given', async () => {
    const job = makeJobInput({ expiryDate: '2026-03-15', expiryTs: null })
    await upsertJobs(db, [job], { now: NOW, timeZone: 'UTC' })
    expect(await storedDeadline(job)).toBe('2026-03-15T23:59:59.999Z')
    await upsertJobs(db, [job], { now: NOW + 1, timeZone: HARARE })
    expect(await storedDeadline(job)).toBe('2026-03-15T21:59:59.999Z')
  })

  it('stores no deadline for a job open until filled', async () => {
    const job = makeJobInput({ expiryDate: null, expiryTs: null })
    await upsertJobs(db, [job], { now: NOW, timeZone: HARARE })
    expect(await storedDeadline(job)).toBeNull()
  })
})

describe('upsertJobs: unchanged jobs are not written', () => {
  /** Each row's xmin (the transaction that wrote its current version), by external id. */
  async function rowVersions(): Promise<Record<string, string>> {
    const { rows } = await db.query<{ external_id: string; xmin: string }>(
      'select external_id, xmin::text as xmin from jobs order by external_id',
    )
    return Object.fromEntries(rows.map((row) => [row.external_id, row.xmin]))
  }

  it('leaves the rows of unchanged jobs and data_version alone', async () => {
    const jobs = [makeJobInput(), makeJobInput(), makeJobInput()]
    await upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })
    const versions = await rowVersions()
    const dataVersion = await getDataVersion(db)

    expect(await upsertJobs(db, jobs, { now: NOW + HOUR_MS, timeZone: HARARE })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 3,
    })
    expect(await rowVersions()).toEqual(versions)
    expect(await getDataVersion(db)).toBe(dataVersion)
  })

  it('still resets missed runs and brings back a withdrawn job, and writes only those', async () => {
    const [kept, missed, withdrawn] = [makeJobInput(), makeJobInput(), makeJobInput()] as [
      JobInput,
      JobInput,
      JobInput,
    ]
    await upsertJobs(db, [kept, missed, withdrawn], { now: NOW, timeZone: HARARE })
    await db.query('update jobs set missed_runs = 1 where external_id = $1', [missed.externalId])
    await db.query('update jobs set withdrawn_at = $2, missed_runs = 2 where external_id = $1', [
      withdrawn.externalId,
      new Date(NOW).toISOString(),
    ])
    const versions = await rowVersions()
    const dataVersion = await getDataVersion(db)

    await upsertJobs(db, [kept, missed, withdrawn], { now: NOW + HOUR_MS, timeZone: HARARE })
    const after = await rowVersions()
    expect(after[kept.externalId]).toBe(versions[kept.externalId])
    expect(after[missed.externalId]).not.toBe(versions[missed.externalId])
    expect(after[withdrawn.externalId]).not.toBe(versions[withdrawn.externalId])
    expect(await getDataVersion(db)).toBeGreaterThan(dataVersion)
    const { rows } = await db.query<{ missed: number; withdrawn: number }>(
      `select sum(missed_runs)::int as missed, count(withdrawn_at)::int as withdrawn from jobs`,
    )
    expect(rows[0]).toEqual({ missed: 0, withdrawn: 0 })
  })

  it('rewrites a job whose dates read differently in a new time zone', async () => {
    const job = makeJobInput({ expiryDate: null, expiryTs: '2026-12-15T17:00:00' })
    await upsertJobs(db, [job], { now: NOW, timeZone: HARARE })
    expect(await storedDeadline(job)).toBe('2026-12-15T21:59:59.999Z')
    const versions = await rowVersions()

    expect(await upsertJobs(db, [job], { now: NOW + HOUR_MS, timeZone: 'UTC' })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    })
    expect(await rowVersions()).not.toEqual(versions)
    expect(await storedDeadline(job)).toBe('2026-12-15T23:59:59.999Z')
    const { rows } = await db.query<{ expiry_ts: string }>(
      `select to_char(expiry_ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as expiry_ts from jobs`,
    )
    expect(rows).toEqual([{ expiry_ts: '2026-12-15T17:00' }])
  })

  it('dates a job its source does not date by when it was first seen, changed or not', async () => {
    const job = makeJobInput({ datePosted: null, postedAt: null })
    const postedTs = async () => (await listJobs(db, query())).jobs.map((j) => j.posted_ts)

    await upsertJobs(db, [job], { now: NOW, timeZone: HARARE })
    expect(await postedTs()).toEqual([new Date(NOW).toISOString()])
    await upsertJobs(db, [job], { now: NOW + HOUR_MS, timeZone: HARARE })
    await upsertJobs(db, [{ ...job, title: 'Senior Accounts Clerk' }], {
      now: NOW + 2 * HOUR_MS,
      timeZone: HARARE,
    })
    expect(await postedTs()).toEqual([new Date(NOW).toISOString()])
  })
})

describe('upsertJobs: scam signals', () => {
  const feeAsking = makeJobInput({
    externalId: 'fee-asking',
    description: 'Pay a USD 25 processing fee via InnBucks before the interview.',
  })
  const stored = async () => {
    const { rows } = await db.query<{ caution: string | null; scam_score: number; rules: number }>(
      'select caution, scam_score, scam_rules_version as rules from jobs where id = $1',
      [makeJobId('test', 'fee-asking')],
    )
    return rows[0]
  }

  it('stores the verdict with the job, and the API answers its warning', async () => {
    await upsertJobs(db, [feeAsking], { now: NOW, timeZone: HARARE })
    expect(await stored()).toMatchObject({ caution: 'asks-for-payment' })
    const job = await getJobById(db, makeJobId('test', 'fee-asking'))
    expect(job?.caution).toBe('asks-for-payment')
  })

  it('keeps the verdict of an unchanged job, and rescores it when the rules change', async () => {
    await upsertJobs(db, [feeAsking], { now: NOW, timeZone: HARARE })
    const version = await getDataVersion(db)
    await upsertJobs(db, [feeAsking], { now: NOW + HOUR_MS, timeZone: HARARE })
    expect(await getDataVersion(db)).toBe(version)
    expect(await stored()).toMatchObject({ caution: 'asks-for-payment' })

    // as if stored by older rules that found nothing
    await db.query('update jobs set caution = null, scam_score = 0, scam_rules_version = 0')
    await upsertJobs(db, [feeAsking], { now: NOW + 2 * HOUR_MS, timeZone: HARARE })
    expect(await stored()).toMatchObject({ caution: 'asks-for-payment', rules: expect.any(Number) })
    expect((await stored())?.rules).toBeGreaterThan(0)
  })

  it('rescores a job whose text changed', async () => {
    await upsertJobs(db, [feeAsking], { now: NOW, timeZone: HARARE })
    const honest = { ...feeAsking, description: 'Apply on our careers page; we never charge fees.' }
    await upsertJobs(db, [honest], { now: NOW + HOUR_MS, timeZone: HARARE })
    expect(await stored()).toMatchObject({ caution: null, scam_score: 0 })
  })
})
