/**
 * Employers' posts through the app: POST /api/job-posts and its private-link routes, on PGlite,
 * the emails read back from the outbox. The operator's decisions are the console's (its own
 * suite); approvePost is called here as the console calls it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { Mailer } from '../mail/mailer.ts'
import { approvePost, rejectPost } from '../job-posts/review-post.ts'
import { hashToken } from '../job-posts/post-tokens.ts'
import { lastToken, makePost, outboxMail } from '../job-posts/testing/post-fixtures.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock, TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const ORIGIN = 'https://jobs.example'
const NOW = Date.parse('2026-11-21T10:00:00Z')
const DAY = 24 * 3_600_000
const clock = createTestClock(NOW)
const mailer: Mailer = { send: async () => undefined, close: async () => undefined }
const HIGH = { max: 1_000, windowMs: 60_000 }

let db: TestDb
let testApp: ReturnType<typeof createTestApp>

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock, {
    mailer,
    publicOrigin: ORIGIN,
    trustProxy: { kind: 'hops', hops: 1 },
    jobPostLimits: {
      post: { max: 3, windowMs: 60 * 60_000 },
      email: { max: 2, windowMs: DAY },
      preview: HIGH,
      link: HIGH,
    },
  })
})
afterAll(async () => {
  await db?.close()
})

let client = 0
let address = ''
beforeEach(() => {
  clock.set(NOW)
  address = `10.0.0.${++client}`
})

function send(path: string, body: unknown, init: { address?: string } = {}) {
  return testApp.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'X-Forwarded-For': init.address ?? address,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

let mailbox = 0
/** A fresh work email at zpc.co.zw (each test its own mailbox, for the per-email limit). */
const zpcEmail = () => `hr${++mailbox}@zpc.co.zw`

async function post(p: JobPost, workEmail: string) {
  const response = await send('/api/job-posts', {
    ...p,
    workEmail,
    'cf-turnstile-response': 'ok',
  })
  return response
}

/** Posts and confirms; the confirm answer. */
async function postAndConfirm(p: JobPost, workEmail = zpcEmail()) {
  expect((await post(p, workEmail)).status).toBe(202)
  const token = await lastToken(db, 'confirm')
  const response = await send('/api/job-posts/confirm', { token })
  expect(response.status).toBe(200)
  return {
    answer: (await response.json()) as { status: string; job_id: string | null; reasons: string[] },
    confirmToken: token,
    manageToken: await lastToken(db, 'manage'),
  }
}

async function jobById(id: string): Promise<ApiJob | undefined> {
  const response = await testApp.app.request(`/api/jobs?job_id=${id}`)
  return ((await response.json()) as { jobs: ApiJob[] }).jobs[0]
}
async function activeIds(query = ''): Promise<string[]> {
  const response = await testApp.app.request(`/api/jobs?status=active&pageSize=100${query}`)
  return ((await response.json()) as { jobs: ApiJob[] }).jobs.map((job) => job.job_id)
}

