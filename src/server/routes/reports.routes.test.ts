import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'
import { REPORT_DETAILS_MAX } from '#shared/report-reasons.ts'

import { listOpenReports } from '../forms/report.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { startTurnstileStandIn, type TurnstileStandIn } from '../testing/turnstile-stand-in.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

let turnstile: TurnstileStandIn
beforeAll(async () => {
  turnstile = await startTurnstileStandIn()
})
afterAll(() => turnstile.close())

const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

const JOB_COUNT = 8
const jobInputs = Array.from({ length: JOB_COUNT }, (_, n) =>
  makeJobInput({ externalId: `report-${n}`, title: `Reported Job ${n}`, company: `Company ${n}` }),
)
const jobId = (n: number) => makeJobId('test', `report-${n}`)

beforeAll(async () => {
  db = await createTestDb()
  const testApp = createTestApp(db, clock, {
    verifier: turnstile.verifier,
    trustProxy: { kind: 'hops', hops: 1 },
  })
  app = testApp.app
  await testApp.addJobs(jobInputs)
})
afterAll(async () => {
  await db?.close()
})

let address = 0
beforeEach(() => {
  // Each test comes from its own address, an hour later, so rate limits do not leak.
  address++
  clock.advance(60 * 60_000)
})

function post(
  body: unknown,
  { raw = false, contentType = 'application/json', from = `203.0.113.${address}` } = {},
) {
  return app.request('/api/reports', {
    method: 'POST',
    body: raw ? (body as string) : JSON.stringify(body),
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from },
  })
}

const report = (overrides: Record<string, unknown> = {}) => ({
  jobId: jobId(0),
  reason: 'asks-for-money',
  details: 'They asked for a USD 50 "registration fee" by EcoCash before the interview.',
  reporterId: `device-${address}-aaaaaaaa`,
  'cf-turnstile-response': 'good-token',
  ...overrides,
})

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error
}

async function countReports(job?: string): Promise<number> {
  const { rows } = job
    ? await db.query<{ n: number }>(
        'select count(*)::int as n from job_reports where job_id = $1',
        [job],
      )
    : await db.query<{ n: number }>('select count(*)::int as n from job_reports')
  return rows[0]?.n ?? 0
}

