/**
 * POST /api/adverts/check through the app, on the test database (PGlite, or PostgreSQL with
 * DATABASE_URL), the check made in the search worker: a forwarded copy of a listing matches it;
 * a fee and another number make it a caution naming both; a taken-down listing's number is a
 * caution unless a listing still listed gives it; an advert for nothing listed is unknown. Then
 * the refusals, the limits, hostile texts, checks while the index is rebuilt, a failed worker,
 * and that the text is never logged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'
import { MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-text.ts'
import { hostileTexts } from '#shared/advert-check/testing/hostile-texts.ts'
import type { ApiErrorBody } from '#shared/job.ts'

import { logLines, takeLogs } from '../../../tests/setup/server.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { SearchWorker } from '../search/search-worker-client.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { moderate } from '../trust/console/moderation.repo.ts'
import { LONG_TEXT_BODY_LIMIT_BYTES } from './long-text-body.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const clock = createTestClock(NOW)
const ORIGIN = 'https://jobszw.co.zw'
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const idOf = (externalId: string) => makeJobId('test', externalId)

const fixtures = [
  makeJobInput({
    externalId: 'surveyor',
    title: 'Mine Surveyor',
    company: 'Mhofu Mining Company',
    location: 'Zvishavane',
    description:
      'Mhofu Mining Company seeks a Mine Surveyor for its Zvishavane operations. Diploma or ' +
      'degree in Mine Surveying, three years underground experience, AutoCAD and Surpac.',
    jobLink: 'https://careers.mhofu-mining.example/jobs/114',
    applyInstructions: 'Apply online at https://careers.mhofu-mining.example/jobs/114',
    expiryDate: '2026-12-12',
    datePosted: '2026-11-10',
    tags: ['Mining'],
  }),
  makeJobInput({
    externalId: 'sales-rep',
    title: 'Sales Representative',
    company: 'Chengeto Beverages',
    location: 'Harare',
    description: 'Sell our drinks to shops in Harare. Call 0712 000 111 to apply.',
    jobLink: null,
    applyInstructions: 'Call 0712 000 111',
    expiryDate: '2026-12-20',
  }),
  // a copy of the sales advert, taken down as a duplicate: its number is the employer's own
  makeJobInput({
    externalId: 'sales-rep-copy',
    title: 'Sales Rep (Harare)',
    company: 'Chengeto Beverages Distributors',
    location: 'Harare',
    description: 'Sales reps wanted. Call 0712 000 111.',
    jobLink: null,
    applyInstructions: 'Call 0712 000 111',
    expiryDate: '2026-12-20',
  }),
  // a scam the team took down
  makeJobInput({
    externalId: 'general-hands',
    title: 'General Hands',
    company: 'Quick Placements',
    location: 'Harare',
    description:
      'General hands needed urgently. No experience. Pay USD 10 registration fee then WhatsApp 0783 210 987.',
    jobLink: null,
    applyInstructions: 'WhatsApp 0783 210 987',
    expiryDate: '2026-12-05',
  }),
  makeJobInput({
    externalId: 'teacher',
    title: 'Primary School Teacher',
    company: 'Hillside Primary School',
    location: 'Mutare',
    description: 'Teach grade 4. Send your CV to head@hillside-primary.example.',
    jobLink: null,
    applyInstructions: 'Email head@hillside-primary.example',
    expiryDate: '2026-12-01',
  }),
]

const FORWARD = `Forwarded many times
⛏️ *VACANCY: MINE SURVEYOR* ⛏️
*Mhofu Mining Company* (Zvishavane) is growing its survey team 📐
✅ Diploma/Degree in Mine Surveying
✅ 3+ yrs underground
👉 Apply online: https://careers.mhofu-mining.example/jobs/114
Share with your friends 🙏`

let address = 0
/** Each request from its own address unless one is given: rate limits are tested on purpose. */
function post(body: string, from = `10.0.${address >> 8}.${address++ & 255}`) {
  return testApp.app.request('/api/adverts/check', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
  })
}
const check = (text: unknown, from?: string) => post(JSON.stringify({ text }), from)

async function answerTo(text: string): Promise<AdvertCheck> {
  const response = await check(text)
  expect(response.status).toBe(200)
  return (await response.json()) as AdvertCheck
}

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock, {
    publicOrigin: ORIGIN,
    trustProxy: { kind: 'hops', hops: 1 },
  })
  await testApp.addJobs(fixtures)
  for (const externalId of ['general-hands', 'sales-rep-copy']) {
    await moderate(db, 'take-down', {
      jobId: idOf(externalId),
      actor: 'ops@jobszw.example',
      reason: 'scam',
      now: NOW,
    })
  }
  await testApp.jobs.refresh()
})
afterAll(async () => {
  testApp?.jobs.stop()
  await db?.close()
})

