import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type {
  ApiErrorBody,
  ApiJob,
  JobCounts,
  JobDetailResponse,
  JobListResponse,
} from '#shared/job.ts'
import { DAY_MS } from '#shared/urgency.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

// 2026-11-21 12:00 in Harare (UTC+2). Deadlines fall at 21:59:59.999Z on their closing day.
const NOW = Date.parse('2026-11-21T10:00:00Z')
const clock = createTestClock(NOW)
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

const fixtures = [
  makeJobInput({
    externalId: 'today',
    title: 'Mine Surveyor',
    expiryDate: '2026-11-21',
    datePosted: '2026-11-10',
  }),
  makeJobInput({
    externalId: 'two-days',
    title: 'Agronomist',
    expiryDate: '2026-11-23',
    datePosted: '2026-11-12',
  }),
  makeJobInput({
    externalId: 'three-half',
    title: 'Registered General Nurse',
    expiryDate: '2026-11-24',
    datePosted: '2026-11-13',
  }),
  makeJobInput({
    externalId: 'four-half',
    title: 'Network Engineer',
    company: 'Mosi Telecoms',
    expiryDate: null,
    expiryTs: '2026-11-25T08:00:00+02:00',
    datePosted: '2026-11-14',
  }),
  makeJobInput({
    externalId: 'standard',
    title: 'Grade 7 Teacher',
    description: 'Teach a class of 40 learners. 100% commitment to child safeguarding.',
    tags: ['Education', 'ECD'],
    expiryDate: '2026-12-31',
    datePosted: '2026-11-15',
  }),
  makeJobInput({
    externalId: 'open',
    title: 'Software Developer (React/Node)',
    expiryDate: null,
    datePosted: '2026-11-16',
  }),
  makeJobInput({
    externalId: 'yesterday',
    title: 'Front Office Receptionist',
    expiryDate: '2026-11-20',
    datePosted: '2026-11-01',
  }),
  makeJobInput({
    externalId: 'october',
    title: 'Driver (Class 2)',
    expiryDate: '2026-10-01',
    datePosted: '2026-09-01',
  }),
]
const idOf = (externalId: string) => makeJobId('test', externalId)

