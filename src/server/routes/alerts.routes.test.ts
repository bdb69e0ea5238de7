/**
 * Job alerts through the app: POST /api/alerts, the confirmation email as the local SMTP server
 * receives it, and the pages its links open (confirm, manage, one-click unsubscribe).
 */
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'

import { findAlert } from '../alerts/alerts.repo.ts'
import { DatabaseUnavailableError } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import type { Mailer } from '../mail/mailer.ts'
import { sendDueMail } from '../mail/outbox-sender.ts'
import { createSmtpMailer } from '../mail/smtp-mailer.ts'
import { startLocalSmtpServer, type LocalSmtpServer } from '../testing/local-smtp-server.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const ORIGIN = 'https://jobs.example'
const DAY = 24 * 3_600_000
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))

/** "fail" is refused, "down" cannot be checked, anything else passes. */
const verifier: TurnstileVerifier = {
  verify: async (token) =>
    token === 'fail'
      ? { ok: false, reason: 'rejected', codes: ['invalid-input-response'] }
      : token === 'down'
        ? { ok: false, reason: 'unavailable', codes: ['http-500'] }
        : { ok: true },
}

let db: TestDb
let smtp: LocalSmtpServer
let mailer: Mailer
let app: ReturnType<typeof createTestApp>['app']
let kicks = 0

beforeAll(async () => {
  db = await createTestDb()
  smtp = await startLocalSmtpServer()
  mailer = createSmtpMailer({ url: smtp.url, from: 'JobsZW <alerts@jobs.example>' })
  app = createTestApp(db, clock, {
    verifier,
    mailer,
    kickOutbox: () => void kicks++,
    publicOrigin: ORIGIN,
    trustProxy: { kind: 'hops', hops: 1 },
  }).app
})
afterAll(async () => {
  await mailer?.close()
  await smtp?.close()
  await db?.close()
})

let client = 0
beforeEach(() => {
  // Each test from its own address, an hour on: rate limits do not leak between tests.
  client++
  clock.advance(60 * 60_000)
})

const request = (overrides: Record<string, unknown> = {}) => ({
  email: 'Rudo@Example.com',
  q: 'driver',
  location: ['bulawayo'],
  frequency: 'daily',
  'cf-turnstile-response': 'ok',
  ...overrides,
})

function postAlert(body: unknown, { from = `198.51.100.${client}`, target = app } = {}) {
  return target.request('/api/alerts', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
  })
}

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error

/** Sends what the outbox holds to the local SMTP server; answers the newest message. */
async function deliver(): Promise<ParsedMail> {
  const before = smtp.messages.length
  await sendDueMail({ db, mailer, clock })
  const messages = await smtp.waitFor(before + 1)
  const last = messages.at(-1)
  if (!last) throw new Error('no message')
  return last
}

/** A link in the email's text, as a path and query the app answers. */
function linkIn(mail: ParsedMail, page: 'confirm' | 'manage'): string {
  const found = new RegExp(`${ORIGIN}(/alerts/${page}\\?token=[\\w.-]+)`).exec(mail.text ?? '')
  if (found?.[1]) return found[1]
  const header = mail.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line ?? ''
  const unsubscribe = /<https:\/\/jobs\.example\/alerts\/unsubscribe\?token=([\w.-]+)>/.exec(header)
  if (page === 'manage' && unsubscribe?.[1]) return `/alerts/manage?token=${unsubscribe[1]}`
  throw new Error(`no ${page} link`)
}

async function newAlert(overrides: Record<string, unknown> = {}) {
  expect((await postAlert(request(overrides))).status).toBe(202)
  const mail = await deliver()
  const alertId = /alert-confirm-(\d+)@/.exec(mail.messageId ?? '')?.[1] ?? ''
  return { mail, alertId, confirm: linkIn(mail, 'confirm'), manage: linkIn(mail, 'manage') }
}

/** A button pressed on a page of `origin` (a browser names it in Origin). */
const form = (fields: Record<string, string>, origin = ORIGIN): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { Origin: origin },
})

