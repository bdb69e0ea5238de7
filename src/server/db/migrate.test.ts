import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDataVersion } from '../jobs/jobs.repo.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { migrate, readMigrations } from './migrate.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const options = { now: NOW, timeZone: 'Africa/Harare' }
let db: TestDb

async function appliedVersions(): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from schema_migrations order by version',
  )
  return rows.map((row) => row.version)
}

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [name],
  )
  return rows[0]?.exists ?? false
}

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

describe('readMigrations', () => {
  it('finds the numbered .sql files in order', () => {
    const migrations = readMigrations()
    expect(migrations.map((m) => m.version)).toContain('0001_jobs')
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((m) => m.version).sort())
    expect(migrations[0]?.sql).toContain('create table jobs')
  })
})

describe('migrate on a migrated database', () => {
  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([])
    expect(await appliedVersions()).toEqual(readMigrations().map((m) => m.version))
  })

  it('records 0001_jobs in schema_migrations', async () => {
    expect(await appliedVersions()).toContain('0001_jobs')
  })

  it('creates the jobs table, the data_version row and pg_trgm', async () => {
    expect(await tableExists('jobs')).toBe(true)
    expect(await tableExists('app_settings')).toBe(true)
    expect(await tableExists('no_such_table')).toBe(false)
    const version = await db.query<{ count: number }>(
      'select count(*)::int as count from data_version',
    )
    expect(version.rows[0]?.count).toBe(1)
    const ext = await db.query<{ extname: string }>(
      `select extname from pg_extension where extname = 'pg_trgm'`,
    )
    expect(ext.rows.map((row) => row.extname)).toEqual(['pg_trgm'])
  })
})

describe('the data_version trigger', () => {
  it('bumps the version on insert, update and delete of jobs', async () => {
    const job = makeJobInput({ externalId: 'trigger-job' })
    const v0 = await getDataVersion(db)
    expect(v0).toBeGreaterThanOrEqual(1)

    await upsertJobs(db, [job], options)
    const v1 = await getDataVersion(db)
    expect(v1).toBeGreaterThan(v0)

    await upsertJobs(db, [{ ...job, title: 'Renamed' }], options)
    const v2 = await getDataVersion(db)
    expect(v2).toBeGreaterThan(v1)

    await db.query(`update jobs set salary = 'USD 900' where id = $1`, [
      makeJobId(job.source, job.externalId),
    ])
    const v3 = await getDataVersion(db)
    expect(v3).toBeGreaterThan(v2)

    await db.query('delete from jobs where id = $1', [makeJobId(job.source, job.externalId)])
    const v4 = await getDataVersion(db)
    expect(v4).toBeGreaterThan(v3)
  })

  it('leaves the version alone when a statement on jobs changes no rows', async () => {
    const job = makeJobInput({ externalId: 'still-job' })
    await upsertJobs(db, [job], options)
    const id = makeJobId(job.source, job.externalId)
    const before = await getDataVersion(db)

    await upsertJobs(db, [job], { ...options, now: NOW + 60_000 })
    await db.query(`update jobs set salary = 'USD 900' where id = 'no-such-job'`)
    await db.query(`delete from jobs where id = 'no-such-job'`)
    await db.query('insert into jobs select * from jobs where id = $1 on conflict do nothing', [id])
    expect(await getDataVersion(db)).toBe(before)

    await db.query('truncate jobs')
    expect(await getDataVersion(db)).toBeGreaterThan(before)
  })

  it('leaves the version alone when other tables change', async () => {
    const before = await getDataVersion(db)
    await db.query(`insert into app_settings (key, value) values ('trigger-test', 'x')`)
    expect(await getDataVersion(db)).toBe(before)
  })
})

describe('migrate with new migrations', () => {
  it('applies a new migration exactly once when two run at the same time', async () => {
    const migrations = [
      ...readMigrations(),
      { version: '9999_test', sql: 'create table t_extra (id int);' },
    ]
    const results = await Promise.all([migrate(db, migrations), migrate(db, migrations)])
    expect(results.map((r) => r.join(',')).sort()).toEqual(['', '9999_test'])
    expect(await tableExists('t_extra')).toBe(true)
    expect((await appliedVersions()).filter((v) => v === '9999_test')).toHaveLength(1)
    expect(await migrate(db, migrations)).toEqual([])
  })

  it('rolls back a failing migration completely', async () => {
    const migrations = [
      ...readMigrations(),
      {
        version: '9998_bad',
        sql: 'create table t_ok (id int); select * from no_such_table;',
      },
    ]
    await expect(migrate(db, migrations)).rejects.toThrow(/no_such_table/)
    expect(await tableExists('t_ok')).toBe(false)
    expect(await appliedVersions()).not.toContain('9998_bad')
    // the database is still usable afterwards
    expect(await migrate(db)).toEqual([])
  })
})
