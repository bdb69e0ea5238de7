/**
 * The outbox's attempts under the failures that used to escape them: a sender that crashes, one
 * that dies mid-send, two senders at once, a lease that runs out while a slow send goes on, a
 * send that never answers. Real SMTP on 127.0.0.1 where a message is delivered, a real database
 * (PGlite, or PostgreSQL with DATABASE_URL), and a clock the test moves.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { takeLogs } from '../../../tests/setup/server.ts'
import { createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'
import { sendDueMail } from './outbox-sender.ts'
import {
  claimDueMail,
  countMail,
  enqueueMail,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
} from './outbox.repo.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
/** past any back-off and any lease */
const LATER = Math.max(...MAIL_RETRY_DELAYS_MS, MAIL_LEASE_MS) + 1
const clock = createTestClock(NOW)
let db: TestDb
let smtp: LocalSmtpServer
let mailer: Mailer

beforeAll(async () => {
  db = await createTestDb()
  smtp = await startLocalSmtpServer()
  mailer = createSmtpMailer({ url: smtp.url, from: 'JobsZW <alerts@jobs.example>' })
})
afterAll(async () => {
  await mailer?.close()
  await smtp?.close()
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from mail_outbox')
  smtp.messages.length = 0
  clock.set(NOW)
})

let serial = 0
async function queue(subject: string): Promise<OutgoingMail> {
  serial++
  const mail: OutgoingMail = {
    to: `reader${serial}@example.com`,
    subject,
    text: `About ${subject}`,
    html: `<p>About ${subject}</p>`,
    headers: {},
    messageId: `<attempts-${serial}@jobs.example>`,
  }
  await enqueueMail(db, { alertId: null, kind: 'alert-digest', mail, now: clock.now() })
  return mail
}

async function row(subject: string) {
  const { rows } = await db.query<{ status: string; attempts: number; last_error: string | null }>(
    'select status, attempts, last_error from mail_outbox where subject = $1',
    [subject],
  )
  return rows[0]
}

const deliveries = (messageId: string) =>
  smtp.messages.filter((message) => message.messageId === messageId).length

describe('a sender that crashes', () => {
  it('is retried at most MAIL_MAX_ATTEMPTS times, then the row is given up, visibly', async () => {
    let calls = 0
    // Throws no Error at all: recording the failure must not crash on it.
    const crashing: Mailer = {
      send: () => {
        calls++
        throw undefined
      },
      close: async () => undefined,
    }
    await queue('crash')
    for (let round = 0; round < MAIL_MAX_ATTEMPTS + 3; round++) {
      await sendDueMail({ db, mailer: crashing, clock })
      clock.advance(LATER)
    }
    expect(calls).toBe(MAIL_MAX_ATTEMPTS)
    expect(await row('crash')).toEqual({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: 'the mailer failed without saying why',
    })
    expect(await countMail(db, clock.now())).toMatchObject({ pending: 0, failed: 1 })
    const warnings = takeLogs('warn')
    expect(warnings).toHaveLength(MAIL_MAX_ATTEMPTS)
    expect(warnings.at(-1)).toMatchObject({ msg: 'mail failed for good', status: 'failed' })
  })

  it('dying mid-send every time sends the message at most MAIL_MAX_ATTEMPTS times', async () => {
    const mail = await queue('dies')
    // A process that claims, hands the message to the SMTP server, and dies before recording.
    for (let round = 0; round < MAIL_MAX_ATTEMPTS + 3; round++) {
      for (const claimed of await claimDueMail(db, clock.now(), 10)) await mailer.send(claimed)
      clock.advance(MAIL_LEASE_MS)
    }
    expect(deliveries(mail.messageId)).toBe(MAIL_MAX_ATTEMPTS)
    expect(await row('dies')).toMatchObject({ status: 'pending', attempts: MAIL_MAX_ATTEMPTS })

    // The next sender that looks gives it up where the operator sees it, and sends nothing.
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 1, retrying: 0 })
    expect(deliveries(mail.messageId)).toBe(MAIL_MAX_ATTEMPTS)
    expect(await row('dies')).toEqual({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: `no outcome from attempt ${MAIL_MAX_ATTEMPTS} of ${MAIL_MAX_ATTEMPTS}: its sender stopped before reporting back`,
    })
    expect(takeLogs('warn')).toMatchObject([
      { msg: 'mail given up: its last attempt never finished', attempts: MAIL_MAX_ATTEMPTS },
    ])
    expect(await countMail(db, clock.now())).toMatchObject({ pending: 0, failed: 1 })
  })
})