describe('POST /api/adverts/check', () => {
  it('matches a listing reworded and forwarded, with its closing day; never stored', async () => {
    const response = await check(FORWARD)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      verdict: 'matches',
      matches: [
        {
          job_id: idOf('surveyor'),
          title: 'Mine Surveyor',
          company: 'Mhofu Mining Company',
          expiry_date: '2026-12-12',
          differences: [],
        },
      ],
      signals: [],
    })
  })

  it('is a caution for the copy with a fee and another number, naming both', async () => {
    const answer = await answerTo(
      `${FORWARD}\nPay a registration fee of $20 by EcoCash to 0773 999 888 to secure your interview.`,
    )
    expect(answer.verdict).toBe('caution')
    expect(answer.matches[0]?.job_id).toBe(idOf('surveyor'))
    expect(answer.matches[0]?.expiry_date).toBe('2026-12-12')
    const differences = answer.matches[0]?.differences.join('\n') ?? ''
    expect(differences).toContain('The official advert asks no fee.')
    expect(differences).toContain("The number to call is not the employer's")
    expect(answer.signals.map((signal) => signal.rule)).toContain('mobile-money-payment')
  })

  it("is a caution for an advert giving a taken-down listing's number", async () => {
    const answer = await answerTo(
      'URGENT!! Cleaners and general hands wanted in Harare, no experience. WhatsApp 0783 210 987',
    )
    expect(answer.verdict).toBe('caution')
    expect(answer.matches).toEqual([])
    expect(answer.signals).toContainEqual({
      rule: 'taken-down-contact',
      message: 'It gives a phone number from an advert this site took down',
      excerpt: '0783 210 987',
    })
  })

  it('does not flag a number a listing still listed gives, though a copy was taken down', async () => {
    const answer = await answerTo('Chengeto Beverages: sales representative, call 0712 000 111')
    expect(answer.signals.map((signal) => signal.rule)).not.toContain('taken-down-contact')
    expect(answer.verdict).toBe('matches')
    expect(answer.matches.map((match) => match.job_id)).toEqual([idOf('sales-rep')])
  })

  it('says unknown for an advert of nothing listed, and never matches it', async () => {
    expect(
      await answerTo('Shop assistants wanted at a Gweru supermarket. Bring your CV on Monday.'),
    ).toEqual({ verdict: 'unknown', matches: [], signals: [] })
  })

  it("matches by a link to the job's page on this site, with or without www", async () => {
    for (const host of ['jobszw.co.zw', 'www.jobszw.co.zw']) {
      const answer = await answerTo(`Have a look: https://${host}/job/${idOf('teacher')}`)
      expect(answer.verdict, host).toBe('matches')
      expect(answer.matches[0]?.job_id).toBe(idOf('teacher'))
    }
  })

  it('answers hostile 20,000-character texts', async () => {
    for (const [name, text] of Object.entries(hostileTexts())) {
      expect(text.length).toBe(MAX_PASTED_LENGTH)
      const started = performance.now()
      const response = await check(text)
      expect(response.status, name).toBe(200)
      const answer = (await response.json()) as AdvertCheck
      expect(answer.matches.length, name).toBeLessThanOrEqual(3)
      // ~10-80 ms each; the bound only catches work that grows with the square
      expect(performance.now() - started, name).toBeLessThan(5_000)
    }
  })

  it('takes 20,000 characters of four bytes each, beyond the other routes’ body limit', async () => {
    const text = '😀'.repeat(MAX_PASTED_LENGTH)
    const body = JSON.stringify({ text })
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024)
    const response = await post(body)
    expect(response.status).toBe(200)
  })
})

