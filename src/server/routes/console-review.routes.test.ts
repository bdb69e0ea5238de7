/**
 * The console's Review queue of employers' posts: what the operator sees, Approve (live at once)
 * and Reject (a reason is required and emailed), each audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Mailer } from '../mail/mailer.ts'
import { confirmPost } from '../job-posts/confirm-post.ts'
import { submitPost } from '../job-posts/submit-post.ts'
import { lastToken, makePost, outboxMail } from '../job-posts/testing/post-fixtures.ts'
import { createTestApp, createTestClock, TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { hashPassword, TEST_PASSWORD_COST } from '../trust/operators/password-hash.ts'
import { upsertOperator } from '../trust/operators/operators.repo.ts'

const ORIGIN = 'http://localhost'
const EMAIL = 'ops@jobszw.example'
const PASSWORD = 'tinashe walks to mbare market'
const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
const mailer: Mailer = { send: async () => undefined, close: async () => undefined }
let db: TestDb
let testApp: ReturnType<typeof createTestApp>
let cookie = ''

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock, { mailer })
  await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, TEST_PASSWORD_COST), clock.now())
  const response = await post('/admin/sign-in', { email: EMAIL, password: PASSWORD }, false)
  cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
})
afterAll(async () => {
  await db?.close()
})

function post(path: string, form: Record<string, string>, signedIn = true) {
  return testApp.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      ...(signedIn ? { cookie } : {}),
    },
  })
}
const page = async (path: string) =>
  (await testApp.app.request(`${ORIGIN}${path}`, { headers: { cookie } })).text()

/** A confirmed post held for review (sent from a free-mail address); its id. */
async function heldPost(title: string): Promise<string> {
  const context = { db, now: clock.now(), timeZone: TEST_TIME_ZONE, origin: ORIGIN }
  const { postId } = await submitPost(context, {
    ...makePost({ title, organisation: 'Gweru Grain Millers', website: null }),
    workEmail: 'gwerugrain@gmail.com',
    'cf-turnstile-response': 'ok',
  })
  expect((await confirmPost(context, await lastToken(db, 'confirm')))?.status).toBe('review')
  return postId
}

async function auditActions(): Promise<string[]> {
  const { rows } = await db.query<{ action: string; reason: string }>(
    "select action, reason from operator_audit where action like 'job-post.%' order by id",
  )
  return rows.map((row) => `${row.action}:${row.reason}`)
}

describe('the Review queue', () => {
  it('lists a held post with its reasons; Approve puts it live and is audited', async () => {
    const id = await heldPost('Miller')
    const html = await page('/admin/review')
    expect(html).toContain('Miller')
    expect(html).toContain('gwerugrain@gmail.com')
    expect(html).toContain('Sent from gmail.com, a free email provider')
    expect(html).toContain('>Review (1)</a>')

    const approved = await post(`/admin/job-posts/${id}/approve`, {})
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe('/admin/review?done=approved')
    const list = await testApp.app.request('/api/jobs?q=miller')
    expect(((await list.json()) as { jobs: unknown[] }).jobs).toHaveLength(1)
    expect(await page('/admin/review')).toContain('No posts waiting for a look.')
    expect(await auditActions()).toContain('job-post.approve:')
    // Approving again changes nothing.
    const again = await post(`/admin/job-posts/${id}/approve`, {})
    expect(again.headers.get('location')).toBe('/admin/review?done=not-waiting')
  })

  it('Reject needs a reason, emails it, and is audited', async () => {
    const id = await heldPost('Packer')
    const bare = await post(`/admin/job-posts/${id}/reject`, { reason: '  ' })
    expect(bare.headers.get('location')).toBe('/admin/review?done=reject-reason-needed')
    const rejected = await post(`/admin/job-posts/${id}/reject`, {
      reason: 'We could not reach the mill on its listed number.',
    })
    expect(rejected.headers.get('location')).toBe('/admin/review?done=rejected')
    const mail = (await outboxMail(db)).at(-1)
    expect(mail?.subject).toBe('Your job post was not published')
    expect(mail?.text).toContain('We could not reach the mill on its listed number.')
    expect(await auditActions()).toContain(
      'job-post.reject:We could not reach the mill on its listed number.',
    )
  })

  it('refuses a decision without a session or from another site', async () => {
    const id = await heldPost('Driver')
    const anonymous = await post(`/admin/job-posts/${id}/approve`, {}, false)
    expect(anonymous.headers.get('location')).toBe('/admin')
    const foreign = await testApp.app.request(`${ORIGIN}/admin/job-posts/${id}/approve`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie },
    })
    expect(foreign.status).toBe(403)
    expect(await page('/admin/review')).toContain('Driver')
  })
})
