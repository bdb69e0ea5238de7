import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import {
  findOperatorByEmail,
  listOperators,
  removeOperator,
  replacePasswordHash,
  upsertOperator,
} from './operators.repo.ts'

const NOW = Date.UTC(2026, 2, 1, 9, 30, 15)
const LATER = NOW + 3 * 86_400_000
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})

afterAll(async () => {
  await db.close()
})

beforeEach(async () => {
  await db.exec('delete from operators')
})

async function addSession(email: string, id: string) {
  await db.query(
    `insert into operator_sessions (id, secret_hash, operator_id, created_at, last_seen_at)
     select $2, 'hash', id, now(), now() from operators where email = $1`,
    [email, id],
  )
}

async function sessionIds(): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select id from operator_sessions order by id')
  return rows.map((row) => row.id)
}

describe('upsertOperator', () => {
  it('adds an operator under the lower-cased address', async () => {
    expect(await upsertOperator(db, '  Ops@Example.ORG ', '$scrypt$one', NOW)).toEqual({
      created: true,
    })
    expect(await findOperatorByEmail(db, 'ops@example.org')).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email: 'ops@example.org',
      password_hash: '$scrypt$one',
    })
  })

  it('resets the password of an existing operator and ends only their sessions', async () => {
    await upsertOperator(db, 'ops@example.org', '$scrypt$one', NOW)
    await upsertOperator(db, 'other@example.org', '$scrypt$other', NOW)
    await addSession('ops@example.org', 'a')
    await addSession('ops@example.org', 'b')
    await addSession('other@example.org', 'c')
    const before = await findOperatorByEmail(db, 'ops@example.org')

    expect(await upsertOperator(db, 'OPS@example.org', '$scrypt$two', LATER)).toEqual({
      created: false,
    })
    const after = await findOperatorByEmail(db, 'ops@example.org')
    expect(after).toEqual({ ...before, password_hash: '$scrypt$two' })
    expect(await sessionIds()).toEqual(['c'])
    const [ops] = (await listOperators(db)).filter((row) => row.email === 'ops@example.org')
    expect(ops).toMatchObject({
      created_at: '2026-03-01T09:30:15Z',
      updated_at: '2026-03-04T09:30:15Z',
    })
  })
})

describe('listOperators', () => {
  it('lists every operator by email with their dates and open sessions', async () => {
    expect(await listOperators(db)).toEqual([])
    await upsertOperator(db, 'zed@example.org', '$scrypt$z', NOW)
    await upsertOperator(db, 'amy@example.org', '$scrypt$a', LATER)
    await addSession('zed@example.org', 'z1')
    await addSession('zed@example.org', 'z2')
    expect(await listOperators(db)).toEqual([
      {
        email: 'amy@example.org',
        created_at: '2026-03-04T09:30:15Z',
        updated_at: '2026-03-04T09:30:15Z',
        sessions: 0,
      },
      {
        email: 'zed@example.org',
        created_at: '2026-03-01T09:30:15Z',
        updated_at: '2026-03-01T09:30:15Z',
        sessions: 2,
      },
    ])
  })
})

describe('removeOperator', () => {
  it('removes the operator and their sessions, and says false for an unknown address', async () => {
    await upsertOperator(db, 'ops@example.org', '$scrypt$one', NOW)
    await addSession('ops@example.org', 'a')
    expect(await removeOperator(db, 'Ops@Example.org')).toBe(true)
    expect(await findOperatorByEmail(db, 'ops@example.org')).toBeNull()
    expect(await sessionIds()).toEqual([])
    expect(await removeOperator(db, 'ops@example.org')).toBe(false)
  })
})

describe('findOperatorByEmail', () => {
  it('finds by the address however it is typed, and null for an unknown one', async () => {
    await upsertOperator(db, 'ops@example.org', '$scrypt$one', NOW)
    expect((await findOperatorByEmail(db, ' OPS@EXAMPLE.ORG'))?.email).toBe('ops@example.org')
    expect(await findOperatorByEmail(db, 'nobody@example.org')).toBeNull()
  })
})

describe('replacePasswordHash', () => {
  it('stores the new hash over the one checked, keeping sessions, and not over a reset', async () => {
    await upsertOperator(db, 'ops@example.org', '$scrypt$old', NOW)
    await addSession('ops@example.org', 's1')
    const { id } = (await findOperatorByEmail(db, 'ops@example.org')) ?? { id: '' }
    expect(await replacePasswordHash(db, id, { from: '$scrypt$old', to: '$scrypt$new' })).toBe(true)
    expect((await findOperatorByEmail(db, 'ops@example.org'))?.password_hash).toBe('$scrypt$new')
    expect(await sessionIds()).toEqual(['s1'])
    // The password was reset between the check and the store: the reset stands.
    expect(await replacePasswordHash(db, id, { from: '$scrypt$old', to: '$scrypt$x' })).toBe(false)
    expect((await findOperatorByEmail(db, 'ops@example.org'))?.password_hash).toBe('$scrypt$new')
  })
})
