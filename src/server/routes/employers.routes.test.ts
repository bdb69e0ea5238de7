/**
 * GET /api/employers/:slug on PGlite: the spellings of one name share a page; open and past jobs
 * are split at the request's instant (a filled post is past); adverts count everything stored
 * but taken-down listings, which count as reports upheld; the verified domain is a live verified
 * post's; 404 for a slug no job has, 400 for one no name makes; the cached answer follows writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '#shared/job.ts'
import type { Employer } from '#shared/schemas/employer.ts'

import { reslugBatch } from '../employers/reslug-jobs.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const idOf = (externalId: string, source = 'test') => makeJobId(source, externalId)
const delta = (externalId: string, overrides: Parameters<typeof makeJobInput>[0] = {}) =>
  makeJobInput({ externalId, company: 'Delta Corporation Ltd', ...overrides })

async function getEmployer(slug: string) {
  const response = await testApp.app.request(`/api/employers/${slug}`)
  return { response, body: (await response.json()) as unknown }
}

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock)
  await testApp.addJobs([
    delta('open-new', { datePosted: '2026-11-18' }),
    makeJobInput({
      externalId: 'open-old',
      company: 'DELTA CORPORATION (PVT) LIMITED',
      datePosted: '2026-11-02',
    }),
    delta('closed', { datePosted: '2026-09-01', expiryDate: '2026-10-01' }),
    delta('taken-down', { datePosted: '2026-11-10' }),
    makeJobInput({ externalId: 'other', company: 'Econet Wireless' }),
    makeJobInput({ source: 'employer', externalId: 'post-live', company: 'Delta Corporation' }),
    makeJobInput({ source: 'employer', externalId: 'post-filled', company: 'Delta Corporation' }),
  ])
  await db.query(
    `update jobs set taken_down_at = $2, taken_down_reason = 'Fee request'
     where id = $1`,
    [idOf('taken-down'), new Date(clock.now()).toISOString()],
  )
  // Posts as the post server writes them (posted_by set); a filled one is withdrawn with it.
  await db.query(
    `update jobs set posted_by = '{"verified":true,"domain":"delta.co.zw","website":"https://www.delta.co.zw"}'
     where source = 'employer'`,
  )
  await db.query(`update jobs set filled_at = $2, withdrawn_at = $2 where id = $1`, [
    idOf('post-filled', 'employer'),
    new Date(clock.now()).toISOString(),
  ])
  await testApp.jobs.refresh()
})

afterAll(async () => {
  await db.close()
})

describe('GET /api/employers/:slug', () => {
  it("answers the organisation's page across the spellings of its name", async () => {
    const { response, body } = await getEmployer('delta-corporation')
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBeTruthy()
    expect(response.headers.get('cache-control')).toContain('max-age=60')
    const employer = body as Employer
    expect(employer).toMatchObject({
      slug: 'delta-corporation',
      website: 'https://www.delta.co.zw',
      verified_domain: 'delta.co.zw',
      first_seen: '2026-11-21',
      // open-new, open-old, closed, post-live, post-filled; not the taken-down one
      adverts: 5,
      reports_upheld: 1,
    })
    expect(employer.open.map((job) => job.job_id).sort()).toEqual(
      [idOf('open-new'), idOf('open-old'), idOf('post-live', 'employer')].sort(),
    )
    // newest first: the factory's posting day is 2026-11-01 for the posts
    expect(employer.open.map((job) => job.job_id)).toEqual([
      idOf('open-new'),
      idOf('open-old'),
      idOf('post-live', 'employer'),
    ])
    expect(employer.past.map((job) => job.job_id)).toEqual([
      idOf('post-filled', 'employer'),
      idOf('closed'),
    ])
    expect(employer.past[0]?.filled).toBe(true)
    expect(employer.name).toBe('Delta Corporation Ltd')
  })

  it('is 304 for the ETag it gave', async () => {
    const { response } = await getEmployer('delta-corporation')
    const again = await testApp.app.request('/api/employers/delta-corporation', {
      headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('drops the verified domain once no verified post is open', async () => {
    await db.query(`update jobs set withdrawn_at = $2, filled_at = $2 where id = $1`, [
      idOf('post-live', 'employer'),
      new Date(clock.now()).toISOString(),
    ])
    await testApp.jobs.refresh()
    const { body } = await getEmployer('delta-corporation')
    expect((body as Employer).verified_domain).toBeNull()
    expect((body as Employer).website).toBe('https://www.delta.co.zw')
    expect((body as Employer).open).toHaveLength(2)
  })

  it('has no website or verification for an organisation only read from sources', async () => {
    const { body } = await getEmployer('econet-wireless')
    expect(body).toMatchObject({
      name: 'Econet Wireless',
      website: null,
      verified_domain: null,
      adverts: 1,
      reports_upheld: 0,
      past: [],
    })
  })

  it('is 404 not_found for a slug no job has, and once every job of it is taken down', async () => {
    const unknown = await getEmployer('nobody-at-all')
    expect(unknown.response.status).toBe(404)
    expect((unknown.body as ApiErrorBody).error.code).toBe('not_found')
    await db.query(`update jobs set taken_down_at = $2 where id = $1`, [
      idOf('other'),
      new Date(clock.now()).toISOString(),
    ])
    await testApp.jobs.refresh()
    expect((await getEmployer('econet-wireless')).response.status).toBe(404)
  })

  it('is 400 naming slug for one no name makes', async () => {
    for (const bad of ['Delta', 'delta--corp', '-delta', 'a'.repeat(81), 'delta_corp']) {
      const { response, body } = await getEmployer(encodeURIComponent(bad))
      expect(response.status, bad).toBe(400)
      expect((body as ApiErrorBody).error).toMatchObject({
        code: 'invalid_parameter',
        parameter: 'slug',
      })
    }
  })

  it('finds rows stored before slugs once the background slugging has run', async () => {
    await testApp.addJobs([makeJobInput({ externalId: 'old-row', company: 'Mopane (Pvt) Ltd' })])
    await db.query(
      `update jobs set employer_slug = null, employer_slug_version = -1 where id = $1`,
      [idOf('old-row')],
    )
    await testApp.jobs.refresh()
    expect((await getEmployer('mopane')).response.status).toBe(404)
    expect(await reslugBatch(db)).toBe(1)
    expect(await reslugBatch(db)).toBe(0)
    await testApp.jobs.refresh()
    const { response, body } = await getEmployer('mopane')
    expect(response.status).toBe(200)
    expect((body as Employer).open.map((job) => job.job_id)).toEqual([idOf('old-row')])
  })

  it('moves a job to its new page when its company is renamed', async () => {
    await testApp.addJobs([delta('open-new', { company: 'Mopane Ltd', datePosted: '2026-11-18' })])
    const mopane = (await getEmployer('mopane')).body as Employer
    expect(mopane.open.map((job) => job.job_id)).toContain(idOf('open-new'))
    const deltaPage = (await getEmployer('delta-corporation')).body as Employer
    expect(deltaPage.open.map((job) => job.job_id)).not.toContain(idOf('open-new'))
  })
})
