import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeJobId } from '../../jobs/job-id.ts'
import { upsertJobs } from '../../jobs/upsert-jobs.ts'
import { makeJobInput } from '../../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { countQueues, listAudit, listFlagged, listReportQueue } from './console-queues.repo.ts'
import { moderate } from './moderation.repo.ts'

const NOW = Date.parse('2026-11-26T08:00:00Z')
const ACTOR = 'ops@jobszw.example'
const jobId = makeJobId('test', 'fee')
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from jobs')
  await db.query('delete from job_reports')
  await db.query('delete from operator_audit')
  await upsertJobs(
    db,
    [
      makeJobInput({
        externalId: 'fee',
        description: 'Successful applicants pay a USD 30 training fee through EcoCash.',
      }),
    ],
    { now: NOW, timeZone: 'Africa/Harare' },
  )
  for (const reporter of ['a', 'b']) {
    await db.query(
      `insert into job_reports (job_id, reason, reporter_key, created_at)
       values ($1, 'asks-for-money', $2, $3)`,
      [jobId, reporter, new Date(NOW).toISOString()],
    )
  }
})

const action = (reason = 'fee by EcoCash', at = NOW + 60_000) => ({
  jobId,
  actor: ACTOR,
  reason,
  now: at,
})

describe('moderate', () => {
  it('takes down once: the reports close as acted on, and one audit row says who and why', async () => {
    expect(await countQueues(db)).toEqual({
      reports: 1,
      review: 0,
      flagged: 1,
      taken_down: 0,
      adverts: 0,
    })
    expect(await moderate(db, 'take-down', action())).toBe(true)
    expect(await moderate(db, 'take-down', action())).toBe(false)
    expect(await countQueues(db)).toEqual({
      reports: 0,
      review: 0,
      flagged: 0,
      taken_down: 1,
      adverts: 0,
    })
    const { rows } = await db.query<{ status: string }>('select status from job_reports')
    expect(rows.map((row) => row.status)).toEqual(['actioned', 'actioned'])
    expect(await listAudit(db)).toEqual([
      expect.objectContaining({
        actor: ACTOR,
        action: 'listing.take-down',
        job_id: jobId,
        reason: 'fee by EcoCash',
      }),
    ])
  })

  it('dismisses reports, counting them in the audit log', async () => {
    expect(await moderate(db, 'dismiss-reports', action('not a scam'))).toBe(true)
    expect(await listReportQueue(db)).toEqual([])
    const { rows } = await db.query<{ detail: { reports: number } }>(
      'select detail from operator_audit',
    )
    expect(rows[0]?.detail).toEqual({ reports: 2 })
  })

  it('clears a flag until the listing’s text changes', async () => {
    expect((await listFlagged(db))[0]?.scam_signals.length).toBeGreaterThan(0)
    expect(await moderate(db, 'clear-flag', action('checked with the employer'))).toBe(true)
    expect(await listFlagged(db)).toEqual([])
    await upsertJobs(
      db,
      [
        makeJobInput({
          externalId: 'fee',
          description: 'Shortlisted applicants pay a USD 40 medical fee through EcoCash.',
        }),
      ],
      { now: NOW + 120_000, timeZone: 'Africa/Harare' },
    )
    expect(await listFlagged(db)).toHaveLength(1)
  })

  it('restores a listing taken down, and only one taken down', async () => {
    expect(await moderate(db, 'restore', action())).toBe(false)
    await moderate(db, 'take-down', action())
    expect(await moderate(db, 'restore', action('reviewed again'))).toBe(true)
    expect(await countQueues(db)).toMatchObject({ taken_down: 0, adverts: 0 })
  })
})
