import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Db } from '../../db/db.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import {
  parseOperatorAnswer,
  parseOperatorEmail,
  parseOperatorRequest,
  runOperatorCommand,
} from './operator-commands.ts'
import { listOperators } from './operators.repo.ts'
import { TEST_PASSWORD_COST, hashPassword } from './password-hash.ts'

const NOW = Date.UTC(2026, 1, 2, 3, 4, 5)
let db: TestDb
let hash: string

beforeAll(async () => {
  db = await createTestDb()
  hash = await hashPassword('correct horse battery staple', TEST_PASSWORD_COST)
})

afterAll(async () => {
  await db.close()
})

beforeEach(async () => {
  await db.exec('delete from operators; delete from operator_audit')
})

async function auditRows() {
  const { rows } = await db.query<{ at: string; actor: string; action: string; detail: unknown }>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor, action,
       detail
     from operator_audit order by id`,
  )
  return rows
}

/** The database, but the audit log refuses every row. */
function withBrokenAudit(inner: Db): Db {
  return {
    ...inner,
    transaction: (fn, options) =>
      inner.transaction(
        (tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              sql.includes('operator_audit')
                ? Promise.reject(new Error('audit refused'))
                : tx.query(sql, params),
          }),
        options,
      ),
  }
}

describe('parseOperatorEmail', () => {
  it.each([
    ['ops@example.org', 'ops@example.org'],
    ['  Tendai.Moyo+ops@Example.CO.ZW ', 'tendai.moyo+ops@example.co.zw'],
  ])('accepts %j as %j', (raw, email) => {
    expect(parseOperatorEmail(raw)).toBe(email)
  })

  it.each(['', 'ops', 'ops@', '@example.org', 'ops@example', 'o ps@example.org', 'a@b@c.org'])(
    'refuses %j',
    (raw) => {
      expect(parseOperatorEmail(raw)).toBeNull()
    },
  )

  it('refuses control characters and absurd lengths', () => {
    expect(parseOperatorEmail('ops\u0000@example.org')).toBeNull()
    expect(parseOperatorEmail(`${'a'.repeat(250)}@example.org`)).toBeNull()
  })
})

describe('parseOperatorRequest', () => {
  it('accepts the three requests, lower-casing the address', () => {
    expect(parseOperatorRequest({ op: 'list' })).toEqual({ op: 'list' })
    expect(parseOperatorRequest({ op: 'remove', email: 'OPS@example.org' })).toEqual({
      op: 'remove',
      email: 'ops@example.org',
    })
    expect(
      parseOperatorRequest({ op: 'add', email: 'ops@example.org', passwordHash: hash }),
    ).toEqual({ op: 'add', email: 'ops@example.org', passwordHash: hash })
  })

  it.each([
    [null, /JSON object/],
    ['list', /JSON object/],
    [{}, /Unknown "op"/],
    [{ op: 'remove' }, /not an email address/],
    [{ op: 'remove', email: 42 }, /not an email address/],
    [{ op: 'add', email: 'ops@example.org' }, /not a password hash/],
    [{ op: 'add', email: 'ops@example.org', password: 'plain text' }, /not a password hash/],
  ])('refuses %j', (value, reason) => {
    const parsed = parseOperatorRequest(value)
    expect('error' in parsed && parsed.error).toMatch(reason)
  })
})

describe('parseOperatorAnswer', () => {
  it('accepts the answers the server gives and nothing else', () => {
    const summary = { email: 'a@b.org', created_at: 'x', updated_at: 'y', sessions: 1 }
    for (const answer of [
      { ok: true, op: 'add', created: true },
      { ok: true, op: 'remove', removed: false },
      { ok: true, op: 'list', operators: [summary] },
      { ok: false, error: 'no' },
    ])
      expect(parseOperatorAnswer(answer)).toEqual(answer)
    for (const answer of [
      null,
      { ok: true },
      { ok: true, op: 'add' },
      { ok: true, op: 'list', operators: [{ email: 'a@b.org' }] },
      { ok: false },
    ])
      expect(parseOperatorAnswer(answer)).toBeNull()
  })
})

describe('runOperatorCommand', () => {
  it('writes an audit row with each change, as the command line', async () => {
    const add = { op: 'add', email: 'ops@example.org', passwordHash: hash } as const
    expect(await runOperatorCommand(db, add, NOW)).toEqual({ ok: true, op: 'add', created: true })
    expect(await runOperatorCommand(db, add, NOW + 1000)).toEqual({
      ok: true,
      op: 'add',
      created: false,
    })
    const remove = { op: 'remove', email: 'ops@example.org' } as const
    expect(await runOperatorCommand(db, remove, NOW + 2000)).toEqual({
      ok: true,
      op: 'remove',
      removed: true,
    })
    expect(await runOperatorCommand(db, remove, NOW + 3000)).toEqual({
      ok: true,
      op: 'remove',
      removed: false,
    })
    const detail = { email: 'ops@example.org' }
    expect(await auditRows()).toEqual([
      { at: '2026-02-02T03:04:05Z', actor: 'command line', action: 'operator.add', detail },
      { at: '2026-02-02T03:04:06Z', actor: 'command line', action: 'operator.reset', detail },
      { at: '2026-02-02T03:04:07Z', actor: 'command line', action: 'operator.remove', detail },
    ])
  })

  it('lists without logging', async () => {
    await runOperatorCommand(db, { op: 'add', email: 'ops@example.org', passwordHash: hash }, NOW)
    const answer = await runOperatorCommand(db, { op: 'list' }, NOW)
    expect(answer).toEqual({ ok: true, op: 'list', operators: await listOperators(db) })
    expect(await auditRows()).toHaveLength(1)
  })

  it('makes no change that it could not log', async () => {
    const broken = withBrokenAudit(db)
    await expect(
      runOperatorCommand(broken, { op: 'add', email: 'ops@example.org', passwordHash: hash }, NOW),
    ).rejects.toThrow('audit refused')
    expect(await listOperators(db)).toEqual([])

    await runOperatorCommand(db, { op: 'add', email: 'ops@example.org', passwordHash: hash }, NOW)
    await expect(
      runOperatorCommand(broken, { op: 'remove', email: 'ops@example.org' }, NOW),
    ).rejects.toThrow('audit refused')
    expect(await listOperators(db)).toHaveLength(1)
  })
})
