/**
 * Migration 0016: the columns a take-down sets and its audit rows take the state's words. A
 * database migrated up to the one before it holds a listing taken down under the old words, then
 * the rest of the migrations run, as they would at the next start of an upgraded server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeJobId } from '../jobs/job-id.ts'
import type { JobInput } from '../jobs/job-input.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { countQueues, listAudit, listTakenDown } from '../trust/console/console-queues.repo.ts'
import { migrate, readMigrations } from './migrate.ts'

const NOW = Date.parse('2026-11-28T08:00:00Z')
const VERSION = '0016_taken_down_words'
const before = readMigrations().filter((migration) => migration.version < VERSION)
let db: TestDb

/**
 * A job as a server of that release stored it: by SQL, since today's upsert writes columns later
 * migrations add (employer_slug, 0018).
 */
async function storeJob(job: JobInput) {
  await db.query(
    `insert into jobs (id, source, external_id, title, company, posted_at, content_hash)
     values ($1, $2, $3, $4, $5, $6, 'stored-before')`,
    [
      makeJobId(job.source, job.externalId),
      job.source,
      job.externalId,
      job.title,
      job.company,
      new Date(NOW).toISOString(),
    ],
  )
}

beforeAll(async () => {
  db = await createTestDb(before)
})
afterAll(async () => {
  await db?.close()
})

describe('migration 0016: the words for taking a listing down', () => {
  it('exists, after the ones it is tested against', () => {
    expect(readMigrations().map((migration) => migration.version)).toContain(VERSION)
    expect(before.length).toBeGreaterThanOrEqual(13)
  })

  it('keeps every listing taken down, with when and why, and renames its audit rows', async () => {
    const [down, open] = [makeJobInput({ externalId: 'fee' }), makeJobInput({ externalId: 'ok' })]
    await storeJob(down)
    await storeJob(open)
    const downId = makeJobId(down.source, down.externalId)
    await db.query(
      `update jobs set hidden_at = $2, hidden_reason = 'asks for a fee' where id = $1`,
      [downId, new Date(NOW).toISOString()],
    )
    await db.query(
      `insert into operator_audit (at, actor, action, job_id, reason) values
         ($1, 'ops@jobszw.example', 'listing.hide', $2, 'asks for a fee'),
         ($1, 'ops@jobszw.example', 'listing.restore', $2, ''),
         ($1, 'command line', 'operator.add', null, '')`,
      [new Date(NOW).toISOString(), downId],
    )

    expect(await migrate(db)).toContain(VERSION)

    expect(await listTakenDown(db)).toEqual([
      {
        job_id: downId,
        title: down.title,
        company: down.company,
        taken_down_reason: 'asks for a fee',
        taken_down_at: '2026-11-28T08:00:00Z',
      },
    ])
    expect(await countQueues(db)).toMatchObject({ taken_down: 1 })
    expect((await listAudit(db)).map((entry) => entry.action).sort()).toEqual([
      'listing.restore',
      'listing.take-down',
      'operator.add',
    ])
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'jobs' and column_name like '%hidden%'`,
    )
    expect(rows).toEqual([])
  })

  it('keeps the flagged queue’s index on the renamed column', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'jobs_flagged_idx'`,
    )
    expect(rows[0]?.indexdef).toContain('taken_down_at IS NULL')
  })
})
