/**
 * The database stops answering: uncached reads and form posts answer 503 with Retry-After in
 * the API's error shape, quickly; answers already cached keep being served. On PostgreSQL the
 * server is reached through a relay the test freezes and then cuts; PGlite cannot be cut, so a
 * transaction that holds it stands for the busy database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'

import type { Db } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { migrate } from '../db/migrate.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { takeConsoleErrors, takeLogs } from '../../../tests/setup/server.ts'

const TIMEOUT_MS = 300
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let testDb: TestDb
let proxy: TcpProxy | null = null
let db: Db

beforeAll(async () => {
  testDb = await createTestDb()
  if (testDb.url) {
    const target = new URL(testDb.url)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const viaProxy = new URL(testDb.url)
    viaProxy.port = String(proxy.port)
    db = await openPostgresDb(viaProxy.toString(), 2, TIMEOUT_MS)
  } else {
    db = await openPgliteDb(null, TIMEOUT_MS)
    await migrate(db)
  }
})
afterAll(async () => {
  await proxy?.stop()
  await db?.close().catch(() => {})
  await testDb?.close()
})

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error
}

describe('when the database stops answering', () => {
  it('answers 503 with Retry-After for what is not cached, and serves what is', async () => {
    const { app, addJobs } = createTestApp(db, clock)
    await addJobs([makeJobInput({ title: 'Borehole Technician' })])
    const cached = await app.request('/api/jobs?status=active')
    expect(cached.status).toBe(200)
    const cachedBody = await cached.text()

    let release = () => {}
    if (proxy) {
      proxy.freeze()
    } else {
      // PGlite serves one caller at a time: a transaction that does not end keeps readers out.
      void db.transaction(
        () =>
          new Promise<void>((resolve) => {
            release = resolve
          }),
      )
    }
    const frozenSearch = await app.request('/api/jobs?status=active&q=borehole')
    expect(frozenSearch.status).toBe(503)
    expect(frozenSearch.headers.get('Retry-After')).toBe('10')
    expect(await errorOf(frozenSearch)).toMatchObject({ code: 'database_unavailable' })

    const again = await app.request('/api/jobs?status=active')
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(cachedBody)

    if (proxy) await proxy.stop()
    const newsletter = await app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'rudo@example.com' }),
    })
    expect(newsletter.status).toBe(503)
    expect(newsletter.headers.get('Retry-After')).toBe('10')
    expect(await errorOf(newsletter)).toMatchObject({ code: 'database_unavailable' })
    release()
    // Nothing here is an error of ours: the outage is logged as a warning, not an error, and
    // once, where it starts, not once per request (db/database-outage.ts).
    expect(takeConsoleErrors()).toEqual([])
    expect(takeLogs('warn')).toEqual([expect.objectContaining({ msg: 'database unavailable' })])
  })
})