describe('POST /api/reports', () => {
  it('stores a verified report and answers 201', async () => {
    const before = await countReports(jobId(1))
    const response = await post(report({ jobId: jobId(1), reason: 'fake-employer' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(await countReports(jobId(1))).toBe(before + 1)
    const { rows } = await db.query<{
      reason: string
      details: string | null
      status: string
      reporter_key: string
      created_at: string
    }>(
      `select reason, details, status, reporter_key,
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from job_reports where job_id = $1 order by id desc limit 1`,
      [jobId(1)],
    )
    expect(rows[0]).toMatchObject({
      reason: 'fake-employer',
      details: 'They asked for a USD 50 "registration fee" by EcoCash before the interview.',
      status: 'open',
      created_at: new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    })
    // The reporter is kept as a hash, not as the address or device id.
    expect(rows[0]?.reporter_key).not.toContain('203.0.113')
    expect(rows[0]?.reporter_key).not.toContain('device-')
  })

  it('accepts a report without details or reporter id, and trims details', async () => {
    const bare = await post({
      jobId: jobId(2),
      reason: 'closed',
      'cf-turnstile-response': 'good-token',
    })
    expect(bare.status).toBe(201)
    const trimmed = await post(
      report({ jobId: jobId(3), reason: 'other', details: '  \r\n Line one\r\nline two \n ' }),
    )
    expect(trimmed.status).toBe(201)
    const { rows } = await db.query<{ details: string | null }>(
      'select details from job_reports where job_id = $1 order by id desc limit 1',
      [jobId(3)],
    )
    expect(rows[0]?.details).toBe('Line one\nline two')
    const blank = await post(report({ jobId: jobId(4), details: '   ' }))
    expect(blank.status).toBe(201)
    const { rows: blankRows } = await db.query<{ details: string | null }>(
      'select details from job_reports where job_id = $1 order by id desc limit 1',
      [jobId(4)],
    )
    expect(blankRows[0]?.details).toBeNull()
  })

  it('accepts details of exactly the maximum length', async () => {
    const response = await post(
      report({ jobId: jobId(5), details: 'x'.repeat(REPORT_DETAILS_MAX) }),
    )
    expect(response.status).toBe(201)
  })

  it.each([
    [{ jobId: undefined }, 'jobId'],
    [{ jobId: 42 }, 'jobId'],
    [{ jobId: '' }, 'jobId'],
    [{ jobId: 'a b' }, 'jobId'],
    [{ jobId: '../etc/passwd' }, 'jobId'],
    [{ jobId: 'a'.repeat(65) }, 'jobId'],
    [{ reason: undefined }, 'reason'],
    [{ reason: 'spam' }, 'reason'],
    [{ reason: 'Asks-For-Money' }, 'reason'],
    [{ reason: ['asks-for-money'] }, 'reason'],
    [{ details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }, 'details'],
    [{ details: 'bell\u0007' }, 'details'],
    [{ details: 'nul\u0000byte' }, 'details'],
    [{ details: 'escape \u001b[31m red' }, 'details'],
    [{ details: 42 }, 'details'],
    [{ reporterId: 'short' }, 'reporterId'],
    [{ reporterId: 'has spaces in it' }, 'reporterId'],
    [{ reporterId: 'x'.repeat(65) }, 'reporterId'],
    [{ reporterId: 12345678 }, 'reporterId'],
    [{ reporterId: '<script>alert(1)</script>' }, 'reporterId'],
  ])('refuses %j naming %s', async (overrides, field) => {
    const before = await countReports()
    const response = await post(report(overrides))
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: field })
    expect(await countReports()).toBe(before)
  })

  it('refuses bodies that are not a JSON object, naming the body', async () => {
    for (const [body, contentType] of [
      ['{not json', 'application/json'],
      ['[1,2]', 'application/json'],
      ['"text"', 'application/json'],
      ['null', 'application/json'],
      [`jobId=${jobId(0)}&reason=other`, 'application/x-www-form-urlencoded'],
    ] as const) {
      const response = await post(body, { raw: true, contentType })
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toMatchObject({ code: 'invalid_field', parameter: 'body' })
    }
  })

  it('answers 404 for a job that does not exist, and stores nothing', async () => {
    const before = await countReports()
    const response = await post(report({ jobId: 'zzzzzzzzzzzz' }))
    expect(response.status).toBe(404)
    expect(await errorOf(response)).toMatchObject({ code: 'not_found', parameter: 'jobId' })
    expect(await countReports()).toBe(before)
  })

  it('takes one report per job per reporter: the same device and address again gets 409', async () => {
    const first = await post(report({ jobId: jobId(6) }))
    expect(first.status).toBe(201)
    const again = await post(report({ jobId: jobId(6), reason: 'misleading', details: 'Again' }))
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('already_reported')
    expect(await countReports(jobId(6))).toBe(1)
    // The same reporter may report another job.
    expect((await post(report({ jobId: jobId(7) }))).status).toBe(201)
  })

  it('tells readers behind one address (CGNAT) apart by their device id', async () => {
    const before = await countReports(jobId(0))
    const one = await post(report({ reporterId: 'phone-one-1234' }))
    const two = await post(report({ reporterId: 'phone-two-5678' }))
    expect([one.status, two.status]).toEqual([201, 201])
    expect(await countReports(jobId(0))).toBe(before + 2)
    expect((await post(report({ reporterId: 'phone-one-1234' }))).status).toBe(409)
  })

  it('counts a reporter without a device id once per address', async () => {
    const anonymous = { ...report({ jobId: jobId(7) }), reporterId: undefined }
    expect((await post(anonymous)).status).toBe(201)
    expect((await post(anonymous)).status).toBe(409)
    // Without a device id, another address is another reporter.
    expect((await post(anonymous, { from: '198.18.0.1' })).status).toBe(201)
  })

  it('refuses a missing or failed bot check with 403 and stores nothing', async () => {
    const before = await countReports()
    for (const token of [undefined, '', 'bad-token']) {
      const response = await post(report({ jobId: jobId(2), 'cf-turnstile-response': token }))
      expect(response.status).toBe(403)
      expect((await errorOf(response)).code).toBe('verification_failed')
    }
    expect(await countReports()).toBe(before)
  })

  it('limits each address to 5 reports per hour, with Retry-After', async () => {
    for (let n = 0; n < 5; n++) {
      const response = await post(report({ jobId: jobId(n), reporterId: `limit-test-${n}-xyz` }))
      expect(response.status).toBe(201)
    }
    const limited = await post(report({ jobId: jobId(5), reporterId: 'limit-test-5-xyz' }))
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60 * 60)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    // Another address is not affected; this one is free again an hour later.
    expect((await post(report({ jobId: jobId(5) }), { from: '198.18.0.2' })).status).toBe(201)
    clock.advance(60 * 60_000 + 1)
    const later = await post(report({ jobId: jobId(5), reporterId: 'limit-test-5-xyz' }))
    expect(later.status).toBe(201)
  })
})

describe('listOpenReports', () => {
  it('groups open reports by job, most reported first, with reasons and details', async () => {
    await db.query('delete from job_reports')
    const send = async (n: number, reason: string, details: string | null, device: string) => {
      const response = await post(report({ jobId: jobId(n), reason, details, reporterId: device }))
      expect(response.status).toBe(201)
      clock.advance(60_000)
    }
    await send(1, 'asks-for-money', 'Wants a fee', 'device-aaaaaaaa')
    await send(1, 'fake-employer', null, 'device-bbbbbbbb')
    await send(2, 'closed', 'Filled last week', 'device-aaaaaaaa')
    await send(1, 'asks-for-money', 'Asked me too', 'device-cccccccc')
    await db.query(`update job_reports set status = 'closed' where job_id = $1`, [jobId(2)])
    await send(3, 'misleading', null, 'device-aaaaaaaa')

    const rows = await listOpenReports(db, 10)
    expect(rows.map((row) => row.job_id)).toEqual([jobId(1), jobId(3)])
    const [most, other] = rows
    expect(most).toMatchObject({
      job_id: jobId(1),
      title: 'Reported Job 1',
      company: 'Company 1',
      reports: 3,
      details: ['Wants a fee', 'Asked me too'],
    })
    expect([...(most?.reasons ?? [])].sort()).toEqual(['asks-for-money', 'fake-employer'])
    expect(most?.first_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(most?.last_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(most!.first_at < most!.last_at).toBe(true)
    expect(other).toMatchObject({ reports: 1, reasons: ['misleading'], details: [] })
    expect(await listOpenReports(db, 1)).toHaveLength(1)
  })
})
