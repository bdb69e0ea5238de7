import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server.ts'
import { PermanentMailError, type Mailer, type OutgoingMail } from './mailer.ts'
import { createSmtpMailer, isPermanentSmtpFailure } from './smtp-mailer.ts'

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'rudo@example.com',
  subject: 'New jobs: drivers in Bulawayo',
  text: 'Three new jobs.\nSee them: https://jobs.example/jobs/all',
  html: '<p>Three new jobs.</p>',
  headers: {
    'List-Unsubscribe':
      '<https://jobs.example/alerts/unsubscribe?token=7.abc>, <mailto:help@jobs.example?subject=unsubscribe%207.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': 'JobsZW job alerts <alerts.jobs.example>',
  },
  messageId: '<alert-digest-7-1@jobs.example>',
  ...overrides,
})

let smtp: LocalSmtpServer
let mailer: Mailer

beforeAll(async () => {
  smtp = await startLocalSmtpServer()
  mailer = createSmtpMailer({ url: smtp.url, from: 'JobsZW <alerts@jobs.example>' })
})
afterAll(async () => {
  await mailer?.close()
  await smtp?.close()
})

describe('createSmtpMailer', () => {
  it('sends our message as given: sender, Message-ID, list headers, text and HTML', async () => {
    const before = smtp.messages.length
    await mailer.send(mail())
    const [received] = (await smtp.waitFor(before + 1)).slice(before)
    expect(received?.from?.value).toEqual([{ name: 'JobsZW', address: 'alerts@jobs.example' }])
    expect(received?.to && 'text' in received.to ? received.to.text : null).toBe('rudo@example.com')
    expect(received?.subject).toBe('New jobs: drivers in Bulawayo')
    expect(received?.messageId).toBe('<alert-digest-7-1@jobs.example>')
    expect(received?.text?.trim()).toBe('Three new jobs.\nSee them: https://jobs.example/jobs/all')
    expect(received?.html).toContain('<p>Three new jobs.</p>')
    // As sent, unfolded; header names are not case-sensitive (nodemailer writes "List-ID").
    const raw = new Map(
      received?.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r\n\s+/g, ' ')
          .trim(),
      ]),
    )
    expect(raw.get('list-unsubscribe')).toBe(mail().headers['List-Unsubscribe'])
    expect(raw.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(raw.get('list-id')).toBe('JobsZW job alerts <alerts.jobs.example>')
  })

  it('keeps one connection for several messages (a pool)', async () => {
    const before = smtp.messages.length
    await Promise.all(
      [1, 2, 3].map((n) => mailer.send(mail({ messageId: `<pool-${n}@x.example>` }))),
    )
    const received = (await smtp.waitFor(before + 3)).slice(before)
    expect(received.map((m) => m.messageId).sort()).toEqual([
      '<pool-1@x.example>',
      '<pool-2@x.example>',
      '<pool-3@x.example>',
    ])
  })

  it('throws PermanentMailError on a 5xx reply', async () => {
    smtp.rejectNext(550)
    const error = await mailer
      .send(mail({ messageId: '<rejected@x.example>' }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermanentMailError)
    expect((error as Error).message).toMatch(/550/)
  })

  it('throws a plain (retryable) Error on a 4xx reply', async () => {
    smtp.rejectNext(451)
    const error = await mailer
      .send(mail({ messageId: '<later@x.example>' }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(PermanentMailError)
    expect((error as Error).message).toMatch(/451/)
    // and the next message goes through as usual
    const before = smtp.messages.length
    await mailer.send(mail({ messageId: '<after@x.example>' }))
    expect((await smtp.waitFor(before + 1)).at(-1)?.messageId).toBe('<after@x.example>')
  })
})

describe('createSmtpMailer without a server', () => {
  let closed: Server
  let port = 0
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens on it now.
    closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
  })

  it('throws a plain (retryable) Error when the connection is refused', async () => {
    const nowhere = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.example' })
    try {
      const error = await nowhere.send(mail()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(Error)
      expect(error).not.toBeInstanceOf(PermanentMailError)
    } finally {
      await nowhere.close()
    }
  })
})

describe('isPermanentSmtpFailure', () => {
  it.each([
    [{ responseCode: 550, code: 'EENVELOPE' }, true],
    [{ responseCode: 554, code: 'EMESSAGE' }, true],
    [{ responseCode: 535, code: 'EAUTH' }, false],
    [{ responseCode: 421, code: 'EPROTOCOL' }, false],
    [{ code: 'ECONNECTION' }, false],
    [null, false],
  ])('%j: %s', (error, permanent) => {
    expect(isPermanentSmtpFailure(error)).toBe(permanent)
  })
})
