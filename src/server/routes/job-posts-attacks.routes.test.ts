/**
 * Employers' posts as an attacker would try them: a link's token used for the other purpose or
 * sent in odd shapes, addresses that are not web addresses, a second address smuggled into the
 * work email, line breaks aimed at the email's headers, prototype keys in the body, and the
 * manage actions raced against one another. Each is refused with the field named, or changes
 * nothing it should not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'

import { lastToken, makePost, outboxMail } from '../job-posts/testing/post-fixtures.ts'
import type { Mailer } from '../mail/mailer.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const ORIGIN = 'https://jobs.example'
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
const mailer: Mailer = { send: async () => undefined, close: async () => undefined }
const HIGH = { max: 1_000, windowMs: 60_000 }

let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  app = createTestApp(db, clock, {
    mailer,
    publicOrigin: ORIGIN,
    jobPostLimits: { post: HIGH, email: HIGH, preview: HIGH, link: HIGH },
  }).app
})
afterAll(async () => {
  await db?.close()
})

let mailbox = 0
let workEmail = ''
beforeEach(() => {
  workEmail = `hr${++mailbox}@zpc.co.zw`
})

function send(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const postBody = (overrides: Record<string, unknown> = {}) => ({
  ...makePost(),
  workEmail,
  'cf-turnstile-response': 'ok',
  ...overrides,
})

async function refusedField(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: { code: string; parameter?: string } }
  expect(body.error.code).toBe('invalid_field')
  return body.error.parameter
}

async function liveJob(post: JobPost) {
  expect((await send('/api/job-posts', postBody(post))).status).toBe(202)
  const confirmed = await send('/api/job-posts/confirm', { token: await lastToken(db, 'confirm') })
  const { job_id } = (await confirmed.json()) as { job_id: string }
  return { jobId: job_id, manageToken: await lastToken(db, 'manage') }
}

async function jobById(id: string): Promise<ApiJob | undefined> {
  const response = await app.request(`/api/jobs?job_id=${id}`)
  return ((await response.json()) as { jobs: ApiJob[] }).jobs[0]
}

describe('the private links', () => {
  it('a confirm token does not manage, and a manage token does not confirm', async () => {
    expect((await send('/api/job-posts', postBody())).status).toBe(202)
    const confirmToken = await lastToken(db, 'confirm')
    expect((await send('/api/job-posts/manage', { token: confirmToken })).status).toBe(404)
    expect((await send('/api/job-posts/confirm', { token: confirmToken })).status).toBe(200)
    const manageToken = await lastToken(db, 'manage')
    const confirm = await send('/api/job-posts/confirm', { token: manageToken })
    expect(confirm.status).toBe(404)
  })

  it('a token of the wrong shape is a 400 or 404, never a 500', async () => {
    const shapes: unknown[] = [
      { token: 42 },
      { token: null },
      { token: ['a'] },
      { token: 'x'.repeat(10_000) },
      { token: '../../etc/passwd' },
      { token: "' or 1=1 --" },
      { token: '\u0000abc' },
      {},
      'not json',
      '[]',
    ]
    for (const body of shapes) {
      for (const path of ['/api/job-posts/confirm', '/api/job-posts/manage']) {
        const response = await send(path, body)
        expect([400, 404], `${path} ${JSON.stringify(body)}`).toContain(response.status)
      }
    }
  })
})

describe('what a post may hold', () => {
  it('refuses a website or a way to apply that is not a web address, naming the field', async () => {
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'https://user:pass@evil.example',
      'https://evil.example/"><script>alert(1)</script>',
    ])
      expect(await refusedField(await send('/api/job-posts', postBody({ website })))).toBe(
        'website',
      )
    const howToApply = {
      methods: [{ kind: 'link', value: 'javascript:alert(1)' }],
      reference: null,
      documents: [],
    }
    expect(await refusedField(await send('/api/job-posts', postBody({ howToApply })))).toMatch(
      /^howToApply\.methods/,
    )
  })

  it('refuses a work email that smuggles a second address or a header', async () => {
    for (const email of [
      '"HR" <hr@zpc.co.zw>',
      'hr@zpc.co.zw, boss@evil.example',
      'hr@zpc.co.zw\r\nBcc: all@evil.example',
      'hr@zpc.co.zw\nSubject: win',
    ])
      expect(await refusedField(await send('/api/job-posts', postBody({ workEmail: email })))).toBe(
        'workEmail',
      )
  })

  it('keeps a title on one line, so nothing it holds reaches the email’s headers', async () => {
    const title = 'Clerk\r\nBcc: all@evil.example\r\n\r\nWin a prize'
    expect((await send('/api/job-posts', postBody({ title }))).status).toBe(202)
    const mail = (await outboxMail(db)).at(-1)
    expect(mail?.subject).not.toMatch(/[\r\n]/)
    expect(mail?.subject).not.toContain('Bcc')
    const { rows } = await db.query<{ title: string }>(
      "select post->>'title' as title from job_posts order by created_at desc, id desc limit 1",
    )
    expect(rows[0]?.title).not.toMatch(/[\r\n]/)
  })

  it('refuses control characters and a pay whose bottom is above its top', async () => {
    expect(
      await refusedField(await send('/api/job-posts', postBody({ title: 'Clerk\u0000' }))),
    ).toBe('title')
    const pay = { min: 900, max: 300, currency: 'USD', period: 'month' }
    expect(await refusedField(await send('/api/job-posts', postBody({ pay })))).toMatch(/^pay/)
  })

  it('drops prototype keys in the body rather than taking them', async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(
      postBody(),
    ).slice(1)}`
    expect((await send('/api/job-posts', body)).status).toBe(202)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('the manage actions raced', () => {
  it('filled and a new closing date sent at once leave the job filled and closed', async () => {
    const { jobId, manageToken } = await liveJob(makePost({ title: 'Racer' }))
    const answers = await Promise.all([
      send('/api/job-posts/manage/filled', { token: manageToken }),
      send('/api/job-posts/manage/extend', { token: manageToken, closingDate: '2027-01-20' }),
      send('/api/job-posts/manage/filled', { token: manageToken }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const job = await jobById(jobId)
    expect(job?.filled).toBe(true)
    expect(job?.withdrawn).toBe(true)
  })

  it('a revoked link does nothing, even sent alongside the revoke', async () => {
    const { jobId, manageToken } = await liveJob(makePost({ title: 'Revoked' }))
    expect((await send('/api/job-posts/manage/revoke', { token: manageToken })).status).toBe(200)
    const late = await send('/api/job-posts/manage/filled', { token: manageToken })
    expect(late.status).toBe(404)
    expect((await jobById(jobId))?.filled).toBe(false)
  })
})
