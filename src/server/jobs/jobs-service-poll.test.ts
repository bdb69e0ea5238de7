import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { takeLogs } from '../../../tests/setup/server.ts'
import { DatabaseUnavailableError } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { JobsService } from './jobs-service.ts'

const POLL_MS = 2000
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** `db` whose statements fail with `failure()` once `failing` is set. */
function breakable(base: Db, failure: () => Error) {
  const state = { failing: false }
  const fail = () => Promise.reject(failure())
  const wrapped: Db = {
    ...base,
    query: (sql, params) => (state.failing ? fail() : base.query(sql, params)),
    transaction: (fn, options) => (state.failing ? fail() : base.transaction(fn, options)),
  }
  return { db: wrapped, state }
}

async function pollTwice(failure: () => Error) {
  const { db: polled, state } = breakable(db, failure)
  const service = new JobsService({ db: polled, clock: createTestClock(0), pollMs: POLL_MS })
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  await service.start()
  state.failing = true
  await vi.advanceTimersByTimeAsync(2 * POLL_MS)
  service.stop()
}

describe("the data version poll's failures", () => {
  it('log nothing of their own while the database is away: the outage is logged once', async () => {
    await pollTwice(() => new DatabaseUnavailableError('the database is down'))
    expect(takeLogs('error')).toEqual([])
  })

  it('log an error when the cause is not the database being away', async () => {
    await pollTwice(() => new Error('column "version" does not exist'))
    expect(takeLogs('error')).toEqual([
      expect.objectContaining({ msg: 'data version poll failed' }),
      expect.objectContaining({ msg: 'data version poll failed' }),
    ])
  })
})