async function get(path: string, headers: Record<string, string> = {}) {
  return testApp.app.request(path, { headers })
}
async function getJson<T>(path: string): Promise<T> {
  const response = await get(path)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

beforeAll(async () => {
  db = await createTestDb()
  testApp = createTestApp(db, clock)
  await testApp.addJobs(fixtures)
})
afterAll(async () => {
  await db?.close()
})

describe('GET /api/jobs (list)', () => {
  it('answers the list call with every documented field', async () => {
    const body = await getJson<JobListResponse>('/api/jobs?status=active&page=1&pageSize=100')
    expect(body.total).toBe(6)
    expect(body.hasMore).toBe(false)
    expect(body.jobs).toHaveLength(6)
    const job = body.jobs.find((j) => j.job_id === idOf('today')) as ApiJob
    expect(job).toMatchObject({
      job_id: idOf('today'),
      title: 'Mine Surveyor',
      company: 'Zambezi Microfinance Bank',
      location: 'Harare',
      salary: 'USD 800 per month',
      expiry_ts: null,
      expiry_date: '2026-11-21',
      date_posted: '2026-11-10',
      employment_type: 'Full-time',
      tags: ['Finance'],
      withdrawn: false,
    })
    for (const field of ['description', 'job_link', 'requirements', 'created_at', 'posted_ts']) {
      expect(job).toHaveProperty(field)
    }
    expect(job.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    const withTimestamp = body.jobs.find((j) => j.job_id === idOf('four-half'))
    expect(withTimestamp?.expiry_ts).toBe('2026-11-25T06:00:00.000Z')
  })

  it('lists jobs whose closing day has passed as closed (status=expired), newest first', async () => {
    const body = await getJson<JobListResponse>(
      '/api/jobs?status=expired&page=1&pageSize=100&sort=expiring',
    )
    expect(body.jobs.map((j) => j.job_id)).toEqual([idOf('yesterday'), idOf('october')])
    expect(body.total).toBe(2)
  })

  it('sorts by the nearest deadline, open-until-filled last', async () => {
    const body = await getJson<JobListResponse>('/api/jobs?status=active&sort=expiring')
    expect(body.jobs.map((j) => j.job_id)).toEqual(
      ['today', 'two-days', 'three-half', 'four-half', 'standard', 'open'].map(idOf),
    )
  })

  it('sorts newest first by the posting date', async () => {
    const body = await getJson<JobListResponse>('/api/jobs?status=active&sort=newest')
    expect(body.jobs.map((j) => j.job_id)).toEqual(
      ['open', 'standard', 'four-half', 'three-half', 'two-days', 'today'].map(idOf),
    )
  })

  it('pages with hasMore and total', async () => {
    const first = await getJson<JobListResponse>(
      '/api/jobs?status=active&page=1&pageSize=4&sort=expiring',
    )
    const second = await getJson<JobListResponse>(
      '/api/jobs?status=active&page=2&pageSize=4&sort=expiring',
    )
    const beyond = await getJson<JobListResponse>('/api/jobs?status=active&page=9&pageSize=4')
    expect([first.jobs.length, first.hasMore, first.total]).toEqual([4, true, 6])
    expect([second.jobs.length, second.hasMore]).toEqual([2, false])
    expect(new Set([...first.jobs, ...second.jobs].map((j) => j.job_id)).size).toBe(6)
    expect([beyond.jobs.length, beyond.hasMore, beyond.total]).toEqual([0, false, 6])
  })

  it('narrows active jobs to the critical or urgent window, with totals to match', async () => {
    const critical = await getJson<JobListResponse>(
      '/api/jobs?status=active&urgency=critical&sort=expiring',
    )
    expect(critical.jobs.map((j) => j.job_id)).toEqual([idOf('today'), idOf('two-days')])
    expect(critical.total).toBe(2)
    const urgent = await getJson<JobListResponse>(
      '/api/jobs?status=active&urgency=urgent&sort=expiring',
    )
    expect(urgent.jobs.map((j) => j.job_id)).toEqual([idOf('three-half'), idOf('four-half')])
    const counts = await getJson<JobCounts>('/api/jobs/counts')
    expect([counts.critical, counts.urgent]).toEqual([critical.total, urgent.total])
  })

  it('searches title, company, location, description and tags, whatever the case', async () => {
    const search = async (q: string) =>
      (
        await getJson<JobListResponse>(`/api/jobs?status=active&q=${encodeURIComponent(q)}`)
      ).jobs.map((j) => j.job_id)
    expect(await search('  mine SURVEYOR ')).toEqual([idOf('today')])
    expect(await search('mosi')).toEqual([idOf('four-half')])
    expect(await search('ecd')).toEqual([idOf('standard')])
    expect(await search('safeguard')).toEqual([idOf('standard')])
    expect(await search('100%')).toEqual([idOf('standard')])
    expect(await search('harare')).toHaveLength(6)
    // Punctuation separates words and is not searched for.
    expect(await search('10_%')).toEqual([idOf('standard')])
    // No words at all searches for nothing in particular: every job.
    const all = await getJson<JobListResponse>('/api/jobs?status=active')
    expect(await search('%_%')).toEqual(all.jobs.map((j) => j.job_id))
    expect(await search("' OR 1=1; DROP TABLE jobs;--")).toEqual([])
    const total = await getJson<JobListResponse>(
      '/api/jobs?status=active&q=nurse&page=1&pageSize=1',
    )
    expect(total.total).toBe(1)
  })
})

describe('GET /api/jobs?job_id=', () => {
  it('returns the job, closed or not', async () => {
    const body = await getJson<{ jobs: ApiJob[] }>(`/api/jobs?job_id=${idOf('october')}`)
    expect(body.jobs.map((j) => j.title)).toEqual(['Driver (Class 2)'])
  })

  it('returns an empty list for an unknown id', async () => {
    expect(await getJson('/api/jobs?job_id=unknown123')).toEqual({ jobs: [] })
  })

  it.each([
    ['65 letters', 'a'.repeat(65)],
    ['10,000 letters', 'a'.repeat(10_000)],
    ['a space', 'a%20b'],
    ['a NUL', 'abc%00'],
    ['SQL', '%27%3B%20DROP%20TABLE%20jobs%3B--'],
  ])('answers a job_id of %s, which no job can have, with a 404 "Job not found"', async (_, id) => {
    const response = await get(`/api/jobs?job_id=${id}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: { code: 'job_not_found', message: 'Job not found', parameter: 'job_id' },
    })
  })
})

describe('GET /api/jobs?job_ids=', () => {
  const withdrawnId = idOf('withdrawn')

  beforeAll(async () => {
    await testApp.addJobs([
      makeJobInput({ externalId: 'withdrawn', title: 'Pulled Post', expiryDate: '2027-01-31' }),
    ])
    await db.query('update jobs set withdrawn_at = $1 where id = $2', [
      new Date(NOW).toISOString(),
      withdrawnId,
    ])
    await testApp.jobs.refresh()
  })
  afterAll(async () => {
    // the other suites count the fixtures alone
    await db.query('delete from jobs where id = $1', [withdrawnId])
    await testApp.jobs.refresh()
  })

  it('returns every found job whatever its status, in the order asked, unknown ids absent', async () => {
    const asked = [withdrawnId, 'unknown123', idOf('october'), idOf('standard'), 'nope_2']
    const body = await getJson<JobDetailResponse>(`/api/jobs?job_ids=${asked.join(',')}`)
    expect(Object.keys(body)).toEqual(['jobs'])
    expect(body.jobs.map((j) => [j.job_id, j.withdrawn])).toEqual([
      [withdrawnId, true],
      [idOf('october'), false],
      [idOf('standard'), false],
    ])
    expect(body.jobs[1]).toMatchObject({ title: 'Driver (Class 2)', expiry_date: '2026-10-01' })
  })

  it('folds duplicates and case, and follows the order of each request', async () => {
    const [a, b] = [idOf('today'), idOf('yesterday')]
    const ab = await getJson<JobDetailResponse>(`/api/jobs?job_ids=${a},${b},${a.toUpperCase()}`)
    expect(ab.jobs.map((j) => j.job_id)).toEqual([a, b])
    const ba = await getJson<JobDetailResponse>(`/api/jobs?job_ids=${b},${a}`)
    expect(ba.jobs.map((j) => j.job_id)).toEqual([b, a])
  })

  it('answers only unknown ids with an empty list', async () => {
    expect(await getJson('/api/jobs?job_ids=unknown1,unknown2')).toEqual({ jobs: [] })
  })

  it('leaves out the ids no job can have, like unknown ones', async () => {
    const path = `/api/jobs?job_ids=${'a'.repeat(65)},a%20b,${idOf('october')},%27%3B%20DROP`
    const body = await getJson<JobDetailResponse>(path)
    expect(body.jobs.map((j) => j.job_id)).toEqual([idOf('october')])
  })

  it('is cached like the lists: ETag, Cache-Control, then 304 on If-None-Match', async () => {
    const path = `/api/jobs?job_ids=${idOf('open')},${withdrawnId}`
    const first = await get(path)
    expect(first.status).toBe(200)
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    )
    const second = await get(path, { 'If-None-Match': etag ?? '' })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
    expect(second.headers.get('ETag')).toBe(etag)
  })

  it('sees a change to a listed job once the data version changes', async () => {
    const path = `/api/jobs?job_ids=${withdrawnId}`
    const before = await getJson<JobDetailResponse>(path)
    expect(before.jobs[0]?.withdrawn).toBe(true)
    await db.query('update jobs set withdrawn_at = null where id = $1', [withdrawnId])
    await testApp.jobs.refresh()
    try {
      expect((await getJson<JobDetailResponse>(path)).jobs[0]?.withdrawn).toBe(false)
    } finally {
      await db.query('update jobs set withdrawn_at = $1 where id = $2', [
        new Date(NOW).toISOString(),
        withdrawnId,
      ])
      await testApp.jobs.refresh()
    }
  })

  it.each([
    ['job_ids=', 'empty'],
    ['job_ids=a,,b', 'empty item'],
    ['job_ids=a,b,', 'trailing comma'],
    [`job_ids=${Array.from({ length: 101 }, (_, i) => `id${i}`).join(',')}`, '101 ids'],
    ['job_ids=a&job_ids=b', 'given twice'],
    ['job_ids=a,b&job_id=a', 'with job_id'],
  ])('answers %s (%s) with a 400 naming job_ids', async (query) => {
    const response = await get(`/api/jobs?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error).toMatchObject({ code: 'invalid_parameter', parameter: 'job_ids' })
    expect(body.error.message).toContain('job_ids')
  })

  it('names the bound when there are too many ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',')
    const body = (await (await get(`/api/jobs?job_ids=${ids}`)).json()) as ApiErrorBody
    expect(body.error.message).toContain('100')
  })

  it('refuses the list parameters alongside, naming them', async () => {
    const response = await get('/api/jobs?job_ids=a,b&status=active')
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error.parameter).toBe('status')
    expect(body.error.message).toContain('job_ids')
  })
})

