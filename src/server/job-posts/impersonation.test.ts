import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { checkImpersonation } from './impersonation.ts'
import { publishPost } from './publish-post.ts'
import { makePost } from './testing/post-fixtures.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
let db: TestDb
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

const check = (organisation: string, workEmail: string) =>
  checkImpersonation(db, { organisation, workEmail })

describe('the impersonation rule', () => {
  it('holds a large employer’s name until a verified post from its domain has gone live', async () => {
    expect(await check('ZIMRA', 'jobs@zimra-careers.co.zw')).toEqual({
      held: true,
      knownDomains: [],
      knownEmployer: true,
      ownSource: false,
    })
    const post = makePost({ organisation: 'ZIMRA', website: 'https://www.zimra.co.zw' })
    await db.transaction((tx) =>
      publishPost(
        tx,
        { id: 'zimra-1', post, verified: true, email_domain: 'zimra.co.zw' },
        {
          liveAt: NOW,
          now: NOW,
          timeZone: TEST_TIME_ZONE,
        },
      ),
    )
    expect(await check('Zimra', 'hr@zimra.co.zw')).toMatchObject({ held: false })
    expect(await check('ZIMRA', 'hr@mail.zimra.co.zw')).toMatchObject({ held: false })
    expect(await check('ZIMRA (Pvt) Ltd', 'jobs@zimra-careers.co.zw')).toEqual({
      held: true,
      knownDomains: ['zimra.co.zw'],
      knownEmployer: true,
      ownSource: false,
    })
  })

  it('reads an organisation’s own address from its jobs, not free mail, and not aggregators’ names alone', async () => {
    await upsertJobs(
      db,
      [
        makeJobInput({
          source: 'board',
          company: 'Mutare Timber Ltd',
          applyInstructions: 'Send your CV to mutaretimber@gmail.com',
        }),
        makeJobInput({ source: 'board', company: 'Chipinge Tea Estates' }),
      ],
      { now: NOW, timeZone: TEST_TIME_ZONE },
    )
    expect(await check('Mutare Timber', 'hr@mutaretimber.co.zw')).toMatchObject({
      held: false,
      knownDomains: [],
    })
    expect(await check('Chipinge Tea Estates', 'hr@chipingetea.co.zw')).toMatchObject({
      held: false,
    })
  })

  it('holds a post naming an organisation the site lists from its own careers page, from any domain', async () => {
    // its own board: every job on the source is this organisation's
    await upsertJobs(
      db,
      [
        makeJobInput({
          source: 'chimanimani-timber-careers',
          company: 'Chimanimani Timber Mills Ltd',
        }),
        makeJobInput({ source: 'chimanimani-timber-careers', company: 'Chimanimani Timber Mills' }),
      ],
      { now: NOW, timeZone: TEST_TIME_ZONE },
    )
    expect(await check('Chimanimani Timber Mills', 'hr@chimanimanitimber-jobs.co.zw')).toEqual({
      held: true,
      knownDomains: [],
      knownEmployer: false,
      ownSource: true,
    })
    // the same name on a board of many organisations alone holds nothing
    await upsertJobs(
      db,
      [
        'Kwekwe Steel',
        'Gweru Mills',
        'Masvingo Dairy',
        'Bindura Nickel',
        'Chegutu Cotton',
        'Karoi Farms',
      ].map((company) => makeJobInput({ source: 'aggregator', company })),
      { now: NOW, timeZone: TEST_TIME_ZONE },
    )
    expect(await check('Kwekwe Steel', 'hr@kwekwesteel.co.zw')).toMatchObject({
      held: false,
      ownSource: false,
    })
  })
})
