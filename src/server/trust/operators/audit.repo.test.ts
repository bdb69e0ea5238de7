import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { recordAudit } from './audit.repo.ts'

let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})

afterAll(async () => {
  await db.close()
})

interface AuditRow {
  at: string
  actor: string
  action: string
  job_id: string | null
  reason: string
  detail: unknown
}

async function auditRows(): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor, action,
       job_id, reason, detail
     from operator_audit order by id`,
  )
  return rows
}

describe('recordAudit', () => {
  it('writes who did what, to which listing, when and why', async () => {
    await db.exec('delete from operator_audit')
    const at = Date.UTC(2026, 0, 15, 8, 0, 0)
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: 'ops@example.org',
        action: 'listing.take-down',
        jobId: 'job-1',
        reason: 'asks for a fee',
        detail: { signals: ['fee'], score: 7 },
        at,
      })
      await recordAudit(tx, { actor: 'command line', action: 'operator.add', at })
    })
    expect(await auditRows()).toEqual([
      {
        at: '2026-01-15T08:00:00Z',
        actor: 'ops@example.org',
        action: 'listing.take-down',
        job_id: 'job-1',
        reason: 'asks for a fee',
        detail: { signals: ['fee'], score: 7 },
      },
      {
        at: '2026-01-15T08:00:00Z',
        actor: 'command line',
        action: 'operator.add',
        job_id: null,
        reason: '',
        detail: {},
      },
    ])
  })

  it('is undone with the transaction it was written in', async () => {
    await db.exec('delete from operator_audit')
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor: 'command line', action: 'operator.add', at: 0 })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await auditRows()).toEqual([])
  })
})