describe('GET /api/jobs/counts', () => {
  it('counts every class on the server', async () => {
    expect(await getJson<JobCounts>('/api/jobs/counts')).toEqual({
      active: 6,
      expired: 2,
      urgent: 2,
      critical: 2,
    })
  })

  it('moves jobs between classes as time passes, with no change to the data', async () => {
    const version = testApp.jobs.version
    clock.set(Date.parse('2026-11-21T22:00:00Z')) // just past the end of the 21st in Harare
    try {
      expect(await getJson<JobCounts>('/api/jobs/counts')).toEqual({
        active: 5,
        expired: 3,
        urgent: 1,
        critical: 2,
      })
      const closedList = await getJson<JobListResponse>('/api/jobs?status=expired')
      expect(closedList.jobs.map((j) => j.job_id)).toContain(idOf('today'))
      expect(testApp.jobs.version).toBe(version)
    } finally {
      clock.set(NOW)
    }
  })

  it('sees new jobs once the data version changes', async () => {
    const before = await getJson<JobCounts>('/api/jobs/counts')
    await testApp.addJobs([makeJobInput({ externalId: 'later', expiryDate: '2027-01-31' })])
    const after = await getJson<JobCounts>('/api/jobs/counts')
    expect(after.active).toBe(before.active + 1)
    await db.query('delete from jobs where id = $1', [idOf('later')])
    await testApp.jobs.refresh()
    expect(await getJson<JobCounts>('/api/jobs/counts')).toEqual(before)
  })
})

