/**
 * Adverts whose pay and how to apply are written the ways boards here write them, ingested end
 * to end (a local board on 127.0.0.1: a WP Job Manager feed and a page with JSON-LD, the real
 * guarded fetcher and adapters, a real database) and read back through the API and the job
 * page's JSON-LD: every reader of a job gets the same `pay` and `how_to_apply`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { toJobPosting } from '../seo/job-posting.ts'
import { createTestApp, createTestClock, TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { runIngest } from './ingest-pipeline.ts'
import { respond, startLocalSite, type LocalSite, localSiteFetcher } from './testing/local-site.ts'

const NOW = Date.parse('2026-11-02T10:00:00Z')
let db: TestDb
let site: LocalSite

interface Advert {
  id: string
  salary?: string
  text: string
}

const ADVERTS: Advert[] = [
  {
    id: 'weekly',
    salary: 'USD 600 per week',
    text: 'Email your CV to Vacancies@Chiredzi-Sugar.example quoting reference CS/HR/24/07.',
  },
  {
    id: 'range',
    salary: '$1,200 - $1,500 p.m.',
    text: 'To apply, WhatsApp your CV to 0772 123 456.',
  },
  {
    id: 'zig',
    salary: 'ZiG 5 000 monthly',
    text: 'Hand deliver applications to The HR Manager, 5th Floor, Karigamombe Centre, Harare. Include certified copies of academic certificates and national ID.',
  },
  {
    id: 'rand',
    salary: 'R8000',
    text: 'Applications addressed to The Director, P. Bag 7708, Causeway, Harare.',
  },
  {
    id: 'negotiable',
    salary: 'Negotiable',
    text: 'Call Mrs Ncube on 0242 700 123 for more information about this post.',
  },
  { id: 'silent', text: 'Our client is a leading retailer.' },
]

function feed(): string {
  const items = ADVERTS.map(
    ({ id, salary, text }) => `<item>
      <title>Position ${id}</title>
      <link>https://jobs.example.co.zw/job/${id}/</link>
      <guid isPermaLink="false">${id}</guid>
      <pubDate>Sun, 01 Nov 2026 08:00:00 +0000</pubDate>
      <description><![CDATA[<p>We are hiring.</p><p>${text}</p>]]></description>
      <job_listing:company>Chiredzi Sugar</job_listing:company>
      ${salary ? `<job_listing:salary>${salary}</job_listing:salary>` : ''}
      <job_listing:expires>2099-12-15</job_listing:expires>
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job_listing="https://jobs.example.co.zw"><channel><title>Board</title>
${items.join('\n')}
</channel></rss>`
}

function jobPage(): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Plant Engineer',
    description: '<p>Maintain the mill. Apply online.</p>',
    datePosted: '2026-10-30',
    validThrough: '2099-12-10',
    hiringOrganization: { '@type': 'Organization', name: 'Hwange Power' },
    identifier: { '@type': 'PropertyValue', value: 'pe-1' },
    url: 'https://careers.hwange.example/pe-1',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 3200, unitText: 'MONTH' },
    },
  }
  return `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body></body></html>`
}

let jobs: Map<string, ApiJob>

beforeAll(async () => {
  db = await createTestDb()
  site = await startLocalSite()
  site.routes.set('/feed/', respond(feed(), 'application/rss+xml; charset=utf-8'))
  site.routes.set(
    '/careers/',
    respond('<html><body><a href="/careers/jobs/pe-1">Plant Engineer vacancy</a></body></html>'),
  )
  site.routes.set('/careers/jobs/pe-1', respond(jobPage()))
  const summary = await runIngest({
    db,
    sources: [
      { name: 'board', kind: 'rss', url: `${site.origin}/feed/`, enabled: true },
      {
        name: 'careers',
        kind: 'jsonld',
        url: `${site.origin}/careers/`,
        enabled: true,
        maxPages: 5,
      },
    ],
    fetcher: localSiteFetcher(),
    timeZone: TEST_TIME_ZONE,
    now: () => NOW,
    keepDemoJobs: true,
  })
  expect(summary).toMatchObject({
    sources: [
      { ok: true, inserted: ADVERTS.length },
      { ok: true, inserted: 1 },
    ],
  })
  const app = createTestApp(db, createTestClock(NOW))
  await app.jobs.refresh()
  const response = await app.app.request('/api/jobs?status=active&pageSize=100')
  const body = (await response.json()) as { jobs: ApiJob[] }
  jobs = new Map(body.jobs.map((job) => [job.job_id, job]))
})
afterAll(async () => {
  await site?.close()
  await db?.close()
})

const advert = (id: string) => jobs.get(makeJobId('board', id))

describe('pay and how to apply from real-shaped adverts, through the API', () => {
  it.each([
    ['weekly', { min: 600, max: 600, currency: 'USD', period: 'week' }],
    ['range', { min: 1200, max: 1500, currency: 'USD', period: 'month' }],
    ['zig', { min: 5000, max: 5000, currency: 'ZiG', period: 'month' }],
    ['rand', { min: 8000, max: 8000, currency: 'ZAR', period: null }],
    ['negotiable', null],
    ['silent', null],
  ])('%s: pay %j', (id, pay) => {
    expect(advert(id)?.pay).toEqual(pay)
  })

  it('keeps the salary words for the older contract', () => {
    expect(advert('range')?.salary).toBe('$1,200 - $1,500 p.m.')
  })

  it('reads the ways to apply, the reference and the documents', () => {
    const link = (id: string) => ({ kind: 'link', value: `https://jobs.example.co.zw/job/${id}/` })
    expect(advert('weekly')?.how_to_apply).toEqual({
      methods: [link('weekly'), { kind: 'email', value: 'vacancies@chiredzi-sugar.example' }],
      reference: 'CS/HR/24/07',
      documents: ['CV'],
    })
    expect(advert('range')?.how_to_apply?.methods).toContainEqual({
      kind: 'whatsapp',
      value: '+263772123456',
    })
    expect(advert('zig')?.how_to_apply).toMatchObject({
      methods: [
        link('zig'),
        { kind: 'in-person', value: 'The HR Manager, 5th Floor, Karigamombe Centre, Harare' },
      ],
      documents: ['Certified copies of academic certificates', 'Certified copy of national ID'],
    })
    expect(advert('rand')?.how_to_apply?.methods).toContainEqual({
      kind: 'post',
      value: 'The Director, P. Bag 7708, Causeway, Harare',
    })
    expect(advert('negotiable')?.how_to_apply?.methods).toContainEqual({
      kind: 'phone',
      value: '+263242700123',
    })
    expect(advert('silent')?.how_to_apply).toEqual({
      methods: [link('silent')],
      reference: null,
      documents: [],
    })
  })

  it("takes a page's baseSalary as the pay, and gives it back as the job page's baseSalary", () => {
    const job = jobs.get(makeJobId('careers', 'pe-1'))
    expect(job?.pay).toEqual({ min: 2500, max: 3200, currency: 'USD', period: 'month' })
    const posting = toJobPosting(job as ApiJob, {
      url: 'https://x.example/job/1',
      timeZone: TEST_TIME_ZONE,
    })
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 3200, unitText: 'MONTH' },
    })
  })
})
