import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeJobId } from '../../jobs/job-id.ts'
import type { JobInput } from '../../jobs/job-input.ts'
import { upsertJobs } from '../../jobs/upsert-jobs.ts'
import { makeJobInput } from '../../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { listDigestCandidates, readMaxJobSeq } from './digest-candidates.repo.ts'

const HARARE = 'Africa/Harare'
const NOW = Date.parse('2026-11-30T05:00:00Z')
const DAY = 86_400_000
let db: TestDb
let alertId: string

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from job_alerts')
  await db.query('delete from jobs')
  const { rows } = await db.query<{ id: string }>(
    `insert into job_alerts (email, mailbox, frequency, created_at, confirmed_at)
     values ('reader@example.org', 'reader@example.org', 'daily', $1, $1) returning id::text as id`,
    [new Date(NOW - DAY).toISOString()],
  )
  alertId = rows[0]?.id ?? ''
})

const idOf = (job: JobInput) => makeJobId(job.source, job.externalId)
const store = (jobs: JobInput[], now = NOW) => upsertJobs(db, jobs, { now, timeZone: HARARE })

async function candidateIds(lastSeq: string | null, now = NOW): Promise<string[]> {
  const maxSeq = (await readMaxJobSeq(db)) ?? '0'
  const rows = await listDigestCandidates(db, { alertId, lastSeq, maxSeq, now })
  return rows.map((row) => row.job_id).sort()
}

describe('listDigestCandidates', () => {
  it('offers a first digest the open jobs posted in the last 7 days', async () => {
    const recent = makeJobInput({ datePosted: '2026-11-25' })
    const old = makeJobInput({ datePosted: '2026-11-10' })
    const unsaid = makeJobInput({ datePosted: null }) // posted when first stored: now
    await store([recent, old, unsaid])
    expect(await candidateIds(null)).toEqual([idOf(recent), idOf(unsaid)].sort())
  })

  it('offers a later digest only the jobs stored after its high-water mark', async () => {
    const before = makeJobInput({ datePosted: '2026-11-29' })
    await store([before])
    const mark = await readMaxJobSeq(db)
    // back-dated by its source, but stored after the mark: new to the reader
    const backDated = makeJobInput({ datePosted: '2026-10-01' })
    const fresh = makeJobInput({ datePosted: '2026-11-30' })
    await store([backDated, fresh])
    expect(await candidateIds(mark)).toEqual([idOf(backDated), idOf(fresh)].sort())
    // an update to an older job does not make it new
    await store([{ ...before, title: 'Senior Accounts Clerk' }])
    expect(await candidateIds(mark)).toEqual([idOf(backDated), idOf(fresh)].sort())
  })

  it('leaves out taken-down, withdrawn and closed jobs, and jobs the alert already had', async () => {
    const [open, takenDown, withdrawn, closed, closingToday, sent] = Array.from({ length: 6 }, () =>
      makeJobInput({ datePosted: '2026-11-28' }),
    )
    if (!open || !takenDown || !withdrawn || !closed || !closingToday || !sent) throw new Error()
    closed.expiryDate = '2026-11-29'
    // a closing time earlier today still closes at the end of the day (the deadline rule)
    closingToday.expiryTs = '2026-11-30T06:00:00'
    closingToday.expiryDate = null
    await store([open, takenDown, withdrawn, closed, closingToday, sent])
    await db.query('update jobs set taken_down_at = $2 where id = $1', [
      idOf(takenDown),
      '2026-11-29',
    ])
    await db.query('update jobs set withdrawn_at = $2 where id = $1', [
      idOf(withdrawn),
      '2026-11-29',
    ])
    await db.query('insert into job_alert_sent_jobs (alert_id, job_id) values ($1, $2)', [
      alertId,
      idOf(sent),
    ])
    expect(await candidateIds(null)).toEqual([idOf(open), idOf(closingToday)].sort())
    expect(await candidateIds(null, Date.parse('2026-11-30T22:00:00Z'))).toEqual([idOf(open)])
  })

  it('stops at the mark read first, so a job stored later is the next digest’s', async () => {
    const first = makeJobInput({ datePosted: '2026-11-29' })
    await store([first])
    const maxSeq = (await readMaxJobSeq(db)) ?? ''
    await store([makeJobInput({ datePosted: '2026-11-29' })])
    const rows = await listDigestCandidates(db, { alertId, lastSeq: null, maxSeq, now: NOW })
    expect(rows.map((row) => row.job_id)).toEqual([idOf(first)])
    expect(rows[0]).toMatchObject({
      seq: maxSeq,
      title: first.title,
      deadline_ms: expect.any(Number),
    })
  })

  it('has no mark on an empty board', async () => {
    expect(await readMaxJobSeq(db)).toBeNull()
  })
})