describe('two senders at once', () => {
  it('never send one row twice', async () => {
    const mails = await Promise.all(Array.from({ length: 12 }, (_, n) => queue(`both ${n}`)))
    const second = createSmtpMailer({ url: smtp.url, from: 'JobsZW <alerts@jobs.example>' })
    try {
      const [a, b] = await Promise.all([
        sendDueMail({ db, mailer, clock, limit: 3 }),
        sendDueMail({ db, mailer: second, clock, limit: 3 }),
      ])
      expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12)
    } finally {
      await second.close()
    }
    expect(mails.map((mail) => deliveries(mail.messageId))).toEqual(mails.map(() => 1))
    const { rows } = await db.query<{ attempts: number }>('select attempts from mail_outbox')
    expect(rows.map((r) => r.attempts)).toEqual(mails.map(() => 1))
  })
})

describe('a lease that runs out while a slow send goes on', () => {
  /** A mailer whose send lets the lease run out and another sender run before it delivers. */
  function slowMailer(whileSending: () => Promise<unknown>): Mailer {
    let first = true
    return {
      async send(mail) {
        if (first) {
          first = false
          clock.advance(MAIL_LEASE_MS + 1)
          await whileSending()
        }
        await mailer.send(mail)
      },
      close: async () => undefined,
    }
  }

  it('sends again only as a counted attempt', async () => {
    const mail = await queue('slow')
    let other: Awaited<ReturnType<typeof sendDueMail>> | null = null
    const slow = slowMailer(async () => {
      other = await sendDueMail({ db, mailer, clock })
    })
    expect(await sendDueMail({ db, mailer: slow, clock })).toEqual({
      sent: 1,
      failed: 0,
      retrying: 0,
    })
    expect(other).toEqual({ sent: 1, failed: 0, retrying: 0 })
    // Two sends, two attempts counted, and the row is done.
    expect(deliveries(mail.messageId)).toBe(2)
    expect(await row('slow')).toMatchObject({ status: 'sent', attempts: 2 })
    clock.advance(LATER)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 0 })
    expect(deliveries(mail.messageId)).toBe(2)
  })

  it('does not send again when that was the last attempt', async () => {
    const mail = await queue('slow last')
    await db.query('update mail_outbox set attempts = $1 where subject = $2', [
      MAIL_MAX_ATTEMPTS - 1,
      'slow last',
    ])
    let other: Awaited<ReturnType<typeof sendDueMail>> | null = null
    const slow = slowMailer(async () => {
      other = await sendDueMail({ db, mailer, clock })
    })
    await sendDueMail({ db, mailer: slow, clock })
    // The other sender found the last attempt's lease gone and gave up; it sent nothing.
    expect(other).toEqual({ sent: 0, failed: 1, retrying: 0 })
    expect(takeLogs('warn')).toMatchObject([
      { msg: 'mail given up: its last attempt never finished' },
    ])
    // The slow attempt did deliver, once, and says so.
    expect(deliveries(mail.messageId)).toBe(1)
    expect(await row('slow last')).toMatchObject({ status: 'sent', attempts: MAIL_MAX_ATTEMPTS })
  })
})

describe('a send that never answers', () => {
  it('is given up waiting for, counted as a failed attempt, and retried later', async () => {
    await queue('hung')
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const hung: Mailer = { send: () => answered, close: async () => undefined }
    expect(await sendDueMail({ db, mailer: hung, clock, sendTimeoutMs: 20 })).toEqual({
      sent: 0,
      failed: 0,
      retrying: 1,
    })
    expect(await row('hung')).toEqual({
      status: 'pending',
      attempts: 1,
      last_error: 'no answer within 0.02 s',
    })
    expect(takeLogs('warn')).toMatchObject([{ msg: 'mail will be retried' }])
    // The server answers after all: the message went, so the retry is called off.
    release()
    await expect.poll(async () => (await row('hung'))?.status).toBe('sent')
    clock.advance(LATER)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 0 })
  })
})
