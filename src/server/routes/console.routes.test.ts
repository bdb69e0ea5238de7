/**
 * The console through the app, as a browser drives it: the sign-in form, the session cookie,
 * throttling, origin checks, and a listing taken down leaving every list, search, count, the sitemap
 * and its page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { JobListResponse } from '#shared/job.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { hashPassword, TEST_PASSWORD_COST } from '../trust/operators/password-hash.ts'
import { upsertOperator } from '../trust/operators/operators.repo.ts'

const ORIGIN = 'http://localhost'
const EMAIL = 'ops@jobszw.example'
const PASSWORD = 'tinashe walks to mbare market'
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
const backoff = { firstWaitMs: 60_000, maxWaitMs: 15 * 60_000 }
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const honest = makeJobInput({ externalId: 'honest', title: 'Borehole Technician' })
const scam = makeJobInput({
  externalId: 'scam',
  title: 'Shop Assistants Wanted',
  description: 'Pay a registration fee of USD 20 via EcoCash to secure your interview slot.',
})
const honestId = makeJobId('test', 'honest')
const scamId = makeJobId('test', 'scam')

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock, {
    signInLimits: {
      account: { max: 3, windowMs: 60 * 60_000, backoff },
      address: { max: 10, windowMs: 60 * 60_000, backoff },
      device: { max: 3, windowMs: 60 * 60_000, backoff },
    },
  })
  await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, TEST_PASSWORD_COST), clock.now())
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from jobs')
  await db.query('delete from rate_limit_hits')
  await db.query('delete from job_reports')
  await testApp.addJobs([honest, scam])
})

function request(path: string, init: RequestInit & { cookie?: string; address?: string } = {}) {
  const headers = new Headers(init.headers)
  if (init.cookie) headers.set('cookie', init.cookie)
  if (init.method === 'POST' && !headers.has('origin')) headers.set('origin', ORIGIN)
  return testApp.app.request(`${ORIGIN}${path}`, { ...init, headers })
}

function post(
  path: string,
  form: Record<string, string>,
  init: Parameters<typeof request>[1] = {},
) {
  return request(path, {
    ...init,
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
  })
}

async function signIn(password = PASSWORD): Promise<string> {
  const response = await post('/admin/sign-in', { email: EMAIL, password })
  expect(response.status).toBe(303)
  const setCookie = response.headers.get('set-cookie') ?? ''
  return setCookie.split(';')[0] ?? ''
}

async function listTitles(path: string): Promise<string[]> {
  const body = (await (await request(path)).json()) as JobListResponse
  return body.jobs.map((job) => job.title)
}

describe('the console without a session', () => {
  it('shows only the sign-in form', async () => {
    const page = await request('/admin')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Sign in')
    expect(html).not.toContain('Shop Assistants Wanted')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('sends every other console page to the sign-in form', async () => {
    for (const path of [
      '/admin/flagged',
      '/admin/taken-down',
      '/admin/audit',
      '/admin/',
      '/admin/x',
    ]) {
      const response = await request(path)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/admin')
    }
  })

  it('refuses actions', async () => {
    const response = await post(`/admin/jobs/${scamId}/take-down`, {
      reason: 'scam',
      back: '/admin',
    })
    expect(response.status).toBe(303)
    expect(await listTitles('/api/jobs')).toContain('Shop Assistants Wanted')
  })
})

describe('signing in', () => {
  it('gives one message for an unknown email and a wrong password', async () => {
    const unknown = await post('/admin/sign-in', { email: 'nobody@x.example', password: PASSWORD })
    const wrong = await post('/admin/sign-in', { email: EMAIL, password: 'not the password!!' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    const message = (html: string) => /<p class="error"[^>]*>([^<]*)</.exec(html)?.[1]
    expect(message(await unknown.text())).toBe(message(await wrong.text()))
  })

  it('sets an HttpOnly, SameSite=Strict session cookie and opens the console', async () => {
    const response = await post('/admin/sign-in', { email: EMAIL, password: PASSWORD })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^operator_session=[\w-]+\.[\w-]+;/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    const page = await request('/admin', { cookie: cookie.split(';')[0] })
    expect(await page.text()).toContain('Sign out')
  })

  it('throttles an account after a few failures, right password or not, until the wait passes', async () => {
    for (let n = 0; n < 3; n++) {
      expect(
        (await post('/admin/sign-in', { email: EMAIL, password: `wrong ${n} password` })).status,
      ).toBe(401)
    }
    const blocked = await post('/admin/sign-in', { email: EMAIL, password: PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe('60')
    clock.advance(60_000)
    expect((await post('/admin/sign-in', { email: EMAIL, password: PASSWORD })).status).toBe(303)
  })

  it('rotates the session: the old cookie stops working at a new sign-in', async () => {
    const first = await signIn()
    const response = await post(
      '/admin/sign-in',
      { email: EMAIL, password: PASSWORD },
      { cookie: first },
    )
    const second = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(second).not.toBe(first)
    expect(await (await request('/admin', { cookie: first })).text()).not.toContain('Sign out')
    expect(await (await request('/admin', { cookie: second })).text()).toContain('Sign out')
  })

  it('ends the session after 30 idle minutes', async () => {
    const cookie = await signIn()
    clock.advance(31 * 60_000)
    expect(await (await request('/admin', { cookie })).text()).not.toContain('Sign out')
  })

  it('signs out', async () => {
    const cookie = await signIn()
    const response = await post('/admin/sign-out', {}, { cookie })
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await (await request('/admin', { cookie })).text()).not.toContain('Sign out')
  })
})

describe('requests from another site', () => {
  it('refuses a console write naming another origin, or naming none', async () => {
    const cookie = await signIn()
    const foreign = await post(
      `/admin/jobs/${scamId}/take-down`,
      { reason: 'scam', back: '/admin' },
      { cookie, headers: { origin: 'https://evil.example' } },
    )
    expect(foreign.status).toBe(403)
    const bare = await testApp.app.request(`${ORIGIN}/admin/jobs/${scamId}/take-down`, {
      method: 'POST',
      body: new URLSearchParams({ reason: 'scam' }),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(bare.status).toBe(403)
    expect(await listTitles('/api/jobs')).toContain('Shop Assistants Wanted')
  })

  it('refuses a public API write naming another origin', async () => {
    const response = await request('/api/newsletter', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.example' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })
})

describe('taking a listing down', () => {
  it('takes it out of lists, search, counts and the sitemap; its API answer says removed', async () => {
    const cookie = await signIn()
    expect(await listTitles('/api/jobs?q=shop')).toEqual(['Shop Assistants Wanted'])
    const response = await post(
      `/admin/jobs/${scamId}/take-down`,
      { reason: 'Asks for a registration fee', back: '/admin/flagged' },
      { cookie },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin/flagged?done=take-down')
    expect(await listTitles('/api/jobs')).toEqual(['Borehole Technician'])
    expect(await listTitles('/api/jobs?q=shop')).toEqual([])
    expect(await listTitles('/api/jobs?status=expired')).toEqual([])
    const counts = (await (await request('/api/jobs/counts')).json()) as { active: number }
    expect(counts.active).toBe(1)
    const detail = (await (await request(`/api/jobs?job_id=${scamId}`)).json()) as JobListResponse
    expect(detail.jobs[0]).toMatchObject({ removed: true, description: '', job_link: null })
    expect(await (await request('/sitemap.xml')).text()).not.toContain(scamId)
    const audit = await (await request('/admin/audit', { cookie })).text()
    expect(audit).toContain('listing.take-down')
    expect(audit).toContain('Asks for a registration fee')
    expect(audit).toContain(EMAIL)
  })

  it('survives the listing coming in again from its source', async () => {
    const cookie = await signIn()
    await post(`/admin/jobs/${scamId}/take-down`, { reason: 'fee', back: '/admin' }, { cookie })
    await testApp.addJobs([{ ...scam, title: 'Shop Assistants Wanted Now' }])
    expect(await listTitles('/api/jobs')).toEqual(['Borehole Technician'])
  })

  it('needs a reason, and can be undone', async () => {
    const cookie = await signIn()
    const bare = await post(
      `/admin/jobs/${scamId}/take-down`,
      { reason: ' ', back: '/admin' },
      { cookie },
    )
    expect(bare.headers.get('location')).toBe('/admin?done=reason-needed')
    await post(`/admin/jobs/${scamId}/take-down`, { reason: 'fee', back: '/admin' }, { cookie })
    await post(
      `/admin/jobs/${scamId}/restore`,
      { reason: 'was fine', back: '/admin/taken-down' },
      { cookie },
    )
    expect(await listTitles('/api/jobs')).toContain('Shop Assistants Wanted')
  })

  it('lists it under Taken down with when and why, and says so in the reports queue', async () => {
    const cookie = await signIn()
    await db.query(
      `insert into job_reports (job_id, reason, reporter_key) values ($1, 'asks-for-money', 'r1')`,
      [scamId],
    )
    expect(await (await request('/admin/taken-down', { cookie })).text()).toContain(
      'No listings taken down.',
    )
    // A report made after the take-down stays open, beside the words that it is down.
    await post(`/admin/jobs/${scamId}/take-down`, { reason: 'fee', back: '/admin' }, { cookie })
    await db.query(
      `insert into job_reports (job_id, reason, reporter_key) values ($1, 'asks-for-money', 'r2')`,
      [scamId],
    )
    const page = await (await request('/admin/taken-down', { cookie })).text()
    expect(page).toContain('Taken down (1)')
    expect(page).toMatch(/<p>Taken down [^<]*: fee<\/p>/)
    expect(page).toContain('Restore listing')
    const reports = await (await request('/admin', { cookie })).text()
    expect(reports).toContain('Already taken down.')
    expect(reports).not.toContain('>Take down<')
    const flagged = await (await request('/admin/flagged', { cookie })).text()
    expect(flagged).not.toContain('Shop Assistants Wanted')
  })

  it('answers the old address of the tab with a permanent redirect to the new one', async () => {
    const cookie = await signIn()
    for (const [path, to] of [
      ['/admin/hidden', '/admin/taken-down'],
      ['/admin/hidden?done=restore', '/admin/taken-down?done=restore'],
    ] as const) {
      const response = await request(path, { cookie })
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(to)
    }
    const old = await post(
      `/admin/jobs/${scamId}/hide`,
      { reason: 'fee', back: '/admin' },
      { cookie },
    )
    expect(old.status).toBe(404)
  })
})

describe('the queues', () => {
  it('lists a fee-asking listing as flagged, with why, until the flag is cleared', async () => {
    const cookie = await signIn()
    const flagged = await (await request('/admin/flagged', { cookie })).text()
    expect(flagged).toContain('Shop Assistants Wanted')
    expect(flagged).not.toContain('Borehole Technician')
    expect(flagged).toContain('registration fee')
    const before = (await (await request(`/api/jobs?job_id=${scamId}`)).json()) as JobListResponse
    expect(before.jobs[0]?.caution).toBe('asks-for-payment')
    await post(
      `/admin/jobs/${scamId}/clear-flag`,
      { reason: 'checked', back: '/admin/flagged' },
      { cookie },
    )
    expect(await (await request('/admin/flagged', { cookie })).text()).not.toContain(
      'Shop Assistants Wanted',
    )
    const after = (await (await request(`/api/jobs?job_id=${scamId}`)).json()) as JobListResponse
    expect(after.jobs[0]?.caution).toBeNull()
  })

  it('shows the words a deadline was read from, and never serves them to the public API', async () => {
    await testApp.addJobs([
      {
        ...makeJobInput({
          externalId: 'phrase',
          title: 'Till Operators Needed',
          description: 'Pay a registration fee of USD 15 to be considered.',
          expiryDate: '2026-12-04',
        }),
        deadlinePhrase: 'Closing date: Friday, 4 December 2026',
      },
    ])
    const cookie = await signIn()
    const flagged = await (await request('/admin/flagged', { cookie })).text()
    expect(flagged).toContain('Deadline read from: “Closing date: Friday, 4 December 2026”')
    const id = makeJobId('test', 'phrase')
    const api = await (await request(`/api/jobs?job_id=${id}`)).text()
    expect(api).toContain('Till Operators Needed')
    expect(api).not.toContain('Closing date: Friday')
  })

  it('groups open reports by listing, and dismissing closes them', async () => {
    const cookie = await signIn()
    for (const [n, reason] of ['asks-for-money', 'fake-employer'].entries()) {
      await db.query(
        `insert into job_reports (job_id, reason, details, reporter_key, created_at)
         values ($1, $2, $3, $4, $5)`,
        [honestId, reason, `details ${n}`, `reporter-${n}`, new Date(clock.now()).toISOString()],
      )
    }
    const queue = await (await request('/admin', { cookie })).text()
    expect(queue).toContain('2 open reports')
    expect(queue).toContain('details 1')
    await post(
      `/admin/jobs/${honestId}/dismiss-reports`,
      { reason: '', back: '/admin' },
      { cookie },
    )
    expect(await (await request('/admin', { cookie })).text()).toContain('No open reports')
  })
})
