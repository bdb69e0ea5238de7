import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import type { OutgoingMail } from './mailer.ts'
import {
  claimDueMail,
  countMail,
  enqueueMail,
  giveUpAbandonedMail,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND_TIMEOUT_MS,
  markMailFailed,
  markMailSent,
} from './outbox.repo.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE

let db: TestDb
let alertId: string

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from mail_outbox')
  await db.query('delete from job_alerts')
  const { rows } = await db.query<{ id: string }>(
    `insert into job_alerts (email, mailbox, frequency, created_at)
     values ('a@example.com', 'a@example.com', 'daily', $1) returning id::text as id`,
    [new Date(NOW).toISOString()],
  )
  alertId = rows[0]?.id ?? ''
})

let serial = 0
const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'a@example.com',
  subject: 'Hello',
  text: 'Text',
  html: '<p>Text</p>',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  messageId: `<m-${++serial}@jobs.example>`,
  ...overrides,
})

async function statusOf(id: string) {
  const { rows } = await db.query<{ status: string; attempts: number; next: string }>(
    `select status, attempts,
            to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next
     from mail_outbox where id = $1::bigint`,
    [id],
  )
  return rows[0]
}

describe('enqueueMail and claimDueMail', () => {
  it('gives back what was stored, due at once, and leases it', async () => {
    const stored = mail({ headers: { 'List-Id': 'JobsZW job alerts <alerts.jobs.example>' } })
    await enqueueMail(db, { alertId, kind: 'alert-confirm', mail: stored, now: NOW })
    const [claimed, ...rest] = await claimDueMail(db, NOW, 10)
    expect(rest).toEqual([])
    expect(claimed).toEqual({
      ...stored,
      id: expect.stringMatching(/^\d+$/) as string,
      // the attempt is counted as it is claimed: this is the first
      attempts: 1,
      kind: 'alert-confirm',
    })
    // Leased: not due again until the lease runs out.
    expect(await claimDueMail(db, NOW + MAIL_LEASE_MS - 1, 10)).toEqual([])
    expect(await claimDueMail(db, NOW + MAIL_LEASE_MS, 10)).toHaveLength(1)
  })

  it('is not due before its time, and takes confirmations first, then the oldest', async () => {
    await enqueueMail(db, {
      alertId,
      kind: 'alert-digest',
      mail: mail({ subject: 'd1' }),
      now: NOW,
    })
    await enqueueMail(db, {
      alertId,
      kind: 'alert-digest',
      mail: mail({ subject: 'd2' }),
      now: NOW + 1,
    })
    await enqueueMail(db, {
      alertId,
      kind: 'alert-confirm',
      mail: mail({ subject: 'c' }),
      now: NOW + 2,
    })
    expect(await claimDueMail(db, NOW - 1, 10)).toEqual([])
    expect((await claimDueMail(db, NOW + 2, 2)).map((m) => m.subject)).toEqual(['c', 'd1'])
    expect((await claimDueMail(db, NOW + 2, 2)).map((m) => m.subject)).toEqual(['d2'])
  })

  it('stores a message once, however often it is written (its Message-ID names it)', async () => {
    const once = mail()
    await db.transaction(async (tx) => {
      await enqueueMail(tx, { alertId, kind: 'alert-digest', mail: once, now: NOW })
      await enqueueMail(tx, { alertId, kind: 'alert-digest', mail: once, now: NOW })
    })
    expect(await claimDueMail(db, NOW, 10)).toHaveLength(1)
  })

  it('keeps nothing of a transaction that rolls back', async () => {
    await db
      .transaction(async (tx) => {
        await enqueueMail(tx, { alertId, kind: 'alert-confirm', mail: mail(), now: NOW })
        throw new Error('the rest of the decision failed')
      })
      .catch(() => undefined)
    expect(await claimDueMail(db, NOW, 10)).toEqual([])
  })

  it('takes mail that belongs to no alert', async () => {
    await enqueueMail(db, { alertId: null, kind: 'alert-digest', mail: mail(), now: NOW })
    expect(await claimDueMail(db, NOW, 10)).toHaveLength(1)
  })
})

