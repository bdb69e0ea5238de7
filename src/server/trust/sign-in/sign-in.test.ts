import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { upsertOperator } from '../operators/operators.repo.ts'
import { createDummyHash, hashPassword, TEST_PASSWORD_COST } from '../operators/password-hash.ts'
import { createSignIn, type SignInAttempt, type SignInResult } from './sign-in.ts'

const NOW = Date.parse('2026-12-01T08:00:00Z')
const EMAIL = 'ops@jobszw.example'
const PASSWORD = 'a long and private pass phrase'
let db: TestDb

const newSignIn = () =>
  createSignIn({
    db,
    dummyHash: () => createDummyHash(TEST_PASSWORD_COST),
    passwordCost: TEST_PASSWORD_COST,
  })

const attempt = (fields: Partial<SignInAttempt> = {}): SignInAttempt => ({
  email: EMAIL,
  password: 'a wrong guess at it',
  address: '192.0.2.1',
  deviceToken: null,
  now: NOW,
  ...fields,
})

const kinds = (results: SignInResult[]) =>
  results.reduce<Record<string, number>>((counts, { kind }) => {
    counts[kind] = (counts[kind] ?? 0) + 1
    return counts
  }, {})

async function hits(): Promise<string[]> {
  const { rows } = await db.query<{ bucket: string }>(
    'select bucket from rate_limit_hits order by bucket',
  )
  return rows.map(({ bucket }) => bucket)
}

beforeAll(async () => {
  db = await createTestDb()
  await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, TEST_PASSWORD_COST), NOW)
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from rate_limit_hits')
})

describe('signing in', () => {
  it('checks no more passwords than the count allows, whatever arrives at once', async () => {
    // Thirty processes (each with its own checks in flight) guessing at one account together:
    // only the database's count stands between them and the password.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        newSignIn()(attempt({ address: `198.51.100.${n + 1}` })),
      ),
    )
    expect(kinds(results)).toEqual({ refused: 5, throttled: 25 })
  })

  it('refuses a second try on the same account while the first is being checked', async () => {
    const signIn = newSignIn()
    const results = await Promise.all([
      signIn(attempt({ address: '192.0.2.1' })),
      signIn(attempt({ address: '192.0.2.2', password: PASSWORD })),
    ])
    expect(results).toEqual([{ kind: 'refused' }, { kind: 'throttled', retryAfterSeconds: 1 }])
    // The try refused at once was not counted.
    expect(await hits()).toEqual([
      'sign-in:account:ops@jobszw.example',
      'sign-in:address:192.0.2.1',
    ])
  })

  it('counts an unknown email like a real one', async () => {
    const signIn = newSignIn()
    for (let n = 0; n < 5; n++) {
      expect(await signIn(attempt({ email: 'nobody@x.example', address: `10.0.0.${n}` }))).toEqual({
        kind: 'refused',
      })
    }
    expect(await signIn(attempt({ email: 'nobody@x.example', address: '10.0.0.9' }))).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 60,
    })
  })

  it('clears the account at a right password and gives back only its own try to the address', async () => {
    const signIn = newSignIn()
    for (let n = 0; n < 3; n++) await signIn(attempt({ now: NOW + n }))
    const result = await signIn(attempt({ password: PASSWORD, now: NOW + 10 }))
    expect(result).toMatchObject({ kind: 'signed-in', email: EMAIL })
    expect(await hits()).toEqual(Array(3).fill('sign-in:address:192.0.2.1'))
  })

  it('counts a known browser on its own, and only for its own account', async () => {
    const signIn = newSignIn()
    const first = await signIn(attempt({ password: PASSWORD }))
    if (first.kind !== 'signed-in') throw new Error(`not signed in: ${first.kind}`)
    await signIn(attempt({ deviceToken: first.deviceToken, address: '192.0.2.7' }))
    await signIn(
      attempt({ email: 'other@x.example', deviceToken: first.deviceToken, address: '192.0.2.8' }),
    )
    expect(await hits()).toEqual([
      'sign-in:account:other@x.example',
      'sign-in:address:192.0.2.8',
      expect.stringMatching(/^sign-in:device:[\w-]+$/),
    ])
  })
})
