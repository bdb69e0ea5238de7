import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { loadAlertTokenSecret, makeAlertToken, readAlertToken } from './alert-tokens.ts'

let db: TestDb
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

describe('alert tokens', () => {
  it('keeps one secret, made once', async () => {
    const first = await loadAlertTokenSecret(db)
    expect(first).toHaveLength(32)
    expect((await loadAlertTokenSecret(db)).equals(first)).toBe(true)
  })

  it('reads back the alert of a token made for the same purpose only', async () => {
    const secret = await loadAlertTokenSecret(db)
    const token = makeAlertToken(secret, 'manage', '42')
    expect(readAlertToken(secret, 'manage', token)).toBe('42')
    expect(readAlertToken(secret, 'confirm', token)).toBeNull()
    expect(readAlertToken(secret, 'manage', token.replace(/^42/, '43'))).toBeNull()
    expect(readAlertToken(secret, 'manage', `${token}x`)).toBeNull()
    expect(readAlertToken(secret, 'manage', 'nonsense')).toBeNull()
    expect(readAlertToken(Buffer.alloc(32), 'manage', token)).toBeNull()
  })
})
