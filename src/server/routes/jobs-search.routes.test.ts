/**
 * Search and filters through the API: words in any order, typos, the last word as a prefix,
 * relevance by default, the filters and their counts, and the errors for values no filter has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody, JobFacets, JobListResponse } from '#shared/job.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const clock = createTestClock(NOW)
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const description = 'Duties as assigned.'
const fixtures = [
  makeJobInput({
    externalId: 'driver-byo',
    title: 'Heavy Duty Truck Driver',
    company: 'Swift Haulage',
    location: 'Byo',
    employmentType: 'Contract',
    tags: [],
    description,
    expiryDate: '2026-11-30',
    datePosted: '2026-11-20',
  }),
  makeJobInput({
    externalId: 'driver-hre',
    title: 'Delivery Driver',
    company: 'OK Zimbabwe',
    location: 'Harare CBD',
    tags: [],
    description,
    expiryDate: '2026-12-10',
    datePosted: '2026-11-19',
  }),
  makeJobInput({
    externalId: 'accountant',
    title: 'Senior Accountant',
    company: 'Delta Corporation',
    location: 'Harare',
    tags: ['Accounting'],
    description,
    expiryDate: '2026-12-15',
    datePosted: '2026-11-18',
  }),
  makeJobInput({
    externalId: 'mentions-accountant',
    title: 'Stores Clerk',
    company: 'Dairibord',
    location: 'Bulawayo',
    tags: [],
    description: 'Reports to the accountant. Keep stock records.',
    expiryDate: '2026-11-28',
    datePosted: '2026-11-17',
  }),
  makeJobInput({
    externalId: 'teacher',
    title: 'Primary School Teacher',
    company: 'Hillside Primary School',
    location: 'Mutare',
    employmentType: 'Part time',
    tags: ['Education'],
    description,
    expiryDate: '2026-12-01',
    datePosted: '2026-09-01',
  }),
]
const idOf = (externalId: string) => makeJobId('test', externalId)

async function get(path: string) {
  return testApp.app.request(path)
}
async function getJson<T>(path: string): Promise<T> {
  const response = await get(path)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}
const search = async (query: string) =>
  (await getJson<JobListResponse>(`/api/jobs?${query}`)).jobs.map((job) => job.job_id)

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock)
  await testApp.addJobs(fixtures)
})
afterAll(async () => {
  await db?.close()
})

describe('GET /api/jobs?q=', () => {
  it('finds every word in any order, across fields, with the town a source abbreviated', async () => {
    expect(await search('q=driver+bulawayo')).toEqual([idOf('driver-byo')])
    expect(await search('q=bulawayo%20driver')).toEqual([idOf('driver-byo')])
    expect(await search('q=driver%20ok%20zimbabwe')).toEqual([idOf('driver-hre')])
  })

  it('forgives a typo, finds unfinished last words and employers, and ranks titles first', async () => {
    expect(await search('q=acountant')).toEqual([idOf('accountant'), idOf('mentions-accountant')])
    expect(await search('q=teach')).toEqual([idOf('teacher')])
    expect(await search('q=delta')).toEqual([idOf('accountant')])
  })

  it('answers no match with 200 and a total of 0', async () => {
    const body = await getJson<JobListResponse>('/api/jobs?q=astronaut')
    expect(body).toEqual({ jobs: [], hasMore: false, total: 0 })
  })

  it('keeps newest and expiring when asked', async () => {
    expect(await search('q=driver&sort=newest')).toEqual([idOf('driver-byo'), idOf('driver-hre')])
    expect(await search('q=driver&sort=expiring')).toEqual([idOf('driver-byo'), idOf('driver-hre')])
  })

  it('pages a search with hasMore and total', async () => {
    const first = await getJson<JobListResponse>('/api/jobs?q=accountant&pageSize=1')
    expect(first).toMatchObject({ hasMore: true, total: 2 })
    expect(first.jobs.map((job) => job.job_id)).toEqual([idOf('accountant')])
  })
})

describe('GET /api/jobs filters', () => {
  it('combines filters with AND, and a filter’s values with OR', async () => {
    expect(await search('location=bulawayo').then((ids) => ids.sort())).toEqual(
      [idOf('driver-byo'), idOf('mentions-accountant')].sort(),
    )
    expect(await search('location=harare,mutare&type=part-time')).toEqual([idOf('teacher')])
    expect(
      await search('location=harare&location=bulawayo&q=driver').then((ids) => ids.sort()),
    ).toEqual([idOf('driver-byo'), idOf('driver-hre')].sort())
    expect(await search('category=education')).toEqual([idOf('teacher')])
    expect(await search('posted=7&q=teacher')).toEqual([])
    expect(await search('posted=30&location=harare')).toHaveLength(2)
  })

  it.each([
    ['location=atlantis', 'location'],
    ['location=harare,atlantis', 'location'],
    ['category=astrology', 'category'],
    ['type=forever', 'type'],
    ['posted=2', 'posted'],
    ['posted=7&posted=30', 'posted'],
    ['sort=best', 'sort'],
  ])('answers %s with a 400 naming %s', async (query, parameter) => {
    const response = await get(`/api/jobs?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error).toMatchObject({ code: 'invalid_parameter', parameter })
    expect(body.error.message).toContain(parameter)
  })

  it('reads an empty filter as no filter', async () => {
    expect(await search('location=&q=driver')).toHaveLength(2)
  })
})

describe('GET /api/jobs/facets', () => {
  it('counts each filter with the others applied but not its own', async () => {
    const facets = await getJson<JobFacets>('/api/jobs/facets?q=driver&location=bulawayo')
    expect(facets.location).toEqual([
      { value: 'harare', label: 'Harare', count: 1 },
      { value: 'bulawayo', label: 'Bulawayo', count: 1 },
    ])
    expect(facets.type).toEqual([{ value: 'contract', label: expect.any(String), count: 1 }])
  })

  it('counts every active job with no search, in well under 2 KB, cached with an ETag', async () => {
    const response = await get('/api/jobs/facets')
    expect(response.headers.get('etag')).toBeTruthy()
    expect(response.headers.get('cache-control')).toContain('max-age')
    const text = await response.text()
    expect(text.length).toBeLessThan(2048)
    const facets = JSON.parse(text) as JobFacets
    expect(facets.location.reduce((sum, facet) => sum + facet.count, 0)).toBe(fixtures.length)
  })

  it('refuses what the list refuses, and a job id', async () => {
    expect((await get('/api/jobs/facets?location=atlantis')).status).toBe(400)
    const byId = await get(`/api/jobs/facets?job_id=${idOf('teacher')}`)
    expect(byId.status).toBe(400)
    expect(((await byId.json()) as ApiErrorBody).error.parameter).toBe('job_id')
  })
})

describe('search after a change', () => {
  it('finds a job added later once the data version moves', async () => {
    expect(await search('q=quantity+surveyor')).toEqual([])
    await testApp.addJobs([
      makeJobInput({ externalId: 'qs', title: 'Quantity Surveyor', expiryDate: '2026-12-20' }),
    ])
    expect(await search('q=quantity+surveyor')).toEqual([idOf('qs')])
  })
})
