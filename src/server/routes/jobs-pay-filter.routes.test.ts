/**
 * "Shows pay" through the API: `pay=shown` keeps the jobs that state their pay, with and without
 * words and the other filters; the facets count them with the other filters applied; a value the
 * filter does not have is a 400 naming `pay`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody, JobFacets, JobListResponse } from '#shared/job.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const clock = createTestClock(Date.parse('2026-11-21T10:00:00Z'))
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const USD_800 = { min: 800, max: 800, currency: 'USD', period: 'month' } as const
const job = (externalId: string, title: string, location: string, paid: boolean) => ({
  // The factory's salary line says USD 800 a month; "Negotiable" states no pay.
  input: makeJobInput({
    externalId,
    title,
    location,
    tags: [],
    expiryDate: '2026-12-20',
    ...(paid ? {} : { salary: 'Negotiable' }),
  }),
  paid,
})
const fixtures = [
  job('driver-hre', 'Delivery Driver', 'Harare', true),
  job('clerk-hre', 'Stores Clerk', 'Harare', false),
  job('driver-byo', 'Truck Driver', 'Bulawayo', true),
  job('clerk-byo', 'Accounts Clerk', 'Bulawayo', false),
  job('teacher-hre', 'Primary School Teacher', 'Harare', true),
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
const search = async (query: string) => {
  const { jobs, total } = await getJson<JobListResponse>(`/api/jobs?${query}`)
  expect(total).toBe(jobs.length)
  return jobs.map((found) => found.job_id).sort()
}
const payFacet = async (query: string) =>
  (await getJson<JobFacets>(`/api/jobs/facets?${query}`)).pay

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock)
  await testApp.addJobs(fixtures.map(({ input }) => input))
})
afterAll(async () => {
  await db?.close()
})

describe('GET /api/jobs?pay=shown', () => {
  it('keeps only the jobs that state their pay, whose answers carry it', async () => {
    const body = await getJson<JobListResponse>('/api/jobs?pay=shown')
    expect(body.total).toBe(3)
    expect(body.jobs.map((found) => found.pay)).toEqual([USD_800, USD_800, USD_800])
    expect(await search('pay=shown')).toEqual(
      [idOf('driver-hre'), idOf('driver-byo'), idOf('teacher-hre')].sort(),
    )
  })

  it('combines with the words and the other filters', async () => {
    expect(await search('pay=shown&q=driver')).toEqual(
      [idOf('driver-hre'), idOf('driver-byo')].sort(),
    )
    expect(await search('pay=shown&location=harare')).toEqual(
      [idOf('driver-hre'), idOf('teacher-hre')].sort(),
    )
    expect(await search('pay=shown&q=clerk')).toEqual([])
    expect(await search('q=clerk')).toHaveLength(2)
  })

  it.each([
    ['pay=yes', 'pay must be one of: shown'],
    ['pay=SHOWN', 'pay must be one of: shown'],
    ['pay=', 'pay must be one of: shown'],
    ['pay=shown&pay=shown', 'pay may be given only once'],
    [`job_id=${idOf('driver-hre')}&pay=shown`, 'pay cannot be combined with job_id'],
  ])('answers %s with a 400 naming pay', async (query, message) => {
    const response = await get(`/api/jobs?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error).toEqual({ code: 'invalid_parameter', message, parameter: 'pay' })
  })
})

describe('GET /api/jobs/facets: the pay count', () => {
  it('counts how many of the jobs in scope state their pay', async () => {
    expect(await payFacet('')).toEqual([{ value: 'shown', label: 'Shows pay', count: 3 }])
    expect(await payFacet('location=bulawayo')).toEqual([
      { value: 'shown', label: 'Shows pay', count: 1 },
    ])
    expect(await payFacet('q=driver')).toEqual([{ value: 'shown', label: 'Shows pay', count: 2 }])
  })

  it('is left out when none does, unless chosen; the other counts apply it when chosen', async () => {
    expect(await payFacet('q=clerk')).toEqual([])
    expect(await payFacet('q=clerk&pay=shown')).toEqual([
      { value: 'shown', label: 'Shows pay', count: 0 },
    ])
    const facets = await getJson<JobFacets>('/api/jobs/facets?pay=shown')
    expect(facets.location).toEqual([
      { value: 'harare', label: 'Harare', count: 2 },
      { value: 'bulawayo', label: 'Bulawayo', count: 1 },
    ])
    expect(facets.pay).toEqual([{ value: 'shown', label: 'Shows pay', count: 3 }])
  })

  it('refuses a bad value as the list does', async () => {
    const response = await get('/api/jobs/facets?pay=hidden')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).error.parameter).toBe('pay')
  })
})