describe('claimDueMail from two senders at once', () => {
  it('never gives one row to both', async () => {
    for (let n = 0; n < 6; n++)
      await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const [a, b] = await Promise.all([claimDueMail(db, NOW, 4), claimDueMail(db, NOW, 4)])
    const ids = [...(a ?? []), ...(b ?? [])].map((m) => m.id)
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
  })
})

describe('markMailSent and markMailFailed', () => {
  async function claimOne() {
    const [claimed] = await claimDueMail(db, NOW + 100 * HOUR, 1)
    if (!claimed) throw new Error('nothing due')
    return claimed
  }

  it('marks a sent message, which is never claimed again', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const { id } = await claimOne()
    await markMailSent(db, id, NOW + 1000)
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await claimDueMail(db, NOW + 1000 * HOUR, 10)).toEqual([])
  })

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then gives up after 6 attempts', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const { id } = await claimDueMail(db, NOW, 1).then(([m]) => m ?? { id: '' })
    const waits = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR]
    let at = NOW
    for (const [index, wait] of waits.entries()) {
      const attempt = index + 1
      expect(
        await markMailFailed(db, id, { error: '451 later', now: at, permanent: false, attempt }),
      ).toEqual({ status: 'pending' })
      expect(await statusOf(id)).toEqual({
        status: 'pending',
        attempts: attempt,
        next: new Date(at + wait).toISOString(),
      })
      expect(await claimDueMail(db, at + wait - 1, 1)).toEqual([])
      const [again] = await claimDueMail(db, at + wait, 1)
      expect(again?.attempts).toBe(attempt + 1)
      at += wait
    }
    expect(
      await markMailFailed(db, id, { error: '451 later', now: at, permanent: false, attempt: 6 }),
    ).toEqual({ status: 'failed' })
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 6 })
    expect(await claimDueMail(db, at + 1000 * HOUR, 10)).toEqual([])
  })

  it('writes nothing for an attempt whose row was claimed again since', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const [first] = await claimDueMail(db, NOW, 1)
    // Its lease ran out mid-send: another sender took the row, as attempt 2.
    const [second] = await claimDueMail(db, NOW + MAIL_LEASE_MS, 1)
    expect([first?.attempts, second?.attempts]).toEqual([1, 2])
    expect(
      await markMailFailed(db, first?.id ?? '', {
        error: 'timed out',
        now: NOW + MAIL_LEASE_MS + 1,
        permanent: true,
        attempt: 1,
      }),
    ).toEqual({ status: 'superseded' })
    expect(await statusOf(first?.id ?? '')).toMatchObject({ status: 'pending', attempts: 2 })
    // A success is the truth whoever reports it, and ends the row.
    await markMailSent(db, first?.id ?? '', NOW + MAIL_LEASE_MS + 2)
    expect(await statusOf(first?.id ?? '')).toMatchObject({ status: 'sent', attempts: 2 })
    expect(
      await markMailFailed(db, first?.id ?? '', {
        error: '451',
        now: NOW + MAIL_LEASE_MS + 3,
        permanent: false,
        attempt: 2,
      }),
    ).toEqual({ status: 'superseded' })
    expect(await statusOf(first?.id ?? '')).toMatchObject({ status: 'sent' })
  })

  it('gives up at once on a permanent refusal, keeping the reason', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-confirm', mail: mail(), now: NOW })
    const { id } = await claimOne()
    const reason = `550 no such mailbox ${'x'.repeat(2000)}`
    expect(await markMailFailed(db, id, { error: reason, now: NOW, permanent: true })).toEqual({
      status: 'failed',
    })
    const { rows } = await db.query<{ last_error: string }>(
      'select last_error from mail_outbox where id = $1::bigint',
      [id],
    )
    expect(rows[0]?.last_error).toBe(reason.slice(0, 1000))
  })
})

