import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { upsertOperator } from '../operators/operators.repo.ts'
import {
  createSession,
  findSession,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './operator-sessions.repo.ts'

const NOW = Date.parse('2026-11-26T08:00:00Z')
let db: TestDb
let operatorId: string

beforeAll(async () => {
  db = await createTestDb()
  await upsertOperator(db, 'ops@jobszw.example', '$scrypt$not-used-here', NOW)
  const { rows } = await db.query<{ id: string }>('select id::text from operators')
  operatorId = rows[0]?.id ?? ''
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from operator_sessions')
})

describe('operator sessions', () => {
  it('finds a live session by its cookie value, and keeps no usable secret', async () => {
    const token = await createSession(db, operatorId, NOW)
    expect(await findSession(db, token, NOW + 1000)).toMatchObject({
      operatorId,
      email: 'ops@jobszw.example',
    })
    const { rows } = await db.query<{ secret_hash: string }>(
      'select secret_hash from operator_sessions',
    )
    expect(token).not.toContain(rows[0]?.secret_hash ?? '')
  })

  it('refuses a wrong secret, a malformed value and an unknown id', async () => {
    const token = await createSession(db, operatorId, NOW)
    const [id] = token.split('.')
    expect(await findSession(db, `${id}.${'x'.repeat(43)}`, NOW)).toBeNull()
    expect(await findSession(db, 'not a token', NOW)).toBeNull()
    expect(await findSession(db, `AAAAAAAAAAAAAAAAAAAAAA.${'x'.repeat(43)}`, NOW)).toBeNull()
  })

  it('ends a session idle for 30 minutes, and one 8 hours old however busy', async () => {
    const idle = await createSession(db, operatorId, NOW)
    expect(await findSession(db, idle, NOW + SESSION_IDLE_MS)).toBeNull()

    const busy = await createSession(db, operatorId, NOW)
    for (let at = NOW; at < NOW + SESSION_ABSOLUTE_MS; at += SESSION_IDLE_MS / 2) {
      expect(await findSession(db, busy, at)).not.toBeNull()
    }
    expect(await findSession(db, busy, NOW + SESSION_ABSOLUTE_MS)).toBeNull()
  })

  it('purges sessions past either time-out', async () => {
    await createSession(db, operatorId, NOW)
    await createSession(db, operatorId, NOW + SESSION_IDLE_MS)
    await purgeExpiredSessions(db, NOW + SESSION_IDLE_MS + 1)
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from operator_sessions',
    )
    expect(rows[0]?.count).toBe(1)
  })

  it('ends every session of an operator whose password is reset', async () => {
    const token = await createSession(db, operatorId, NOW)
    await upsertOperator(db, 'ops@jobszw.example', '$scrypt$another', NOW + 1000)
    expect(await findSession(db, token, NOW + 2000)).toBeNull()
  })
})
