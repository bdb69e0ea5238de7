/**
 * The database refuses connections: every uncached request answers 503 with Retry-After (not
 * 500), and the outage is logged once when it starts and once when it ends, not per request.
 * On PostgreSQL the throwaway database is really closed to connections (ALLOW_CONNECTIONS
 * false, SQLSTATE 55000) and the pool's open connections are ended; PGlite cannot refuse, so a
 * transaction that holds it stands for the unavailable database.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { takeLogs } from '../../../tests/setup/server.ts'
import { createDatabaseOutage, RECOVERY_QUIET_MS } from '../db/database-outage.ts'
import type { Db } from '../db/db.ts'
import { migrate } from '../db/migrate.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { loadEnv } from '../env.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const TIMEOUT_MS = 300
const APPLICATION = 'jobs_zw_refused_test'
const REQUESTS = 40
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let outageNow = 0
const outage = createDatabaseOutage({ now: () => outageNow })
let testDb: TestDb
let db: Db

beforeAll(async () => {
  testDb = await createTestDb()
  if (testDb.url) {
    const url = new URL(testDb.url)
    url.searchParams.set('application_name', APPLICATION)
    db = await openPostgresDb(url.toString(), 4, TIMEOUT_MS, { outage })
  } else {
    db = await openPgliteDb(null, TIMEOUT_MS, { outage })
    await migrate(db)
  }
})
afterAll(async () => {
  await db?.close().catch(() => {})
  await testDb?.close()
})

async function asAdmin(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: loadEnv().databaseUrl ?? undefined })
  await client.connect()
  try {
    await client.query(sql, params)
  } finally {
    await client.end()
  }
}

/** Makes the database refuse this app; returns how to let it back in. */
async function refuse(): Promise<() => Promise<void>> {
  if (testDb.url) {
    const name = new URL(testDb.url).pathname.slice(1)
    await asAdmin(`alter database ${name} allow_connections false`)
    await asAdmin(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [APPLICATION],
    )
    return () => asAdmin(`alter database ${name} allow_connections true`)
  }
  let release = () => {}
  const held = db.transaction(
    () =>
      new Promise<void>((resolve) => {
        release = resolve
      }),
  )
  return async () => {
    release()
    await held
  }
}

describe('when the database refuses connections', () => {
  it('answers 503 with Retry-After to every uncached request and logs the outage once', async () => {
    const { app, addJobs } = createTestApp(db, clock)
    await addJobs([makeJobInput({ title: 'Borehole Technician' })])
    const cached = await app.request('/api/jobs?status=active')
    expect(cached.status).toBe(200)

    const allowAgain = await refuse()
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        i % 2 === 0
          ? app.request('/api/newsletter', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email: `reader${i}@example.com` }),
            })
          : app.request(`/api/jobs?status=expired&page=${i}`),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(REQUESTS).fill(503))
    expect(answers.every((answer) => answer.headers.get('Retry-After') === '10')).toBe(true)
    expect((await app.request('/api/jobs?status=active')).status).toBe(200)
    expect(takeLogs('warn')).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'database unavailable' }),
    ])
    expect(outage.unavailable).toBe(true)

    await allowAgain()
    outageNow += RECOVERY_QUIET_MS
    const back = await app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'back@example.com' }),
    })
    expect(back.status).toBe(201)
    expect(takeLogs('info').filter((line) => line.msg !== 'request')).toEqual([
      expect.objectContaining({
        msg: 'database available again',
        failed_statements: expect.any(Number),
      }),
    ])
    expect(takeLogs('warn')).toEqual([])
  })
})
