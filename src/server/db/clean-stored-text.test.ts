/**
 * Migration 0012: text stored before it was cleaned on the way in loses its control and bidi
 * characters, in every table that holds text from a source or a stranger. The rows are written
 * raw into a migrated database, then the migration's SQL is run again (it is only updates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDataVersion } from '../jobs/jobs.repo.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { readMigrations } from './migrate.ts'

let db: TestDb
const cleaning = readMigrations().find((migration) => migration.version.startsWith('0012_'))

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

/** What must go: C0 but tab, line feed and CR; DEL and C1; the bidi controls. Written out. */
function isUnsafe(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    [0x061c, 0x200e, 0x200f].includes(code) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

// Every code point from U+0001 (PostgreSQL text cannot hold NUL) to U+2100.
const EVERY = String.fromCodePoint(...Array.from({ length: 0x2100 }, (_, at) => at + 1))
const EVERY_CLEANED = [...EVERY].filter((c) => !isUnsafe(c.codePointAt(0) ?? 0)).join('')

async function insertJob(id: string, title: string, tags: string[]) {
  await db.query(
    `insert into jobs (id, source, external_id, title, company, location, description, tags,
       content_hash, fingerprint, posted_at, first_seen_at, last_seen_at, updated_at, created_at)
     values ($1, 'old', $1, $2, 'Gweru\u202e Hardware', 'Gweru\u200f', 'One\r\n\u001b[2JTwo',
       $3::text[], 'x', $1, now(), now(), now(), now(), now())`,
    [id, title, tags],
  )
}

describe('migration 0012: cleaning stored text', () => {
  it('exists', () => {
    expect(cleaning?.version).toBe('0012_clean_stored_text')
  })

  it('removes exactly the unsafe characters, and leaves clean rows unwritten', async () => {
    await insertJob('old_dirty', EVERY, ['Finance\u202c', '\u009bIT'])
    await insertJob('old_clean', 'Stores Clerk', ['Finance'])
    await db.query(`update jobs set company = 'Clean Co', location = null, description = 'x'
                    where id = 'old_clean'`)
    await db.query(
      `insert into job_reports (job_id, reason, details, reporter_key)
       values ('old_dirty', 'scam', $1, 'r1')`,
      ['fee\u001b]0;x\u0007 now\n\u2066ok\u2069'],
    )
    await db.query(
      `insert into contact_messages (name, email, subject, message, client_key)
       values ('Rudo\u202e', 'r@example.com', 'Hi\u009b', 'a\r\nb\u0007', 'k')`,
    )
    await db.query(
      `insert into ingest_runs (source, started_at, error) values ('old', now(), $1)`,
      ['Unexpected token \u001b[31m'],
    )
    const { rows: before } = await db.query<{ xmin: string }>(
      `select xmin::text as xmin from jobs where id = 'old_clean'`,
    )
    const version = await getDataVersion(db)

    await db.exec(cleaning?.sql ?? '')

    const { rows: jobs } = await db.query<{
      id: string
      title: string
      company: string
      location: string | null
      description: string
      tags: string[]
      xmin: string
    }>(
      `select id, title, company, location, description, tags, xmin::text as xmin
       from jobs where source = 'old' order by id`,
    )
    expect(jobs[1]).toMatchObject({
      id: 'old_dirty',
      company: 'Gweru Hardware',
      location: 'Gweru',
      description: 'One\r\n[2JTwo',
      tags: ['Finance', 'IT'],
    })
    expect(jobs[1]?.title).toBe(EVERY_CLEANED)
    // A clean row is not written again (no dead row, no change for the search index).
    expect(jobs[0]?.xmin).toBe(before[0]?.xmin)
    expect(await getDataVersion(db)).toBeGreaterThan(version)

    const { rows: reports } = await db.query<{ details: string }>(
      `select details from job_reports where job_id = 'old_dirty'`,
    )
    expect(reports).toEqual([{ details: 'fee]0;x now\nok' }])
    const { rows: messages } = await db.query(
      'select name, email, subject, message from contact_messages',
    )
    expect(messages).toEqual([
      { name: 'Rudo', email: 'r@example.com', subject: 'Hi', message: 'a\r\nb' },
    ])
    const { rows: runs } = await db.query(`select error from ingest_runs where source = 'old'`)
    expect(runs).toEqual([{ error: 'Unexpected token [31m' }])
  })
})