describe('POST /api/adverts/check refuses', () => {
  it.each([
    ['no text', {}, 'text is required: paste the advert'],
    ['null', { text: null }, 'text is required: paste the advert'],
    ['a number', { text: 42 }, 'text must be text'],
    ['an empty text', { text: '' }, 'text is required: paste the advert'],
    ['white space', { text: ' \n\t\u3000 ' }, 'text is required: paste the advert'],
    [
      `${MAX_PASTED_LENGTH + 1} characters`,
      { text: 'a'.repeat(MAX_PASTED_LENGTH + 1) },
      `text must be at most ${MAX_PASTED_LENGTH} characters`,
    ],
  ])('%s: 400 naming text', async (_name, body, message) => {
    const response = await post(JSON.stringify({ ...body, unknown: 'ignored' }))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: { code: 'invalid_field', message, parameter: 'text' },
    })
  })

  it('takes exactly 20,000 characters, and ignores unknown fields', async () => {
    const response = await post(JSON.stringify({ text: 'b'.repeat(MAX_PASTED_LENGTH), x: 1 }))
    expect(response.status).toBe(200)
  })

  it.each([
    ['malformed JSON', '{"text": "Mine surveyor'],
    ['an array', JSON.stringify([{ text: 'Mine surveyor' }])],
    ['a string', JSON.stringify('Mine surveyor')],
  ])('%s: 400 naming the body', async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).error).toMatchObject({
      code: 'invalid_field',
      parameter: 'body',
    })
  })

  it('a body over its limit: 413', async () => {
    const response = await post(
      JSON.stringify({ text: 'x', padding: 'y'.repeat(LONG_TEXT_BODY_LIMIT_BYTES) }),
    )
    expect(response.status).toBe(413)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('body_too_large')
  })

  it('past 30 checks in 10 minutes from one address: 429 with Retry-After', async () => {
    const from = '192.0.2.30'
    for (let n = 0; n < 30; n++) expect((await check('Mine surveyor', from)).status).toBe(200)
    const refused = await check('Mine surveyor', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as ApiErrorBody).error.code).toBe('rate_limited')
    // another address is not held back
    expect((await check('Mine surveyor', '192.0.2.31')).status).toBe(200)
    clock.advance(10 * 60_000 + 1_000)
    expect((await check('Mine surveyor', from)).status).toBe(200)
  })
})

describe('checks while the index is built', () => {
  it('wait for the first index, then answer alike, twenty at once', async () => {
    // a new process: no index yet
    const fresh = createTestApp(db, clock, { publicOrigin: ORIGIN })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        fresh.app.request('/api/adverts/check', {
          method: 'POST',
          body: JSON.stringify({ text: FORWARD }),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${n}` },
        }),
      ),
    )
    const bodies = await Promise.all(answers.map((response) => response.json()))
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200))
    for (const body of bodies) expect(body).toEqual(bodies[0])
    expect((bodies[0] as AdvertCheck).verdict).toBe('matches')
    fresh.jobs.stop()
  })

  it('answer alike from the last index while a newer one is built', async () => {
    await testApp.addJobs([
      makeJobInput({
        externalId: 'clerk',
        title: 'Accounts Clerk',
        company: 'Dzimbahwe Hardware',
        description: 'Accounts clerk for a Gweru hardware store.',
        jobLink: null,
        applyInstructions: 'Email jobs@dzimbahwe.example',
      }),
    ])
    // another write, its index on its way while the checks are asked
    await db.query(`update jobs set title = 'Senior Mine Surveyor' where id = $1`, [
      idOf('teacher'),
    ])
    const rebuilding = testApp.jobs.refresh({ waitForSearch: false })
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(FORWARD)))
    await rebuilding
    const bodies = await Promise.all(answers.map((response) => response.json()))
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200))
    for (const body of bodies) expect(body).toEqual(bodies[0])
    expect((bodies[0] as AdvertCheck).matches[0]?.job_id).toBe(idOf('surveyor'))
    // the newer index has the change
    const renamed = await answerTo('Hillside Primary School: senior mine surveyor wanted')
    expect(renamed.matches.map((match) => match.job_id)).toEqual([idOf('teacher')])
  })

  it('a listing taken down is left out before the index is rebuilt', async () => {
    await moderate(db, 'take-down', {
      jobId: idOf('clerk'),
      actor: 'ops@jobszw.example',
      reason: 'scam',
      now: clock.now(),
    })
    await testApp.jobs.refresh({ waitForSearch: false })
    const answer = await answerTo(
      'Accounts clerk at Dzimbahwe Hardware, email jobs@dzimbahwe.example',
    )
    expect(answer.matches).toEqual([])
    expect(answer.signals.map((signal) => signal.rule)).toContain('taken-down-contact')
  })
})

describe('a check that cannot be made', () => {
  it('is a 503 naming the check, with Retry-After; the text is not logged', async () => {
    vi.spyOn(SearchWorker.prototype, 'check').mockRejectedValue(
      new Error('The search worker stopped (exit code 1)'),
    )
    const response = await check('Secret advert text 7f3a9c: mine surveyor, Mhofu Mining')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('check_unavailable')
    const logged = JSON.stringify(logLines())
    expect(logged).toContain('advert check failed')
    expect(logged).not.toContain('7f3a9c')
    expect(takeLogs('warn')).toHaveLength(1)
  })

  it('and no answer logs the text either', async () => {
    await check('Another secret 5e1d0b: accounts clerk at Mhofu Mining Company')
    await check({ nested: 'Third secret 9c2e4f' })
    expect(JSON.stringify(logLines())).not.toMatch(/5e1d0b|9c2e4f/)
  })
})