describe('HTTP caching and compression', () => {
  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/api/jobs?status=active&page=1&pageSize=100')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('Cache-Control')).toContain('stale-while-revalidate')
    expect(first.headers.get('Vary')).toBe('Accept-Encoding')
    const second = await get('/api/jobs?status=active&page=1&pageSize=100', {
      'If-None-Match': etag ?? '',
    })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
    expect(second.headers.get('ETag')).toBe(etag)
  })

  it('changes the ETag when the content changes', async () => {
    const before = (await get('/api/jobs/counts')).headers.get('ETag')
    clock.set(Date.parse('2026-11-21T22:00:00Z'))
    try {
      expect((await get('/api/jobs/counts')).headers.get('ETag')).not.toBe(before)
    } finally {
      clock.set(NOW)
    }
  })

  it('sends brotli or gzip as the client accepts, with the same content', async () => {
    const plain = Buffer.from(await (await get('/api/jobs?status=active')).arrayBuffer())
    const br = await get('/api/jobs?status=active', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(brBytes)).toEqual(plain)
    expect(brBytes.byteLength).toBeLessThan(plain.byteLength / 2)
    const gz = await get('/api/jobs?status=active', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(plain)
    const refused = await get('/api/jobs?status=active', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers.get('Content-Encoding')).toBeNull()
  })
})

describe('bad input', () => {
  it.each([
    'status=foo',
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    'page=99999999999999999',
    'pageSize=0',
    'pageSize=100001',
    'status=active&status=expired',
    'q=abc%00',
    'sort=random',
  ])('answers %s with a 400 that names the parameter', async (query) => {
    const response = await get(`/api/jobs?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error.code).toBe('invalid_parameter')
    expect(query).toContain(body.error.parameter)
    expect(body.error.message).toContain(body.error.parameter)
  })

  it('survives malformed percent-encoding', async () => {
    const response = await get('/api/jobs?q=%E0%A4%A&status=active')
    expect(response.status).toBe(200)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nope')
    expect(response.status).toBe(404)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('not_found')
  })

  it('refuses a body larger than the limit with a JSON 413', async () => {
    const response = await testApp.app.request('/api/jobs', {
      method: 'POST',
      body: 'x'.repeat(65 * 1024),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as ApiErrorBody).error.code).toBe('body_too_large')
  })
})

describe('every response', () => {
  it('carries the security headers', async () => {
    for (const path of ['/api/jobs', '/api/nope', '/']) {
      const headers = (await get(path)).headers
      expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('Content-Security-Policy')).toContain("default-src 'self'")
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

describe('GET /api/health', () => {
  it('reports the database and the jobs it holds', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { driver: db.driver, reachable: true },
      jobs: { active: 6, expired: 2 },
      ingest: [],
    })
  })
})

describe('status rule at the edges', () => {
  it('keeps a job active until the last millisecond of its closing day in Harare', async () => {
    const deadline = Date.parse('2026-11-21T21:59:59.999Z')
    clock.set(deadline - 1)
    try {
      expect((await getJson<JobCounts>('/api/jobs/counts')).active).toBe(6)
      clock.set(deadline)
      expect((await getJson<JobCounts>('/api/jobs/counts')).active).toBe(5)
    } finally {
      clock.set(NOW)
    }
  })

  it('makes a job critical at exactly 3 days left and urgent at exactly 5', async () => {
    const deadline = Date.parse('2026-11-21T21:59:59.999Z')
    try {
      clock.set(deadline - 3 * DAY_MS - 1)
      const before = await getJson<JobCounts>('/api/jobs/counts')
      clock.set(deadline - 3 * DAY_MS)
      const at = await getJson<JobCounts>('/api/jobs/counts')
      // The 21st's job moves urgent -> critical; at the same instant the 23rd's job enters the
      // 5-day window, so urgent loses one and gains one.
      expect([at.critical - before.critical, at.urgent - before.urgent]).toEqual([1, 0])

      clock.set(deadline - 5 * DAY_MS - 1)
      const standard = await getJson<JobCounts>('/api/jobs/counts')
      clock.set(deadline - 5 * DAY_MS)
      const urgent = await getJson<JobCounts>('/api/jobs/counts')
      expect(urgent.urgent - standard.urgent).toBe(1)
    } finally {
      clock.set(NOW)
    }
  })
})
