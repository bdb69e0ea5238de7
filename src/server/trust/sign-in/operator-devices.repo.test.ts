import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { upsertOperator } from '../operators/operators.repo.ts'
import {
  createDevice,
  DEVICE_LIFETIME_MS,
  findDevice,
  purgeExpiredDevices,
} from './operator-devices.repo.ts'

const NOW = Date.parse('2026-12-01T08:00:00Z')
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
  await db.query('delete from operator_devices')
})

async function deviceCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from operator_devices')
  return rows[0]?.n ?? -1
}

describe('operator devices', () => {
  it('finds a device by its cookie, with its operator, and keeps no usable secret', async () => {
    const token = await createDevice(db, operatorId, NOW)
    const found = await findDevice(db, token, NOW + 1000)
    expect(found).toEqual({
      deviceId: token.split('.')[0],
      operatorId,
      email: 'ops@jobszw.example',
    })
    const { rows } = await db.query<{ secret_hash: string }>(
      'select secret_hash from operator_devices',
    )
    expect(token).not.toContain(rows[0]?.secret_hash ?? '')
  })

  it('refuses a wrong secret, a malformed value and an expired device', async () => {
    const token = await createDevice(db, operatorId, NOW)
    const [id] = token.split('.')
    expect(await findDevice(db, `${id}.${'x'.repeat(43)}`, NOW)).toBeNull()
    expect(await findDevice(db, 'not a token', NOW)).toBeNull()
    expect(await findDevice(db, token, NOW + DEVICE_LIFETIME_MS)).toBeNull()
  })

  it('purges expired devices only', async () => {
    await createDevice(db, operatorId, NOW)
    await createDevice(db, operatorId, NOW + 1000)
    await purgeExpiredDevices(db, NOW + DEVICE_LIFETIME_MS)
    expect(await deviceCount()).toBe(1)
  })

  it('goes with its operator', async () => {
    await upsertOperator(db, 'gone@jobszw.example', '$scrypt$x', NOW)
    const { rows } = await db.query<{ id: string }>(
      `select id::text from operators where email = 'gone@jobszw.example'`,
    )
    await createDevice(db, rows[0]?.id ?? '', NOW)
    await db.query(`delete from operators where email = 'gone@jobszw.example'`)
    expect(await deviceCount()).toBe(0)
  })
})