describe('POST /api/alerts', () => {
  it('stores an unconfirmed alert, queues its confirmation and kicks the outbox', async () => {
    const kicked = kicks
    const response = await postAlert(request())
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'confirmation-sent' })
    expect(kicks).toBe(kicked + 1)
    const mail = await deliver()
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('rudo@example.com')
    expect(mail.subject).toBe('Confirm your JobsZW job alert')
    // The words typed are not repeated to an address nobody has confirmed yet.
    expect(mail.text).toContain('with new jobs matching your search words in Bulawayo.')
    expect(mail.text).toContain(
      'If you did not ask for this, ignore this email: nothing more will be sent.',
    )
    const alertId = /^<alert-confirm-(\d+)@jobs\.example>$/.exec(mail.messageId ?? '')?.[1] ?? ''
    expect(await findAlert(db, alertId)).toMatchObject({
      email: 'rudo@example.com',
      q: 'driver',
      location: ['bulawayo'],
      frequency: 'daily',
      confirmed_at: null,
    })
    const headers = new Map(mail.headerLines.map(({ key, line }) => [key, line]))
    expect(headers.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(headers.get('list-unsubscribe')?.replace(/\r\n\s+/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/jobs\.example\/alerts\/unsubscribe\?token=\d+\.[\w-]{43}>, <mailto:support@jobszw\.co\.zw\?subject=unsubscribe%20\d+\.[\w-]{43}>$/,
    )
  })

  it('keeps "Shows pay": stored, named in the confirmation and on its pages, in its link', async () => {
    const { mail, alertId, confirm } = await newAlert({ pay: 'shown' })
    expect(mail.text).toContain(
      'with new jobs matching your search words in Bulawayo with pay shown.',
    )
    expect(await findAlert(db, alertId)).toMatchObject({ q: 'driver', pay: 'shown' })
    const page = await (await app.request(confirm, form({}))).text()
    expect(page).toContain('Driver jobs in Bulawayo with pay shown')
    expect(page).toContain('href="/jobs/all?q=driver&amp;location=bulawayo&amp;pay=shown"')
  })

  it.each([
    [{ email: 'nobody' }, 'email'],
    [{ location: ['gotham'] }, 'location'],
    [{ pay: 'yes' }, 'pay'],
    [{ frequency: 'hourly' }, 'frequency'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('refuses %j naming the field, and stores nothing', async (change, field) => {
    const { rows: before } = await db.query('select id from job_alerts')
    const response = await postAlert(request(change))
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: field })
    expect((await db.query('select id from job_alerts')).rows).toHaveLength(before.length)
  })

  // Comments, brackets, display names, quotes: a mail server delivers most of the first eight to
  // victim@example.org, so each taken would be one more confirmation email to that inbox past its
  // cap. The rest are no plain address either.
  it.each([
    'victim@example.org(1)',
    'victim(2)@example.org',
    '(3)victim@example.org',
    '"victim"@example.org',
    '"victim x"@example.org',
    'Victim <victim@example.org>',
    '<victim@example.org>',
    'victim@example.org <victim@example.org>',
    'victim@[192.0.2.1]',
    'victim@example.org.',
    'victim@exa mple.org',
    'vic\\tim@example.org',
    'victim\u0001@example.org',
    'victim@example.org\r\nBcc: other@example.org',
  ])('refuses %s: 400 naming email, nothing stored, counted or sent', async (email) => {
    const { rows: before } = await db.query('select id from job_alerts')
    const sent = smtp.messages.length
    const response = await postAlert(request({ email }))
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: 'email' })
    expect((await db.query('select id from job_alerts')).rows).toHaveLength(before.length)
    await sendDueMail({ db, mailer, clock })
    expect(smtp.messages).toHaveLength(sent)
  })

  it('refuses a body that is not JSON', async () => {
    const response = await postAlert('email=a@example.com')
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: 'body' })
  })

  it('checks for bots when the site does', async () => {
    const failed = await postAlert(request({ 'cf-turnstile-response': 'fail' }))
    expect([failed.status, (await errorOf(failed)).code]).toEqual([403, 'verification_failed'])
    const down = await postAlert(request({ 'cf-turnstile-response': 'down' }))
    expect([down.status, (await errorOf(down)).code]).toEqual([503, 'verification_unavailable'])
  })

  it('limits requests per client address, with Retry-After', async () => {
    for (let n = 0; n < 5; n++)
      expect((await postAlert(request({ email: `limit${n}@example.com` }))).status).toBe(202)
    const response = await postAlert(request({ email: 'limit5@example.com' }))
    expect(response.status).toBe(429)
    expect(await errorOf(response)).toMatchObject({ code: 'rate_limited' })
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    await sendDueMail({ db, mailer, clock })
  })

  it('sends one address at most 3 unconfirmed confirmations a day, from anywhere', async () => {
    const email = 'target@example.com'
    for (let n = 1; n <= 3; n++) {
      const response = await postAlert(request({ email }), { from: `203.0.113.${n}` })
      expect(response.status).toBe(202)
      clock.advance(60_000)
    }
    const refused = await postAlert(request({ email: 'TARGET@example.com' }), {
      from: '203.0.113.9',
    })
    expect(refused.status).toBe(429)
    // Free again a day after the first of the three.
    expect(refused.headers.get('retry-after')).toBe(String((DAY - 3 * 60_000) / 1000))
    clock.advance(DAY)
    expect((await postAlert(request({ email }), { from: '203.0.113.10' })).status).toBe(202)
    await sendDueMail({ db, mailer, clock })
  })

  it('counts every spelling of one inbox against its cap', async () => {
    const spellings = [
      'Spelled@Example.org',
      'spelled+1@example.org',
      'SPELLED+2@EXAMPLE.ORG',
      'spelled+3@example.org',
    ]
    const answers: number[] = []
    for (const [n, email] of spellings.entries()) {
      answers.push((await postAlert(request({ email }), { from: `192.0.2.${n + 1}` })).status)
      clock.advance(60_000)
    }
    expect(answers).toEqual([202, 202, 202, 429])
    const { rows } = await db.query<{ email: string }>(
      "select email from job_alerts where email like 'spelled%' order by id",
    )
    // Each mailed as typed, lower-cased.
    expect(rows.map(({ email }) => email)).toEqual([
      'spelled@example.org',
      'spelled+1@example.org',
      'spelled+2@example.org',
    ])
    await sendDueMail({ db, mailer, clock })
  })

  it('counts Gmail addresses with dots, or at googlemail.com, as one inbox', async () => {
    const spellings = ['ru.do.m@gmail.com', 'rudom@googlemail.com', 'R.udom+x@Gmail.com']
    for (const [n, email] of spellings.entries())
      expect((await postAlert(request({ email }), { from: `192.0.2.${n + 10}` })).status).toBe(202)
    const refused = await postAlert(request({ email: 'rudom@gmail.com' }), { from: '192.0.2.20' })
    expect(refused.status).toBe(429)
    await sendDueMail({ db, mailer, clock })
  })

  it('answers the same for an address that already has alerts', async () => {
    const first = await newAlert({ email: 'again@example.com' })
    expect((await app.request(first.confirm, form({}))).status).toBe(200)
    const response = await postAlert(request({ email: 'again@example.com', q: 'nurse' }))
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ status: 'confirmation-sent' })
    await deliver()
  })

  it('is 503 alerts_unavailable on a site without a mail server, and config says so', async () => {
    const bare = createTestApp(db, clock).app
    const response = await postAlert(request(), { target: bare })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'alerts_unavailable', message: 'Email alerts are not set up on this site' },
    })
    expect(await (await bare.request('/api/config')).json()).toMatchObject({
      alerts: { enabled: false },
    })
    expect(await (await app.request('/api/config')).json()).toMatchObject({
      alerts: { enabled: true },
    })
  })

  it('refuses a request from another site', async () => {
    const response = await app.request('/api/alerts', {
      method: 'POST',
      body: JSON.stringify(request()),
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
    })
    expect(response.status).toBe(403)
  })
})

