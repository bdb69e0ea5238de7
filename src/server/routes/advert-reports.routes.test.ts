/**
 * "Send to the JobsZW team" from the advert check: POST /api/adverts/reports stores the text a
 * reader chose to send (bot-checked, limited, one per reader and text), and the console's Adverts
 * tab lists it by text until an operator closes it, with an audit row.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ADVERT_NOTE_MAX, MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-limit.ts'
import type { ApiErrorBody } from '#shared/job.ts'

import { advertTextHash } from '../forms/advert-reports.repo.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { LONG_TEXT_BODY_LIMIT_BYTES } from './long-text-body.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { startTurnstileStandIn, type TurnstileStandIn } from '../testing/turnstile-stand-in.ts'
import { hashPassword, TEST_PASSWORD_COST } from '../trust/operators/password-hash.ts'
import { upsertOperator } from '../trust/operators/operators.repo.ts'

const ORIGIN = 'http://localhost'
const EMAIL = 'ops@jobszw.example'
const PASSWORD = 'rudo checks every forwarded advert'
const ADVERT = `*ZINARA IS RECRUITING* 🚧
Tollgate operators needed countrywide. No experience.
Pay a $20 registration fee via EcoCash to 0773 999 888 to secure your slot <script>alert(1)</script>`

const clock = createTestClock(Date.parse('2026-11-29T10:00:00Z'))
let turnstile: TurnstileStandIn
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

beforeAll(async () => {
  turnstile = await startTurnstileStandIn()
  db = await createTestDb()
  testApp = createTestApp(db, clock, {
    verifier: turnstile.verifier,
    trustProxy: { kind: 'hops', hops: 1 },
  })
  await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, TEST_PASSWORD_COST), clock.now())
})
afterAll(async () => {
  await db?.close()
  await turnstile?.close()
})

let address = 0
beforeEach(async () => {
  address++
  clock.advance(60 * 60_000)
  await db.query('delete from advert_reports')
})

function send(body: unknown, { from = `198.51.100.${address}`, raw = false } = {}) {
  return testApp.app.request(`${ORIGIN}/api/adverts/reports`, {
    method: 'POST',
    body: raw ? (body as string) : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, origin: ORIGIN },
  })
}

const advert = (overrides: Record<string, unknown> = {}) => ({
  text: ADVERT,
  verdict: 'caution',
  note: 'Sent to our church group this morning.',
  reporterId: `device-${address}-aaaaaaaa`,
  'cf-turnstile-response': 'good-token',
  ...overrides,
})

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error
}

async function stored() {
  const { rows } = await db.query<{
    text: string
    verdict: string
    note: string | null
    status: string
    reporter_key: string
    text_hash: string
  }>('select text, verdict, note, status, reporter_key, text_hash from advert_reports order by id')
  return rows
}

describe('POST /api/adverts/reports', () => {
  it('stores the text as sent, the answer shown and the note, and answers 201', async () => {
    const response = await send(advert())
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const [row] = await stored()
    expect(row).toMatchObject({ text: ADVERT, verdict: 'caution', status: 'open' })
    expect(row?.note).toBe('Sent to our church group this morning.')
    expect(row?.text_hash).toBe(advertTextHash(ADVERT))
    // The reader is kept as a hash, not as the address or the device's id.
    expect(row?.reporter_key).not.toContain('198.51.100')
    expect(row?.reporter_key).not.toContain('device-')
  })

  it('keeps the lines, trims the ends and stores no note when none is given', async () => {
    const response = await send(advert({ text: '  \r\nLine one\r\n\r\nline two  \n', note: '  ' }))
    expect(response.status).toBe(201)
    expect(await stored()).toMatchObject([{ text: 'Line one\n\nline two', note: null }])
  })

  it('takes one report per reader and text; another reader of the same address counts', async () => {
    expect((await send(advert())).status).toBe(201)
    const again = await send(advert({ verdict: 'unknown' }))
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toMatchObject({ code: 'already_sent' })
    const neighbour = await send(advert({ reporterId: `device-${address}-bbbbbbbb` }))
    expect(neighbour.status).toBe(201)
    expect(await stored()).toHaveLength(2)
  })

  it.each([
    ['no text', { text: undefined }, 'text', 'text is required'],
    ['blank text', { text: ' \n\t ' }, 'text', 'text is required'],
    ['text that is not text', { text: 42 }, 'text', 'text must be text'],
    [
      'text over the limit',
      { text: 'a'.repeat(MAX_PASTED_LENGTH + 1) },
      'text',
      `text must be at most ${MAX_PASTED_LENGTH} characters`,
    ],
    ['a control character', { text: 'Apply now\u0007' }, 'text', 'text contains characters'],
    ['an unknown verdict', { verdict: 'real' }, 'verdict', 'verdict must be'],
    ['no verdict', { verdict: undefined }, 'verdict', 'verdict must be'],
    [
      'a long note',
      { note: 'n'.repeat(ADVERT_NOTE_MAX + 1) },
      'note',
      `note must be at most ${ADVERT_NOTE_MAX}`,
    ],
    ['a bad device id', { reporterId: '../../etc' }, 'reporterId', 'reporterId is not'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, change, field, words) => {
    const response = await send(advert(change))
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error).toMatchObject({ code: 'invalid_field', parameter: field })
    expect(error.message).toContain(words)
    expect(await stored()).toHaveLength(0)
  })

  it('takes a text of the full length in emoji (4 bytes each)', async () => {
    const response = await send(advert({ text: '🚧'.repeat(MAX_PASTED_LENGTH) }))
    expect(response.status).toBe(201)
  })

  it('refuses a body over the long-text limit with a 413, storing nothing', async () => {
    const response = await send(advert({ note: 'x'.repeat(LONG_TEXT_BODY_LIMIT_BYTES) }))
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toMatchObject({ code: 'body_too_large' })
    expect(await stored()).toHaveLength(0)
  })

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['{"text":', '[]', 'null']) {
      const response = await send(body, { raw: true })
      expect(response.status).toBe(400)
    }
    expect(await stored()).toHaveLength(0)
  })

  it('refuses a failed or missing bot check, and stores nothing', async () => {
    expect((await send(advert({ 'cf-turnstile-response': 'forged' }))).status).toBe(403)
    expect((await send(advert({ 'cf-turnstile-response': undefined }))).status).toBe(403)
    expect((await send(advert({ 'cf-turnstile-response': 'server-error' }))).status).toBe(503)
    expect(await stored()).toHaveLength(0)
  })

  it('limits each address to five an hour, with Retry-After', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await send(advert({ text: `${ADVERT} ${n}` }))).status).toBe(201)
    }
    const sixth = await send(advert({ text: `${ADVERT} 6` }))
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored()).toHaveLength(5)
  })

  it('keeps one row when the same reader sends twice at once', async () => {
    const answers = await Promise.all([send(advert()), send(advert()), send(advert())])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    expect(await stored()).toHaveLength(1)
  })
})

async function signIn(): Promise<string> {
  const response = await testApp.app.request(`${ORIGIN}/admin/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  })
  expect(response.status).toBe(303)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('the console’s Adverts tab', () => {
  it('lists each text once with its readers, answers and notes, escaped, until closed', async () => {
    await send(advert())
    await send(advert({ reporterId: `device-${address}-cccccccc`, verdict: 'unknown', note: null }))
    const cookie = await signIn()
    const page = await testApp.app.request(`${ORIGIN}/admin/adverts`, { headers: { cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Adverts (1)')
    expect(html).toContain('Sent by 2 readers')
    expect(html).toContain('be careful; could not find it')
    expect(html).toContain('Sent to our church group this morning.')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')

    const hash = advertTextHash(ADVERT)
    const close = () =>
      testApp.app.request(`${ORIGIN}/admin/adverts/${hash}/actioned`, {
        method: 'POST',
        body: new URLSearchParams({ reason: 'Warned readers on the Facebook page' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
      })
    const closed = await close()
    expect(closed.status).toBe(303)
    expect(closed.headers.get('location')).toBe('/admin/adverts?done=actioned')
    expect((await close()).headers.get('location')).toBe('/admin/adverts?done=nothing')
    expect((await stored()).map((row) => row.status)).toEqual(['actioned', 'actioned'])
    const { rows } = await db.query<{ action: string; reason: string; detail: unknown }>(
      'select action, reason, detail from operator_audit order by id desc limit 1',
    )
    expect(rows[0]).toEqual({
      action: 'advert.act',
      reason: 'Warned readers on the Facebook page',
      detail: { text_hash: hash, reports: 2 },
    })
    const after = await (
      await testApp.app.request(`${ORIGIN}/admin/adverts`, { headers: { cookie } })
    ).text()
    expect(after).toContain('Adverts (0)')
    expect(after).toContain('No forwarded adverts waiting')
  })

  it('shows nothing and closes nothing without a session', async () => {
    await send(advert())
    const page = await testApp.app.request(`${ORIGIN}/admin/adverts`)
    expect(await page.text()).not.toContain('ZINARA')
    const action = await testApp.app.request(
      `${ORIGIN}/admin/adverts/${advertTextHash(ADVERT)}/dismissed`,
      { method: 'POST', headers: { origin: ORIGIN } },
    )
    expect(action.status).toBe(303)
    expect((await stored()).map((row) => row.status)).toEqual(['open'])
  })
})