describe('claiming counts the attempt, so no row is tried for ever', () => {
  it('gives a row at most MAIL_MAX_ATTEMPTS claims, however its leases run out', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const claims: number[] = []
    let at = NOW
    // A sender that dies mid-send every time: nothing is ever recorded but the claim.
    for (let round = 0; round < MAIL_MAX_ATTEMPTS + 3; round++) {
      const [claimed] = await claimDueMail(db, at, 10)
      if (claimed) claims.push(claimed.attempts)
      at += MAIL_LEASE_MS
    }
    expect(claims).toEqual([1, 2, 3, 4, 5, 6])
    expect(MAIL_MAX_ATTEMPTS).toBe(6)
  })

  it('gives up, with the reason, a last attempt whose lease ran out without an outcome', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const [claimed] = await claimDueMail(db, NOW, 1)
    const id = claimed?.id ?? ''
    await db.query('update mail_outbox set attempts = $2, last_error = $3 where id = $1::bigint', [
      id,
      MAIL_MAX_ATTEMPTS,
      '451 try later',
    ])
    // Not while the lease holds: its sender may still report.
    expect(await giveUpAbandonedMail(db, NOW + MAIL_LEASE_MS - 1)).toEqual([])
    expect(await giveUpAbandonedMail(db, NOW + MAIL_LEASE_MS)).toEqual([
      { id, kind: 'alert-digest', attempts: MAIL_MAX_ATTEMPTS },
    ])
    const { rows } = await db.query<{ status: string; last_error: string }>(
      'select status, last_error from mail_outbox where id = $1::bigint',
      [id],
    )
    expect(rows).toEqual([
      {
        status: 'failed',
        last_error:
          'no outcome from attempt 6 of 6: its sender stopped before reporting back; ' +
          'before that: 451 try later',
      },
    ])
    expect(await countMail(db, NOW + MAIL_LEASE_MS)).toMatchObject({ pending: 0, failed: 1 })
    // A row with attempts left is claimed again instead.
    await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    await claimDueMail(db, NOW, 1)
    expect(await giveUpAbandonedMail(db, NOW + MAIL_LEASE_MS)).toEqual([])
    expect(await claimDueMail(db, NOW + MAIL_LEASE_MS, 1)).toMatchObject([{ attempts: 2 }])
  })

  it('leases the row past the send timeout, so a live sender reports before it runs out', () => {
    expect(MAIL_LEASE_MS).toBeGreaterThanOrEqual(2 * MAIL_SEND_TIMEOUT_MS)
  })
})

describe('countMail', () => {
  it('counts pending, failed, and sent in the last day', async () => {
    expect(await countMail(db, NOW)).toEqual({ pending: 0, failed: 0, sentLastDay: 0 })
    for (let n = 0; n < 4; n++)
      await enqueueMail(db, { alertId, kind: 'alert-digest', mail: mail(), now: NOW })
    const [a, b, c] = await claimDueMail(db, NOW, 3)
    await markMailSent(db, a?.id ?? '', NOW - 25 * HOUR)
    await markMailSent(db, b?.id ?? '', NOW - HOUR)
    await markMailFailed(db, c?.id ?? '', { error: '550', now: NOW, permanent: true })
    expect(await countMail(db, NOW)).toEqual({ pending: 1, failed: 1, sentLastDay: 1 })
  })
})

describe('deleting an alert', () => {
  it('takes its mail with it', async () => {
    await enqueueMail(db, { alertId, kind: 'alert-confirm', mail: mail(), now: NOW })
    await db.query('delete from job_alerts where id = $1::bigint', [alertId])
    expect(await countMail(db, NOW)).toEqual({ pending: 0, failed: 0, sentLastDay: 0 })
  })
})
