/**
 * Alert digests end to end: jobs stored as ingestion stores them, alerts made and confirmed as
 * the site makes them, digests built and the outbox sent through nodemailer to a local SMTP
 * server, and the emails read back as a reader's mail program would read them.
 */
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { takeLogs } from '../../../../tests/setup/server.ts'
import type { Db } from '../../db/db.ts'
import { makeJobId } from '../../jobs/job-id.ts'
import type { JobInput } from '../../jobs/job-input.ts'
import { upsertJobs } from '../../jobs/upsert-jobs.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { sendDueMail } from '../../mail/outbox-sender.ts'
import { createSmtpMailer } from '../../mail/smtp-mailer.ts'
import { makeJobInput } from '../../testing/job-factory.ts'
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.ts'
import { createTestClock } from '../../testing/test-app.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { confirmAlert, createAlert, endAlert, findAlert, type NewAlert } from '../alerts.repo.ts'
import { runAlertDigests } from './run-alert-digests.ts'

const HARARE = 'Africa/Harare'
const ORIGIN = 'https://jobszw.co.zw'
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Monday 30 November 2026, 07:00 in Harare */
const MONDAY = Date.parse('2026-11-30T05:00:00Z')
const clock = createTestClock(MONDAY)
let db: TestDb
let smtp: LocalSmtpServer
let mailer: Mailer

beforeAll(async () => {
  db = await createTestDb()
  smtp = await startLocalSmtpServer()
  mailer = createSmtpMailer({ url: smtp.url, from: 'JobsZW <alerts@jobszw.co.zw>' })
})
afterAll(async () => {
  await mailer?.close()
  await smtp?.close()
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from mail_outbox')
  await db.query('delete from job_alerts')
  await db.query('delete from jobs')
  smtp.messages.length = 0
  clock.set(MONDAY)
})

/** "2026-11-27": `days` before the test clock's day in Harare */
const daysAgo = (days: number) =>
  new Date(clock.now() + 2 * HOUR - days * DAY).toISOString().slice(0, 10)

const store = (jobs: JobInput[]) => upsertJobs(db, jobs, { now: clock.now(), timeZone: HARARE })
const idOf = (job: JobInput) => makeJobId(job.source, job.externalId)
const jobUrl = (job: JobInput) => `${ORIGIN}/job/${idOf(job)}`

async function addAlert(
  overrides: Partial<NewAlert> = {},
  { confirm = true }: { confirm?: boolean } = {},
): Promise<string> {
  const { id } = await createAlert(db, {
    email: 'tendai@example.org',
    q: 'driver',
    location: ['bulawayo'],
    category: [],
    type: [],
    pay: null,
    frequency: 'daily',
    now: clock.now() - HOUR,
    ...overrides,
  })
  if (confirm) await confirmAlert(db, id, clock.now() - HOUR)
  return id
}

const digests = (target: Db = db, force = false) =>
  runAlertDigests({
    db: target,
    clock,
    timeZone: HARARE,
    origin: ORIGIN,
    supportEmail: 'support@jobszw.co.zw',
    force,
  })

/** The digests due now, queued and sent; the emails the SMTP server took meanwhile. */
async function runAndSend(): Promise<ParsedMail[]> {
  const before = smtp.messages.length
  await digests()
  await sendDueMail({ db, mailer, clock })
  return smtp.messages.slice(before)
}

/** The header as sent, unfolded */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r\n[ \t]+/g, ' ') ?? null

const driver = (overrides: Partial<JobInput> = {}) =>
  makeJobInput({
    title: 'Truck Driver',
    location: 'Bulawayo',
    datePosted: daysAgo(2),
    expiryDate: '2026-12-04',
    ...overrides,
  })