describe('/alerts/confirm', () => {
  it('GET only asks, with a Confirm button; it starts nothing (mail scanners open links)', async () => {
    const { alertId, confirm } = await newAlert({ frequency: 'weekly', type: 'full-time' })
    for (const open of [1, 2]) {
      const response = await app.request(confirm)
      expect(response.status, `open ${open}`).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      const page = await response.text()
      expect(page).toContain('<h1>Confirm your job alert</h1>')
      expect(page).toContain(`<form method="post" action="${confirm}">`)
      expect(page).toContain('<button type="submit">Confirm</button>')
      // Not confirmed yet: the words are not quoted, the filters are named.
      expect(page).toContain('Full-time jobs matching your search words in Bulawayo')
      expect(page).not.toContain('driver')
      expect(page).not.toMatch(/<script/i)
    }
    expect((await findAlert(db, alertId))?.confirmed_at).toBeNull()
  })

  it('POST from its page confirms, and says what comes, when, and how to stop it', async () => {
    const { alertId, confirm } = await newAlert({ frequency: 'weekly', type: 'full-time' })
    const response = await app.request(confirm, form({}))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(page).toContain('Your job alert is on')
    expect(page).toContain('Driver jobs in Bulawayo, full-time')
    expect(page).toContain('The first email comes within a week.')
    expect(page).toMatch(/href="https:\/\/jobs\.example\/alerts\/manage\?token=\d+\.[\w-]{43}"/)
    expect(page).toContain('href="/jobs/all?q=driver&amp;location=bulawayo&amp;type=full-time"')
    expect(page).not.toMatch(/<script/i)
    const confirmedAt = (await findAlert(db, alertId))?.confirmed_at
    expect(confirmedAt).toBe(new Date(clock.now()).toISOString())
    // Twice is fine, and keeps the first time; opening the link again says it is on.
    clock.advance(60_000)
    expect((await app.request(confirm, form({}))).status).toBe(200)
    expect((await findAlert(db, alertId))?.confirmed_at).toBe(confirmedAt)
    expect(await (await app.request(confirm)).text()).toContain('Your job alert is on')
  })

  it('refuses a Confirm pressed on another site', async () => {
    const { alertId, confirm } = await newAlert()
    const response = await app.request(confirm, form({}, 'https://evil.example'))
    expect(response.status).toBe(403)
    expect((await findAlert(db, alertId))?.confirmed_at).toBeNull()
  })

  it('is 404 "This link is not valid" for a bad, borrowed or expired token', async () => {
    const { confirm, manage } = await newAlert()
    const tokenOf = (path: string) => new URL(path, ORIGIN).searchParams.get('token') ?? ''
    // The last character changed in the bits it carries: of a 32-byte HMAC's last character
    // only the top four count, so "A" to "D" all read as "A" (1 token in 16 ended in one).
    const altered = tokenOf(confirm).replace(/.$/, (last) => ('ABCD'.includes(last) ? 'Q' : 'A'))
    for (const path of [
      '/alerts/confirm',
      '/alerts/confirm?token=1.abc',
      `/alerts/confirm?token=${altered}`,
      `/alerts/confirm?token=${tokenOf(manage)}`,
      `/alerts/manage?token=${tokenOf(confirm)}`,
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('This link is not valid')
    }
    expect((await app.request('/alerts/confirm?token=1.abc', form({}))).status).toBe(404)
    clock.advance(7 * DAY)
    expect((await app.request(confirm)).status).toBe(404)
    expect((await app.request(confirm, form({}))).status).toBe(404)
  })
})

describe('/alerts/manage', () => {
  it('switches daily and weekly, and stops the alert', async () => {
    const { alertId, confirm, manage } = await newAlert()
    await app.request(confirm, form({}))
    const page = await (await app.request(manage)).text()
    expect(page).toContain('Stop this alert')
    expect(page).toContain('Switch to weekly')
    expect(page).toContain(`action="${manage}"`)

    const weekly = await app.request(manage, form({ action: 'weekly' }))
    expect(weekly.status).toBe(200)
    expect(await weekly.text()).toContain('Done: this alert now comes once a week.')
    expect((await findAlert(db, alertId))?.frequency).toBe('weekly')

    const stopped = await app.request(manage, form({ action: 'stop' }))
    expect(stopped.status).toBe(200)
    expect(await stopped.text()).toContain('You will get no more emails for this alert.')
    expect((await findAlert(db, alertId))?.ended_at).not.toBeNull()
    // A stopped alert's confirmation link says so rather than start it again.
    expect(await (await app.request(confirm)).text()).toContain('Job alert stopped')
  })

  it('refuses a button pressed on another site', async () => {
    const { alertId, manage } = await newAlert()
    const response = await app.request(manage, form({ action: 'stop' }, 'https://evil.example'))
    expect(response.status).toBe(403)
    expect((await findAlert(db, alertId))?.ended_at).toBeNull()
  })
})

describe('/alerts/unsubscribe', () => {
  it('GET only asks (mail scanners open links); it stops nothing', async () => {
    const { alertId, manage } = await newAlert()
    const path = manage.replace('/alerts/manage', '/alerts/unsubscribe')
    const response = await app.request(path)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('Stop this job alert?')
    expect(page).toContain(`action="${manage}"`)
    // The alert is not confirmed: its words are not shown to whoever holds the address.
    expect(page).toContain('Jobs matching your search words in Bulawayo')
    expect(page).not.toContain('driver')
    expect((await findAlert(db, alertId))?.ended_at).toBeNull()
  })

  it.each([
    [
      'application/x-www-form-urlencoded',
      () => new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    ],
    [
      'multipart/form-data',
      () => {
        const body = new FormData()
        body.set('List-Unsubscribe', 'One-Click')
        return body
      },
    ],
  ])(
    'POST as %s stops the alert at once: 200, no redirect, no origin asked',
    async (_type, body) => {
      const { alertId, manage } = await newAlert()
      const path = manage.replace('/alerts/manage', '/alerts/unsubscribe')
      // A mail provider's server: no cookie, and an Origin of its own if any.
      const response = await app.request(path, {
        method: 'POST',
        body: body(),
        headers: { Origin: 'https://mail.provider.example' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toContain('You will get no more emails for this alert.')
      expect((await findAlert(db, alertId))?.ended_at).toBe(new Date(clock.now()).toISOString())
      // Again: still 200.
      expect((await app.request(path, { method: 'POST', body: body() })).status).toBe(200)
    },
  )

  it('drops a digest not yet sent', async () => {
    const { alertId, manage } = await newAlert()
    await db.query(
      `insert into mail_outbox (alert_id, kind, to_address, subject, text_body, html_body,
         message_id, next_attempt_at, created_at)
       values ($1::bigint, 'alert-digest', 'rudo@example.com', 's', 't', 'h', $2, $3, $3)`,
      [alertId, `<digest-${alertId}@jobs.example>`, new Date(clock.now()).toISOString()],
    )
    await app.request(manage.replace('/alerts/manage', '/alerts/unsubscribe'), { method: 'POST' })
    expect(await sendDueMail({ db, mailer, clock })).toEqual({ sent: 0, failed: 0, retrying: 0 })
  })

  it('is 404 for a token that is not valid', async () => {
    const response = await app.request('/alerts/unsubscribe?token=5.nope', { method: 'POST' })
    expect(response.status).toBe(404)
  })
})

describe('when the database does not answer', () => {
  it('answers a page saying to try again, 503 with Retry-After', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const unavailable = () => Promise.reject(new DatabaseUnavailableError('the database is down'))
    const down: Db = { ...db, driver: db.driver, query: unavailable, transaction: unavailable }
    const downApp = createTestApp(down, clock, { mailer, publicOrigin: ORIGIN }).app
    const response = await downApp.request('/alerts/manage?token=1.abc')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(await response.text()).toContain('Our database is not answering right now.')
  })
})
