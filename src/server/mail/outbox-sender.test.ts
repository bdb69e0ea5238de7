import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'
import { sendDueMail, startOutboxSender } from './outbox-sender.ts'
import { enqueueMail } from './outbox.repo.ts'
import { createSmtpMailer } from './smtp-mailer.ts'
import { takeLogs } from '../../../tests/setup/server.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
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
function mail(subject: string): OutgoingMail {
  serial++
  return {
    to: `reader${serial}@example.com`,
    subject,
    text: `About ${subject}`,
    html: `<p>About ${subject}</p>`,
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<outbox-${serial}@jobs.example>`,
  }
}

const queue = (...subjects: string[]) =>
  Promise.all(
    subjects.map((subject) =>
      enqueueMail(db, {
        alertId: null,
        kind: 'alert-digest',
        mail: mail(subject),
        now: clock.now(),
      }),
    ),
  )

async function statuses() {
  const { rows } = await db.query<{ subject: string; status: string; attempts: number }>(
    'select subject, status, attempts from mail_outbox order by subject',
  )
  return rows
}

describe('sendDueMail', () => {
  it('sends every due message through SMTP and marks it sent', async () => {
    await queue('a', 'b', 'c')
    expect(await sendDueMail({ db, mailer, clock, limit: 2 })).toEqual({
      sent: 3,
      failed: 0,
      retrying: 0,
    })
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['a', 'b', 'c'])
    expect(await statuses()).toEqual([
      { subject: 'a', status: 'sent', attempts: 1 },
      { subject: 'b', status: 'sent', attempts: 1 },
      { subject: 'c', status: 'sent', attempts: 1 },
    ])
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 0 })
  })

  it('gives up on a 5xx at once, and retries a 4xx later as the same message', async () => {
    await queue('refused')
    smtp.rejectNext(550)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 1, retrying: 0 })
    await queue('deferred')
    smtp.rejectNext(451)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 1 })
    expect(await statuses()).toEqual([
      { subject: 'deferred', status: 'pending', attempts: 1 },
      { subject: 'refused', status: 'failed', attempts: 1 },
    ])
    // Not before its back-off (1 minute) …
    clock.advance(59_000)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 0 })
    // … then sent, with the Message-ID it had.
    clock.advance(1000)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 1, failed: 0, retrying: 0 })
    const { rows } = await db.query<{ message_id: string }>(
      `select message_id from mail_outbox where subject = 'deferred'`,
    )
    expect(smtp.messages.map((m) => m.messageId)).toEqual([rows[0]?.message_id])
  })

  it('keeps the mail when the SMTP server cannot be reached', async () => {
    const down: Mailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
      close: async () => undefined,
    }
    await queue('waiting')
    expect(await sendDueMail({ db, mailer: down, clock })).toEqual({
      sent: 0,
      failed: 0,
      retrying: 1,
    })
    clock.advance(60_000)
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 1, failed: 0, retrying: 0 })
  })
})

describe('startOutboxSender', () => {
  it('sends when kicked, one drain at a time, and again for mail queued meanwhile', async () => {
    let inFlight = 0
    let most = 0
    const sent: string[] = []
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let secondSent = () => {}
    const second = new Promise<void>((resolve) => (secondSent = resolve))
    const slow: Mailer = {
      async send(message) {
        inFlight++
        most = Math.max(most, inFlight)
        await gate
        sent.push(message.subject)
        inFlight--
        if (sent.length === 2) secondSent()
      },
      close: async () => undefined,
    }
    const sender = startOutboxSender({ db, mailer: slow, clock, everyMs: 3_600_000 })
    try {
      await queue('first')
      sender.kick()
      // The first drain is sending; mail queued now waits for it, not for the next tick.
      await vi.waitFor(() => expect(inFlight).toBe(1))
      await queue('second')
      sender.kick()
      sender.kick()
      release()
      await second
      expect(sent).toEqual(['first', 'second'])
      expect(most).toBe(1)
    } finally {
      await sender.stop()
    }
    expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'sent'])
  })

  it('waits for the drain in progress when stopped, and sends nothing after', async () => {
    const sender = startOutboxSender({ db, mailer, clock, everyMs: 3_600_000 })
    await queue('before stop')
    sender.kick()
    await sender.stop()
    expect(smtp.messages.map((m) => m.subject)).toEqual(['before stop'])
    await queue('after stop')
    sender.kick()
    expect(await statuses()).toContainEqual({
      subject: 'after stop',
      status: 'pending',
      attempts: 0,
    })
  })

  it('survives a database that does not answer, and says so', async () => {
    const down = () => Promise.reject(new Error('database is down'))
    const broken = { ...db, query: down, transaction: down }
    const sender = startOutboxSender({ db: broken, mailer, clock, everyMs: 3_600_000 })
    sender.kick()
    await sender.stop()
    expect(takeLogs('warn')).toMatchObject([
      { msg: 'sending mail failed', err: { message: 'database is down' } },
    ])
  })
})