describe('alert digests', () => {
  it('sends a first digest of the matching jobs posted in the last 7 days, with one-click unsubscribe', async () => {
    const fresh = driver()
    const stale = driver({ title: 'Bus Driver', datePosted: daysAgo(12) })
    const elsewhere = driver({ location: 'Harare' })
    const other = makeJobInput({ title: 'Accounts Clerk', location: 'Bulawayo' })
    await store([fresh, stale, elsewhere, other])
    const alertId = await addAlert()

    const [mail, ...more] = await runAndSend()
    expect(more).toEqual([])
    if (!mail) throw new Error('no digest was sent')
    expect(mail.subject).toBe('1 new job: driver jobs in Bulawayo')
    expect(mail.to && 'text' in mail.to ? mail.to.text : null).toBe('tendai@example.org')
    expect(mail.text).toContain(`Truck Driver\nZambezi Microfinance Bank, Bulawayo\n`)
    expect(mail.text).toContain('Closes Friday 4 December 2026')
    expect(mail.text).toContain(jobUrl(fresh))
    for (const job of [stale, elsewhere, other]) expect(mail.text).not.toContain(idOf(job))
    expect(mail.html).toContain(`href="${jobUrl(fresh)}"`)
    expect(mail.messageId).toMatch(new RegExp(`^<alert-digest-${alertId}-s\\d+@jobszw\\.co\\.zw>$`))
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/jobszw\.co\.zw\/alerts\/unsubscribe\?token=[^>]+>, <mailto:/,
    )
    expect(header(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(mail.text).toMatch(
      /Change or stop this alert: https:\/\/jobszw\.co\.zw\/alerts\/manage\?token=/,
    )
  })

  it('sends an alert with "Shows pay" only the jobs that state their pay, and says so', async () => {
    const paid = driver({ salary: 'USD 600 per month' })
    const unpaid = driver({ title: 'Bus Driver', salary: 'Negotiable' })
    await store([paid, unpaid])
    await addAlert({ pay: 'shown' })
    const [mail, ...more] = await runAndSend()
    expect(more).toEqual([])
    expect(mail?.subject).toBe('1 new job: driver jobs in Bulawayo with pay shown')
    expect(mail?.text).toContain(jobUrl(paid))
    expect(mail?.text).not.toContain(idOf(unpaid))
  })

  it('sends nothing when nothing is new, then only the new match', async () => {
    const first = driver()
    await store([first])
    const alertId = await addAlert()
    expect(await runAndSend()).toHaveLength(1)

    clock.advance(DAY)
    expect(await digests()).toEqual({ alerts: 1, emails: 0, jobs: 0 })
    expect(await runAndSend()).toEqual([])
    // the empty digest still counts as the day's: not due again until tomorrow
    expect((await findAlert(db, alertId))?.last_digest_at).toBe(new Date(clock.now()).toISOString())

    clock.advance(HOUR)
    const match = driver({ title: 'Delivery Driver', datePosted: daysAgo(0) })
    const miss = makeJobInput({ title: 'Receptionist', location: 'Bulawayo' })
    await store([match, miss, { ...first, title: 'Truck Driver (Class 2)' }])
    clock.advance(DAY)
    const [mail, ...more] = await runAndSend()
    expect(more).toEqual([])
    expect(mail?.subject).toBe('1 new job: driver jobs in Bulawayo')
    expect(mail?.text).toContain(jobUrl(match))
    expect(mail?.text).not.toContain(idOf(miss))
    expect(mail?.text).not.toContain(idOf(first))
  })

  it('sends nothing to an unconfirmed alert, nor to one that was stopped', async () => {
    await store([driver()])
    await addAlert({}, { confirm: false })
    const ended = await addAlert({ email: 'rudo@example.org' })
    await endAlert(db, ended, clock.now() - 1)
    expect(await digests()).toEqual({ alerts: 0, emails: 0, jobs: 0 })
    expect(await runAndSend()).toEqual([])
  })

  it('never sends a taken-down, withdrawn or closed job', async () => {
    const open = driver()
    const takenDown = driver({ title: 'Taken Down Driver' })
    const withdrawn = driver({ title: 'Withdrawn Driver' })
    const closed = driver({ title: 'Closed Driver', expiryDate: daysAgo(1) })
    await store([open, takenDown, withdrawn, closed])
    await db.query('update jobs set taken_down_at = $2 where id = $1', [
      idOf(takenDown),
      '2026-11-29',
    ])
    await db.query('update jobs set withdrawn_at = $2 where id = $1', [
      idOf(withdrawn),
      '2026-11-29',
    ])
    await addAlert()
    const [mail] = await runAndSend()
    expect(mail?.text).toContain(jobUrl(open))
    for (const job of [takenDown, withdrawn, closed]) expect(mail?.text).not.toContain(idOf(job))
  })

  it('sends each job once when a run is interrupted after queueing and run again', async () => {
    const job = driver()
    await store([job])
    await addAlert()
    // queued, then the process stops before sending; the next run (forced) finds nothing new
    expect(await digests()).toEqual({ alerts: 1, emails: 1, jobs: 1 })
    expect(await digests(db, true)).toEqual({ alerts: 1, emails: 0, jobs: 0 })
    await sendDueMail({ db, mailer, clock })
    await sendDueMail({ db, mailer, clock })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]?.text).toContain(jobUrl(job))
  })

  it('leaves nothing behind when a digest is cut off in its transaction, and sends it on the next run', async () => {
    const job = driver()
    await store([job])
    const alertId = await addAlert()
    // The last statement of the digest's transaction fails, as if the process died there.
    const failing: Db = {
      ...db,
      transaction: (fn, options) =>
        db.transaction(
          (tx) =>
            fn({
              ...tx,
              query: (sql, params) =>
                sql.includes('update job_alerts')
                  ? Promise.reject(new Error('connection lost'))
                  : tx.query(sql, params),
            }),
          options,
        ),
    }
    expect(await digests(failing)).toEqual({ alerts: 0, emails: 0, jobs: 0 })
    expect(takeLogs('error')).toMatchObject([
      { msg: 'alerts: a digest failed', alert_id: alertId, err: { message: 'connection lost' } },
    ])
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from mail_outbox)::int + (select count(*) from job_alert_sent_jobs)::int as n`,
    )
    expect(rows[0]?.n).toBe(0)
    expect((await findAlert(db, alertId))?.last_seq).toBeNull()

    const mails = await runAndSend()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(jobUrl(job))
  })

  it('sends weekly alerts on Monday only', async () => {
    await store([driver({ datePosted: daysAgo(3), expiryDate: '2026-12-31' })])
    await addAlert({ frequency: 'weekly' })
    clock.set(MONDAY - DAY) // Sunday
    expect(await runAndSend()).toEqual([])
    clock.set(MONDAY)
    expect(await runAndSend()).toHaveLength(1)

    const later = driver({ title: 'Tipper Driver', datePosted: daysAgo(-1), expiryDate: null })
    clock.set(MONDAY + DAY) // Tuesday
    await store([later])
    for (let day = 1; day < 7; day++) {
      clock.set(MONDAY + day * DAY)
      expect(await runAndSend()).toEqual([])
    }
    clock.set(MONDAY + 7 * DAY)
    const [mail, ...more] = await runAndSend()
    expect(more).toEqual([])
    expect(mail?.text).toContain(jobUrl(later))
    expect(mail?.text).toContain('Your weekly job alert')
  })

  it('sends the 20 closing soonest and links to all of them', async () => {
    const jobs = Array.from({ length: 23 }, (_, at) =>
      driver({ expiryDate: `2026-12-${String(at + 5).padStart(2, '0')}` }),
    )
    await store(jobs)
    const alertId = await addAlert()
    const [mail] = await runAndSend()
    expect(mail?.subject).toBe('23 new jobs: driver jobs in Bulawayo')
    expect(mail?.text).toContain(
      `See all 23 matching jobs:\n${ORIGIN}/jobs/all?q=driver&location=bulawayo\n`,
    )
    expect(mail?.text).toContain(jobUrl(jobs[0] as JobInput))
    expect(mail?.text).not.toContain(idOf(jobs[22] as JobInput))
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from job_alert_sent_jobs where alert_id = $1',
      [alertId],
    )
    expect(rows[0]?.n).toBe(20)
  })
})