describe('a verified post', () => {
  it('goes live on confirmation, as a job with its data, in lists and search at once', async () => {
    const pay = { min: 1200, max: 1500, currency: 'USD' as const, period: 'month' as const }
    const email = zpcEmail()
    expect((await post(makePost({ title: 'Turbine Fitter', pay }), email)).status).toBe(202)
    const [confirmation] = await outboxMail(db).then((mail) => mail.slice(-1))
    expect(confirmation?.to).toBe(email)
    expect(confirmation?.subject).toBe('Confirm your job post on JobsZW')
    expect(confirmation?.text).toContain('ignore this email')
    // Written for a stranger: the title alone of what the sender wrote.
    expect(confirmation?.text).toContain('Turbine Fitter')
    for (const theirs of ['Zimbabwe Power Company', 'power station', 'recruitment@zpc.co.zw'])
      expect(confirmation?.text).not.toContain(theirs)
    // Before confirming, nothing is public.
    expect(await activeIds('&q=turbine')).toEqual([])

    const response = await send('/api/job-posts/confirm', { token: await lastToken(db, 'confirm') })
    const answer = (await response.json()) as { status: string; job_id: string }
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(answer).toEqual({ status: 'live', job_id: expect.any(String), reasons: [] })
    const job = await jobById(answer.job_id)
    expect(job).toMatchObject({
      title: 'Turbine Fitter',
      company: 'Zimbabwe Power Company (Pvt) Ltd',
      location: 'Hwange',
      employment_type: 'Full-time',
      expiry_date: '2026-12-15',
      date_posted: '2026-11-21',
      pay,
      how_to_apply: makePost().howToApply,
      posted_by: { verified: true, domain: 'zpc.co.zw', website: 'https://www.zpc.co.zw/careers' },
      filled: false,
    })
    expect(await activeIds('&q=turbine')).toEqual([answer.job_id])
    expect(await activeIds('&location=hwange&category=construction-engineering')).toContain(
      answer.job_id,
    )
    const manage = (await outboxMail(db)).at(-1)
    expect(manage?.subject).toBe('Your job is live on JobsZW')
    expect(manage?.text).toMatch(/\/post-a-job\/manage#token=/)
  })

  it('answers a second confirmation the same, and two at once go live once', async () => {
    expect((await post(makePost({ title: 'Boiler Maker' }), zpcEmail())).status).toBe(202)
    const token = await lastToken(db, 'confirm')
    const before = (await outboxMail(db)).length
    const [first, second] = await Promise.all([
      send('/api/job-posts/confirm', { token }),
      send('/api/job-posts/confirm', { token }),
    ])
    const answers = [await first!.json(), await second!.json()]
    expect(answers[0]).toEqual(answers[1])
    const again = await send('/api/job-posts/confirm', { token })
    expect(await again.json()).toEqual(answers[0])
    // one manage email, one job
    expect((await outboxMail(db)).length).toBe(before + 1)
    expect(await activeIds('&q=boiler')).toHaveLength(1)
  })
})

describe('held posts', () => {
  it('a free-mail post waits in review until an operator approves it', async () => {
    const hardware = makePost({
      title: 'Meter Reader',
      organisation: 'Hwange Hardware',
      website: null,
    })
    const { answer } = await postAndConfirm(hardware, 'hwangehardware@gmail.com')
    expect(answer).toEqual({
      status: 'review',
      job_id: null,
      reasons: [
        'Sent from gmail.com, a free email provider: an operator checks it before it goes live',
      ],
    })
    expect(await activeIds('&q=meter')).toEqual([])
    const { rows } = await db.query<{ id: string }>(
      "select id from job_posts where post->>'title' = 'Meter Reader'",
    )
    const context = { db, now: clock.now(), timeZone: TEST_TIME_ZONE, origin: ORIGIN }
    expect(await approvePost(context, rows[0]!.id, 'op@jobs.example')).toBe('approved')
    await testApp.jobs.refresh()
    const [id] = await activeIds('&q=meter')
    expect(await jobById(id!)).toMatchObject({ posted_by: { verified: false, domain: null } })
    expect((await outboxMail(db)).at(-1)?.subject).toBe('Your job is live on JobsZW')
  })

  it('a post asking applicants to pay is held, the reason quoting its words', async () => {
    const description =
      'Drivers wanted. Shortlisted candidates must pay a registration fee of $20 before the interview.'
    const { answer } = await postAndConfirm(makePost({ title: 'Driver', description }))
    expect(answer.status).toBe('review')
    expect(answer.reasons).toHaveLength(1)
    expect(answer.reasons[0]).toMatch(/^It asks applicants to pay: ".*registration fee of \$20.*"$/)
  })

  it('a post in the name of an organisation known here from another domain is held', async () => {
    await testApp.addJobs([
      makeJobInput({
        source: 'board',
        company: 'Delta Beverages (Private) Limited',
        applyInstructions: 'Email your CV to recruitment@delta.co.zw',
      }),
    ])
    const p = makePost({
      title: 'Brewer',
      organisation: 'Delta Beverages',
      website: 'https://deltajobs.co.zw',
      howToApply: {
        methods: [{ kind: 'email', value: 'hr@deltajobs.co.zw' }],
        reference: null,
        documents: [],
      },
    })
    const { answer } = await postAndConfirm(p, 'hr@deltajobs.co.zw')
    expect(answer.status).toBe('review')
    expect(answer.reasons).toEqual([
      'Delta Beverages is on the site already, writing from delta.co.zw; this post comes from deltajobs.co.zw: an operator checks it is theirs',
    ])
    // From its own domain, it goes live.
    const own = makePost({
      title: 'Brewer',
      organisation: 'Delta Beverages Ltd',
      website: 'https://www.delta.co.zw',
    })
    expect((await postAndConfirm(own, 'hr@delta.co.zw')).answer.status).toBe('live')
  })

  it('an agency without its licence number is held; with one it goes live', async () => {
    const held = await postAndConfirm(makePost({ title: 'Site Clerk', agency: true }))
    expect(held.answer.reasons).toEqual([
      'An agency’s post needs its employment-agency licence number: an operator checks it before it goes live',
    ])
    const licensed = await postAndConfirm(
      makePost({ title: 'Site Clerk', agency: true, agencyLicence: 'EA/1234' }),
    )
    expect(licensed.answer.status).toBe('live')
  })
})

describe('the manage link', () => {
  it('reads the post; an edit is checked again and a held one waits while the live job stays', async () => {
    const { answer, manageToken } = await postAndConfirm(makePost({ title: 'Cable Jointer' }))
    const read = await send('/api/job-posts/manage', { token: manageToken })
    expect(await read.json()).toMatchObject({
      status: 'live',
      job_id: answer.job_id,
      tier: 'verified',
      holds: [],
      filled: false,
      pending_review: false,
      reject_reason: null,
      post: { title: 'Cable Jointer' },
    })
    const fine = makePost({ title: 'Senior Cable Jointer' })
    const edited = await send('/api/job-posts/manage/edit', { token: manageToken, post: fine })
    expect(await edited.json()).toMatchObject({
      pending_review: false,
      post: { title: 'Senior Cable Jointer' },
    })
    expect((await jobById(answer.job_id!))?.title).toBe('Senior Cable Jointer')

    const feeing = makePost({
      title: 'Senior Cable Jointer',
      description: 'Applicants must pay an application fee of USD 10 via EcoCash.',
    })
    const held = await send('/api/job-posts/manage/edit', { token: manageToken, post: feeing })
    expect(await held.json()).toMatchObject({
      status: 'live',
      pending_review: true,
      holds: ['scam-rules'],
      post: { description: feeing.description },
    })
    expect((await jobById(answer.job_id!))?.description).toBe(fine.description)
  })

  it('an edit that answers the hold puts a waiting post live; a rejected one goes back to review', async () => {
    const held = await postAndConfirm(makePost({ title: 'Site Agent', agency: true }))
    expect(held.answer.status).toBe('review')
    const licensed = makePost({ title: 'Site Agent', agency: true, agencyLicence: 'EA/77' })
    const edited = await send('/api/job-posts/manage/edit', {
      token: held.manageToken,
      post: licensed,
    })
    const answer = (await edited.json()) as { status: string; job_id: string }
    expect(answer).toMatchObject({ status: 'live', holds: [] })
    expect(await activeIds('&q=site%20agent')).toEqual([answer.job_id])

    const other = await postAndConfirm(makePost({ title: 'Tea Picker', agency: true }))
    const { rows } = await db.query<{ id: string }>(
      "select id from job_posts where post->>'title' = 'Tea Picker'",
    )
    const context = { db, now: clock.now(), timeZone: TEST_TIME_ZONE, origin: ORIGIN }
    await rejectPost(context, rows[0]!.id, { operator: 'op@jobs.example', reason: 'No licence.' })
    const rejected = await send('/api/job-posts/manage', { token: other.manageToken })
    expect(await rejected.json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'No licence.',
    })
    const again = await send('/api/job-posts/manage/edit', {
      token: other.manageToken,
      post: makePost({ title: 'Tea Picker', agency: true, agencyLicence: 'EA/78' }),
    })
    expect(await again.json()).toMatchObject({
      status: 'review',
      reject_reason: null,
      reasons: ['It was not published before: an operator checks the change'],
    })
  })

  it('filled closes the job: it leaves the open lists and says filled', async () => {
    const { answer, manageToken } = await postAndConfirm(makePost({ title: 'Linesman' }))
    expect(await activeIds('&q=linesman')).toEqual([answer.job_id])
    const filled = await send('/api/job-posts/manage/filled', { token: manageToken })
    expect(await filled.json()).toMatchObject({ filled: true, status: 'live' })
    expect(await activeIds('&q=linesman')).toEqual([])
    expect(await jobById(answer.job_id!)).toMatchObject({ filled: true, withdrawn: true })
  })

  it('extend moves the closing date and keeps the posting date', async () => {
    const { answer, manageToken } = await postAndConfirm(makePost({ title: 'Surveyor' }))
    const before = await jobById(answer.job_id!)
    clock.advance(5 * DAY)
    const extended = await send('/api/job-posts/manage/extend', {
      token: manageToken,
      closingDate: '2027-01-31',
    })
    expect(await extended.json()).toMatchObject({ post: { closingDate: '2027-01-31' } })
    const after = await jobById(answer.job_id!)
    expect(after).toMatchObject({ expiry_date: '2027-01-31', date_posted: before?.date_posted })
    expect(after?.posted_ts).toBe(before?.posted_ts)
  })

  it('revoke kills the old link and emails a new one', async () => {
    const { manageToken } = await postAndConfirm(makePost({ title: 'Storeman' }))
    const revoked = await send('/api/job-posts/manage/revoke', { token: manageToken })
    expect(await revoked.json()).toEqual({ status: 'new-link-sent' })
    const old = await send('/api/job-posts/manage', { token: manageToken })
    expect(old.status).toBe(404)
    expect(await old.json()).toMatchObject({ error: { code: 'invalid_token' } })
    const fresh = await lastToken(db, 'manage')
    expect(fresh).not.toBe(manageToken)
    expect((await send('/api/job-posts/manage', { token: fresh })).status).toBe(200)
  })

  it('an unknown token is a 404, and tokens are stored only hashed', async () => {
    const unknown = await send('/api/job-posts/confirm', { token: 'x'.repeat(43) })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      error: { code: 'invalid_token', parameter: 'token' },
    })
    const { confirmToken, manageToken } = await postAndConfirm(makePost({ title: 'Welder' }))
    const { rows } = await db.query<{ token_hash: string }>(
      'select token_hash from job_post_tokens',
    )
    const hashes = rows.map((row) => row.token_hash)
    expect(hashes).toContain(hashToken(confirmToken))
    expect(hashes).toContain(hashToken(manageToken))
    for (const table of ['job_post_tokens', 'job_posts', 'jobs']) {
      const dump = await db.query<{ row: string }>(`select t::text as row from ${table} as t`)
      for (const { row } of dump.rows) {
        expect(row).not.toContain(confirmToken)
        expect(row).not.toContain(manageToken)
      }
    }
  })
})

