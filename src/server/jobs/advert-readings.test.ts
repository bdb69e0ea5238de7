/**
 * Pay and how to apply as the upsert stores them and the background re-reading refreshes them,
 * read back through the API's own select (getJobById).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Queryable } from '../db/db.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobId } from './job-id.ts'
import type { JobInput } from './job-input.ts'
import { getJobById } from './jobs.repo.ts'
import { ADVERT_READING_VERSION } from './read-advert.ts'
import { rereadStaleBatch } from './reread-stale-adverts.ts'
import { upsertJobs } from './upsert-jobs.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
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

const store = (jobs: JobInput[]) => upsertJobs(db, jobs, { now: NOW, timeZone: HARARE })
const idOf = (job: JobInput) => makeJobId(job.source, job.externalId)
const apiJob = async (job: JobInput) => getJobById(db, idOf(job))

const ADVERT = makeJobInput({
  salary: '$1,200 - $1,500 p.m.',
  jobLink: null,
  description:
    'Email your CV to vacancies@acme.example quoting reference ACC/01. WhatsApp 0772 123 456 for enquiries about this post.',
})
const EXPECTED_PAY = { min: 1200, max: 1500, currency: 'USD', period: 'month' }
const EXPECTED_HOW = {
  methods: [
    { kind: 'email', value: 'vacancies@acme.example' },
    { kind: 'whatsapp', value: '+263772123456' },
  ],
  reference: 'ACC/01',
  documents: ['CV'],
}

describe('pay and how to apply as stored', () => {
  it('reads both out of an advert as it is stored, and the API answers them', async () => {
    await store([ADVERT])
    expect(await apiJob(ADVERT)).toMatchObject({ pay: EXPECTED_PAY, how_to_apply: EXPECTED_HOW })
  })

  it("keeps a source's pay given as data, and reads again when it changes", async () => {
    const pay = { min: 300, max: 300, currency: 'USD', period: 'week' } as const
    await store([{ ...ADVERT, pay }])
    expect((await apiJob(ADVERT))?.pay).toEqual(pay)
    await store([{ ...ADVERT, pay: null }])
    expect((await apiJob(ADVERT))?.pay).toEqual(EXPECTED_PAY)
  })

  it('does not read an unchanged advert again, unless the readers changed', async () => {
    await store([ADVERT])
    await db.query(`update jobs set pay = '{"min":1,"max":1,"currency":"USD","period":"day"}'`)
    await store([ADVERT])
    expect((await apiJob(ADVERT))?.pay).toMatchObject({ min: 1 })
    await db.query('update jobs set advert_reading_version = $1', [ADVERT_READING_VERSION - 1])
    await store([ADVERT])
    expect((await apiJob(ADVERT))?.pay).toEqual(EXPECTED_PAY)
  })

  it('blanks both for a taken-down job', async () => {
    await store([ADVERT])
    await db.query(`update jobs set taken_down_at = now()`)
    expect(await apiJob(ADVERT)).toMatchObject({ pay: null, how_to_apply: null, removed: true })
  })
})

describe('rereadStaleBatch', () => {
  const makeStale = () =>
    db.query('update jobs set pay = null, how_to_apply = null, advert_reading_version = -1')

  it('reads the stale adverts again, then finds none', async () => {
    await store([ADVERT, makeJobInput({ salary: 'Negotiable' })])
    await makeStale()
    expect(await rereadStaleBatch(db)).toBe(2)
    expect(await apiJob(ADVERT)).toMatchObject({ pay: EXPECTED_PAY, how_to_apply: EXPECTED_HOW })
    expect(await rereadStaleBatch(db)).toBe(0)
  })

  it('keeps the source pay it was given when it reads again', async () => {
    const pay = { min: 300, max: 300, currency: 'USD', period: 'week' } as const
    await store([{ ...ADVERT, pay }])
    await makeStale()
    await rereadStaleBatch(db)
    expect((await apiJob(ADVERT))?.pay).toEqual(pay)
  })

  it('leaves a row whose text changed while it was read to the upsert', async () => {
    await store([ADVERT])
    await makeStale()
    // The text changes between the batch's select and its update.
    const racing: Queryable = {
      async query(text, params) {
        const result = await db.query(text, params)
        if (text.trimStart().startsWith('select'))
          await db.query(`update jobs set content_hash = 'changed since'`)
        return result
      },
    } as Queryable
    expect(await rereadStaleBatch(racing)).toBe(1)
    const { rows } = await db.query<{ advert_reading_version: number; pay: unknown }>(
      'select advert_reading_version, pay from jobs',
    )
    expect(rows).toEqual([{ advert_reading_version: -1, pay: null }])
  })
})
