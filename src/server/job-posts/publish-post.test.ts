/**
 * A post's job beside the jobs read from sources: ingestion never writes or withdraws it, its pay
 * and how to apply stay the post's, and a copy of the same advert read from another site gives
 * way to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFingerprintsHeldElsewhere, recordMissingJobs } from '../ingest/ingest.repo.ts'
import { parseSourcesConfig } from '../ingest/sources-config.ts'
import { makeJobFingerprint } from '../jobs/job-fingerprint.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { rereadStaleBatch } from '../jobs/reread-stale-adverts.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { EMPLOYER_SOURCE, postAsJobInput } from './post-as-job.ts'
import { markJobFilled, postJobId, publishPost } from './publish-post.ts'
import { makePost } from './testing/post-fixtures.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const options = { liveAt: NOW, now: NOW, timeZone: TEST_TIME_ZONE }

let db: TestDb
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

const row = (id: string, post = makePost()) => ({
  id,
  post,
  verified: true,
  email_domain: 'zpc.co.zw',
})

async function jobRow(id: string) {
  const { rows } = await db.query<{
    withdrawn: boolean
    pay: unknown
    how_to_apply: unknown
    source: string
  }>(
    'select withdrawn_at is not null as withdrawn, pay, how_to_apply, source from jobs where id = $1',
    [id],
  )
  return rows[0]
}

describe('a post’s job and ingestion', () => {
  it('refuses a source named employer', () => {
    for (const name of ['employer', 'Employer'])
      expect(() =>
        parseSourcesConfig(
          JSON.stringify([
            { name, kind: 'rss', url: 'https://board.example/feed', enabled: false },
          ]),
        ),
      ).toThrow('must not be "employer"')
  })

  it('is never withdrawn by another source’s complete listing', async () => {
    const jobId = await db.transaction((tx) => publishPost(tx, row('withdraw-1'), options))
    await upsertJobs(db, [makeJobInput({ source: 'board', externalId: 'b1' })], {
      now: NOW,
      timeZone: TEST_TIME_ZONE,
    })
    expect(await recordMissingJobs(db, 'board', [], { now: NOW, missesToWithdraw: 1 })).toBe(1)
    expect(await jobRow(jobId)).toMatchObject({ source: EMPLOYER_SOURCE, withdrawn: false })
  })

  it('keeps the post’s pay and how to apply when stored adverts are read again', async () => {
    const pay = { min: 500, max: null, currency: 'USD' as const, period: 'month' as const }
    // Words that the readers would read otherwise: another pay, a phone number.
    const post = makePost({
      pay,
      description: 'Salary USD 9,000 per month. Call 0772 123 456 to apply.',
    })
    const jobId = await db.transaction((tx) => publishPost(tx, row('reread-1', post), options))
    await db.query('update jobs set advert_reading_version = 0')
    while ((await rereadStaleBatch(db)) > 0);
    expect(await jobRow(jobId)).toMatchObject({ pay, how_to_apply: post.howToApply })
  })

  it('wins over a copy of the same advert read from another site, open or filled', async () => {
    const post = makePost({ title: 'Shift Supervisor' })
    const copy = {
      ...makeJobInput({ source: 'board', externalId: 'copy-1' }),
      title: post.title,
      company: post.organisation,
      expiryDate: post.closingDate,
    }
    await upsertJobs(db, [copy], { now: NOW, timeZone: TEST_TIME_ZONE })
    const copyId = makeJobId('board', 'copy-1')
    expect(await jobRow(copyId)).toMatchObject({ withdrawn: false })

    const jobId = await db.transaction((tx) => publishPost(tx, row('dup-1', post), options))
    expect(await jobRow(copyId)).toMatchObject({ withdrawn: true })
    expect(await jobRow(jobId)).toMatchObject({ withdrawn: false })
    const fingerprint = makeJobFingerprint(postAsJobInput(post, { postId: 'dup-1', liveAt: null }))
    expect(makeJobFingerprint(copy)).toBe(fingerprint)
    // The ingester skips the copy from now on, even once the job is filled.
    expect(await findFingerprintsHeldElsewhere(db, 'board', [fingerprint])).toEqual(
      new Set([fingerprint]),
    )
    await markJobFilled(db, postJobId('dup-1'), NOW + 1000)
    expect(await findFingerprintsHeldElsewhere(db, 'board', [fingerprint])).toEqual(
      new Set([fingerprint]),
    )
  })

  it('stays filled when it is written again (an edit or a new closing date)', async () => {
    const jobId = await db.transaction((tx) => publishPost(tx, row('filled-1'), options))
    await markJobFilled(db, jobId, NOW + 1000)
    const later = { ...options, now: NOW + 2000 }
    await db.transaction((tx) =>
      publishPost(tx, row('filled-1', makePost({ closingDate: '2027-01-15' })), later),
    )
    expect(await jobRow(jobId)).toMatchObject({ withdrawn: true })
  })
})