describe('what the routes refuse', () => {
  it('GET does nothing: every route takes POST only', async () => {
    for (const path of [
      '/api/job-posts',
      '/api/job-posts/confirm',
      '/api/job-posts/manage',
      '/api/job-posts/manage/filled',
    ]) {
      const response = await testApp.app.request(`${path}?token=${'x'.repeat(43)}`)
      expect(response.status, path).toBe(405)
      expect(response.headers.get('Allow')).toBe('POST')
    }
  })

  it('names the field: a past closing date, a missing title, too long a description, no way to apply', async () => {
    const cases: [Partial<JobPost> | Record<string, unknown>, string][] = [
      [{ closingDate: '2026-11-20' }, 'closingDate'],
      [{ title: '' }, 'title'],
      [{ description: 'x'.repeat(15_001) }, 'description'],
      [{ howToApply: { methods: [], reference: null, documents: [] } }, 'howToApply.methods'],
    ]
    for (const [change, parameter] of cases) {
      const response = await post({ ...makePost(), ...change } as JobPost, zpcEmail())
      expect(response.status, parameter).toBe(400)
      const body = (await response.json()) as {
        error: { code: string; parameter: string; message: string }
      }
      expect(body.error).toMatchObject({ code: 'invalid_field', parameter })
      expect(body.error.message).toContain(parameter.split('.')[0])
    }
    const preview = await send('/api/job-posts/preview', {
      ...makePost(),
      closingDate: '2026-11-20',
    })
    expect(await preview.json()).toMatchObject({ error: { parameter: 'closingDate' } })
  })

  it('takes a long description in a body over BODY_LIMIT_BYTES, and refuses a larger one with 413', async () => {
    const long = makePost({ title: 'Writer', description: 'é'.repeat(15_000) })
    expect((await post(long, zpcEmail())).status).toBe(202)
    const huge = await send('/api/job-posts', { ...long, padding: 'x'.repeat(100 * 1024) })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ error: { code: 'body_too_large' } })
  })

  it('limits posts per client address and per work email', async () => {
    for (let at = 0; at < 3; at++) expect((await post(makePost(), zpcEmail())).status).toBe(202)
    const byAddress = await post(makePost(), zpcEmail())
    expect(byAddress.status).toBe(429)
    expect(Number(byAddress.headers.get('Retry-After'))).toBeGreaterThan(0)

    const send2 = (from: string, email: string) =>
      send(
        '/api/job-posts',
        { ...makePost(), workEmail: email, 'cf-turnstile-response': 'ok' },
        { address: from },
      )
    expect((await send2('10.9.0.1', 'boss@zpc.co.zw')).status).toBe(202)
    expect((await send2('10.9.0.2', 'Boss+jobs@zpc.co.zw')).status).toBe(202)
    const byEmail = await send2('10.9.0.3', 'boss@zpc.co.zw')
    expect(byEmail.status).toBe(429)
  })

  it('answers 503 job_posts_unavailable without mail, and the config says so', async () => {
    const bare = createTestApp(db, clock).app
    const response = await bare.request('/api/job-posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ ...makePost(), workEmail: zpcEmail(), 'cf-turnstile-response': 'ok' }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { code: 'job_posts_unavailable' } })
    expect(await (await bare.request('/api/config')).json()).toMatchObject({
      jobPosts: { enabled: false },
    })
    expect(await (await testApp.app.request('/api/config')).json()).toMatchObject({
      jobPosts: { enabled: true },
    })
  })

  it('refuses a post from another site', async () => {
    const response = await testApp.app.request('/api/job-posts/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    })
    expect(response.status).toBe(403)
  })
})

describe('the preview', () => {
  it('shows the job as it would be, with the tier, holds, reasons and signals', async () => {
    const response = await send('/api/job-posts/preview', {
      ...makePost({
        organisation: 'Kariba Traders',
        description: 'Pay a registration fee of $20 to be considered.',
      }),
      workEmail: 'me@yahoo.com',
    })
    expect(response.status).toBe(200)
    const preview = (await response.json()) as Record<string, unknown>
    expect(preview).toMatchObject({
      job: {
        job_id: 'preview',
        title: 'Electrical Engineer',
        location: 'Hwange',
        caution: 'asks-for-payment',
      },
      tier: 'not-verified',
      holds: ['unverified', 'scam-rules'],
      signals: [
        {
          rule: 'fee-request',
          message: 'It asks applicants to pay',
          excerpt: 'Pay a registration fee of $20 to be considered',
        },
        {
          rule: 'payment-demand',
          message: 'It asks applicants to pay',
          excerpt: 'Pay a registration fee of $20 to be considered',
        },
      ],
    })
    const bare = await send('/api/job-posts/preview', makePost())
    expect(await bare.json()).toMatchObject({ tier: null, holds: [], reasons: [], signals: [] })
  })
})
