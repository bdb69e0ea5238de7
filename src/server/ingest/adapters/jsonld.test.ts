import { describe, expect, it } from 'vitest'

import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  TEST_TIME_ZONE as TIME_ZONE,
  testSource,
} from '../testing/adapter-test-kit.ts'
import {
  deadlineFromDateText,
  extractJobLinks,
  formatSalary,
  jsonLdAdapter,
  mapJobPosting,
  parseJobPostingPage,
  parseSitemap,
} from './jsonld.ts'

const SITE = 'https://jobs.zambezi-careers.example'
const SITEMAP_URL = `${SITE}/job_listing-sitemap.xml`
const LIST_URL = `${SITE}/jobs/`
const PAGE_1 = `${SITE}/jobs/operations-manager-harare/`
const PAGE_2 = `${SITE}/jobs/registered-nurse-bulawayo/`
const CV_TIPS = `${SITE}/career-advice/writing-a-cv/`

const pages = {
  [PAGE_1]: fixture('job-page-1.html'),
  [PAGE_2]: fixture('job-page-2.html'),
}

function contextFor(
  url: string,
  routes: Record<string, string>,
  options: Record<string, unknown> = {},
  requested: string[] = [],
) {
  const source = testSource({
    name: 'zambezi-careers',
    kind: 'jsonld',
    url,
    company: 'Zambezi Careers',
    ...options,
  })
  const contentType = (url: string) => (url.endsWith('.xml') ? 'application/xml' : 'text/html')
  return adapterContext(source, fakeFetcher(routes, { contentType, requested }))
}

const pageOptions = { timeZone: TIME_ZONE, sourceName: 'Zambezi Careers' }

function mapOne(posting: Record<string, unknown>) {
  return mapJobPosting(
    { '@type': 'JobPosting', title: 'Clerk', ...posting },
    { ...pageOptions, pageUrl: PAGE_1, fallbackId: PAGE_1 },
  )
}

describe('jsonLdAdapter from a sitemap', () => {
  it('reads every job page in sitemap order and is complete', async () => {
    const requested: string[] = []
    const result = await jsonLdAdapter(
      contextFor(SITEMAP_URL, { [SITEMAP_URL]: fixture('sitemap.xml'), ...pages }, {}, requested),
    )
    expect(requested).toEqual([SITEMAP_URL, PAGE_1, PAGE_2])
    expect(result.warnings).toEqual([])
    expect(result.complete).toBe(true)
    expect(result.jobs).toHaveLength(2)
  })

  it('maps a WP Job Manager JobPosting despite raw newlines, tabs and a trailing comma', async () => {
    const result = await jsonLdAdapter(
      contextFor(SITEMAP_URL, { [SITEMAP_URL]: fixture('sitemap.xml'), ...pages }),
    )
    const manager = result.jobs[0]
    expect(manager).toMatchObject({
      externalId: `${SITE}/?post_type=job_listing&p=311`,
      title: 'Operations Manager',
      company: 'Zambezi Logistics (Pvt) Ltd',
      location: 'Harare, Zimbabwe',
      salary: 'USD 800–1,200 per month',
      employmentType: 'Full-time',
      jobLink: PAGE_1,
      applyInstructions: null,
      tags: [],
      datePosted: '2026-10-30',
      postedAt: '2026-10-30T06:00:00.000Z',
      // validThrough "2026-11-20T00:00:00+02:00" is WordPress's way of writing a date
      expiryTs: null,
      expiryDate: '2026-11-20',
    })
    expect(manager?.description).toContain('**Operations Manager**')
    expect(manager?.description).toMatch(/^## Responsibilities$/m)
    expect(manager?.description).toMatch(
      /^[-*] +Plan daily truck routes to Beitbridge and Chirundu$/m,
    )
    expect(manager?.description).not.toContain('<')
  })

  it('maps a JobPosting inside @graph, resolving the organisation reference', async () => {
    const result = await jsonLdAdapter(
      contextFor(SITEMAP_URL, { [SITEMAP_URL]: fixture('sitemap.xml'), ...pages }),
    )
    const nurse = result.jobs[1]
    expect(nurse).toMatchObject({
      // no identifier: the page URL is the id and the link
      externalId: PAGE_2,
      title: 'Registered Nurse (2 posts)',
      company: 'Matabeleland Health Trust',
      location: 'Bulawayo, Zimbabwe; Gwanda, Matabeleland South, Zimbabwe',
      salary: 'USD 950 per month',
      employmentType: 'Full-time, Temporary',
      jobLink: PAGE_2,
      tags: ['Healthcare', 'Nursing'],
      datePosted: '2026-10-31',
      postedAt: null,
      expiryTs: '2026-12-01T14:00:00.000Z',
      expiryDate: null,
    })
    // the description was entity-escaped HTML: it comes out as markdown, not as visible tags
    expect(nurse?.description).toMatch(/^[-*] +Midwifery is an advantage$/m)
    expect(nurse?.description).not.toMatch(/&lt;|<p>/)
  })

  it('follows a sitemap index one level, preferring the job sitemaps', async () => {
    const index = `<?xml version="1.0" encoding="UTF-8"?>
      <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>${SITE}/post-sitemap.xml</loc></sitemap>
        <sitemap><loc>${SITEMAP_URL}</loc><lastmod>2026-10-31T07:12:00+00:00</lastmod></sitemap>
      </sitemapindex>`
    const requested: string[] = []
    const result = await jsonLdAdapter(
      contextFor(
        `${SITE}/sitemap_index.xml`,
        { [`${SITE}/sitemap_index.xml`]: index, [SITEMAP_URL]: fixture('sitemap.xml'), ...pages },
        {},
        requested,
      ),
    )
    expect(requested).toEqual([`${SITE}/sitemap_index.xml`, SITEMAP_URL, PAGE_1, PAGE_2])
    expect(result.complete).toBe(true)
    expect(result.jobs).toHaveLength(2)
  })

  it('is incomplete, with a warning, when a job page fails to load', async () => {
    const result = await jsonLdAdapter(
      contextFor(SITEMAP_URL, { [SITEMAP_URL]: fixture('sitemap.xml'), [PAGE_2]: pages[PAGE_2] }),
    )
    expect(result.complete).toBe(false)
    expect(result.jobs.map((job) => job.externalId)).toEqual([PAGE_2])
    expect(result.warnings).toEqual([`${PAGE_1}: HTTP 404 for ${PAGE_1}`])
  })

  it('is incomplete when it stops at maxPages', async () => {
    const requested: string[] = []
    const result = await jsonLdAdapter(
      contextFor(
        SITEMAP_URL,
        { [SITEMAP_URL]: fixture('sitemap.xml'), ...pages },
        { maxPages: 1 },
        requested,
      ),
    )
    expect(requested).toEqual([SITEMAP_URL, PAGE_1])
    expect(result.complete).toBe(false)
    expect(result.jobs).toHaveLength(1)
    expect(result.warnings).toEqual(['2 job pages found; only the first 1 were read'])
  })

  it('refuses a start page that is neither a sitemap nor HTML', async () => {
    const context = contextFor(SITEMAP_URL, { [SITEMAP_URL]: '{"jobs": []}' })
    await expect(jsonLdAdapter(context)).rejects.toMatchObject({ code: 'malformed' })
  })

  it('never gets a match option that is not a regular expression: the sources file refuses it', () => {
    expect(() => contextFor(LIST_URL, {}, { match: '(' })).toThrow(
      'option "match" is not a valid regular expression',
    )
  })
})

describe('jsonLdAdapter from a list page', () => {
  it('follows the links that match the match option, deduplicated, in page order', async () => {
    const requested: string[] = []
    const result = await jsonLdAdapter(
      contextFor(
        LIST_URL,
        { [LIST_URL]: fixture('list-page.html'), ...pages },
        { match: String.raw`^https://jobs\.zambezi-careers\.example/jobs/[a-z0-9-]+/$` },
        requested,
      ),
    )
    expect(requested).toEqual([LIST_URL, PAGE_1, PAGE_2])
    expect(result.complete).toBe(true)
    expect(result.jobs.map((job) => job.title)).toEqual([
      'Operations Manager',
      'Registered Nurse (2 posts)',
    ])
  })

  it('without match, follows same-origin job links; a page with no JobPosting makes it incomplete', async () => {
    const requested: string[] = []
    const result = await jsonLdAdapter(
      contextFor(
        LIST_URL,
        {
          [LIST_URL]: fixture('list-page.html'),
          ...pages,
          [CV_TIPS]: '<!doctype html><html><body><h1>Writing a CV</h1></body></html>',
        },
        {},
        requested,
      ),
    )
    expect(requested).toEqual([LIST_URL, CV_TIPS, PAGE_1, PAGE_2])
    expect(result.jobs).toHaveLength(2)
    expect(result.complete).toBe(false)
    expect(result.warnings).toEqual([`${CV_TIPS}: no JobPosting found`])
  })

  it('does not call an empty list page complete', async () => {
    const result = await jsonLdAdapter(
      contextFor(LIST_URL, { [LIST_URL]: '<!doctype html><html><body>Maintenance</body></html>' }),
    )
    expect(result).toMatchObject({ jobs: [], complete: false })
    expect(result.warnings).toHaveLength(1)
  })
})

describe('extractJobLinks', () => {
  it('resolves relative links and <base href>, drops fragments, mailto and other origins', () => {
    expect(extractJobLinks(fixture('list-page.html'), LIST_URL, null)).toEqual([
      CV_TIPS,
      PAGE_1,
      PAGE_2,
    ])
    const html = `<base href="https://jobs.zambezi-careers.example/vacancies/">
      <a href="clerk/">Clerk</a><a href="javascript:void(0)">x</a>`
    expect(extractJobLinks(html, LIST_URL, null)).toEqual([`${SITE}/vacancies/clerk/`])
    expect(extractJobLinks(fixture('list-page.html'), LIST_URL, /elsewhere/)).toEqual([
      'https://elsewhere.example/jobs/42/',
    ])
  })
})

describe('parseSitemap', () => {
  it('reads a urlset and refuses other XML', () => {
    expect(parseSitemap(fixture('sitemap.xml'))).toEqual({ kind: 'urlset', urls: [PAGE_1, PAGE_2] })
    expect(() => parseSitemap('<rss><channel/></rss>')).toThrow(IngestError)
  })
})

describe('parseJobPostingPage', () => {
  it('warns about a page without a JobPosting', () => {
    const html = `<script type="application/ld+json">{"@type":"Organization","name":"X"}</script>`
    expect(parseJobPostingPage(html, PAGE_1, pageOptions)).toEqual({
      jobs: [],
      warnings: [`${PAGE_1}: no JobPosting found`],
    })
  })

  it('skips a JobPosting without a title and gives several postings distinct ids', () => {
    const html = `<script type="application/ld+json">[
      {"@context":"https://schema.org","@type":"JobPosting","title":"Cashier","description":"Tills"},
      {"@context":"https://schema.org","@type":"JobPosting","description":"No title here"},
      {"@context":"https://schema.org","@type":"JobPosting","title":"Baker","description":"Bread"}
    ]</script>`
    const parsed = parseJobPostingPage(html, PAGE_1, pageOptions)
    expect(parsed.jobs.map((job) => [job.externalId, job.title])).toEqual([
      [`${PAGE_1}#1`, 'Cashier'],
      [`${PAGE_1}#3`, 'Baker'],
    ])
    expect(parsed.warnings).toEqual([`${PAGE_1}: skipped a JobPosting, it has no title`])
  })
})

describe('mapJobPosting', () => {
  it('reads validThrough as a date, a time, or a human date', () => {
    expect(mapOne({ validThrough: '2026-11-25' })).toMatchObject({
      expiryDate: '2026-11-25',
      expiryTs: null,
    })
    expect(mapOne({ validThrough: '2026-11-25T17:00:00' })).toMatchObject({
      expiryDate: null,
      expiryTs: '2026-11-25T15:00:00.000Z',
    })
    expect(mapOne({ validThrough: '25/11/2026' })).toMatchObject({ expiryDate: '2026-11-25' })
    expect(mapOne({ validThrough: 'Sept. 7, 2026' })).toMatchObject({ expiryDate: '2026-09-07' })
  })

  it('falls back to a closing date in the description, and to no deadline at all', () => {
    expect(
      mapOne({ description: '<p>Clerk needed.</p><p><b>Closing date:</b> 15 December 2026</p>' }),
    ).toMatchObject({ expiryDate: '2026-12-15', expiryTs: null })
    expect(mapOne({ description: 'Open until filled.' })).toMatchObject({
      expiryDate: null,
      expiryTs: null,
      datePosted: null,
      postedAt: null,
    })
  })

  it('reads a string organisation, a remote location and string identifiers', () => {
    expect(
      mapOne({
        hiringOrganization: 'Kwekwe Steel Works',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Zimbabwe' },
        identifier: 'KSW-77',
        url: '/jobs/clerk-77/',
      }),
    ).toMatchObject({
      company: 'Kwekwe Steel Works',
      location: 'Remote (Zimbabwe)',
      externalId: 'KSW-77',
      jobLink: `${SITE}/jobs/clerk-77/`,
    })
    expect(mapOne({ jobLocationType: 'TELECOMMUTE' })).toMatchObject({
      location: 'Remote',
      company: 'Zambezi Careers',
    })
    expect(mapOne({ url: 'javascript:alert(1)' })).toMatchObject({ jobLink: PAGE_1 })
  })

  it('formats the salary shapes schema.org allows', () => {
    expect(mapOne({ baseSalary: 'Negotiable' })).toMatchObject({
      salary: 'Negotiable',
      pay: null,
    })
    expect(mapOne({ baseSalary: 1500 })).toMatchObject({ salary: '1,500', pay: null })
    expect(
      mapOne({ baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: 600 } }),
    ).toMatchObject({ salary: 'USD 600' })
    expect(
      mapOne({
        baseSalary: { currency: 'ZiG', minValue: '9000', maxValue: '12000', unitText: 'MONTH' },
      }),
    ).toMatchObject({
      salary: 'ZiG 9,000–12,000 per month',
      pay: { min: 9000, max: 12000, currency: 'ZiG', period: 'month' },
    })
    expect(
      mapOne({ baseSalary: { currency: 'USD', value: { value: 12.5, unitText: 'HOUR' } } }),
    ).toMatchObject({
      salary: 'USD 12.5 per hour',
      pay: { min: 12.5, max: 12.5, currency: 'USD', period: 'hour' },
    })
  })

  it('keeps at most five distinct tags', () => {
    const job = mapOne({
      industry: ['Mining', 'mining', 'Energy'],
      occupationalCategory: [{ '@type': 'CategoryCode', name: 'Geology' }, 'A', 'B', 'C'],
    })
    expect(typeof job === 'string' ? job : job.tags).toEqual([
      'Mining',
      'Energy',
      'Geology',
      'A',
      'B',
    ])
  })
})

describe('deadlineFromDateText and formatSalary', () => {
  it('reads midnight date-times as dates', () => {
    expect(deadlineFromDateText('2026-11-20T00:00:00+00:00', TIME_ZONE)).toEqual({
      expiryTs: null,
      expiryDate: '2026-11-20',
    })
    expect(deadlineFromDateText('2026-11-20T23:59:59+02:00', TIME_ZONE)).toEqual({
      expiryTs: '2026-11-20T21:59:59.000Z',
      expiryDate: null,
    })
    expect(deadlineFromDateText('soon', TIME_ZONE)).toBeNull()
  })

  it('formats ranges and single values', () => {
    expect(formatSalary({ currency: 'USD', min: 800, max: 1200, unit: 'month' })).toBe(
      'USD 800–1,200 per month',
    )
    expect(formatSalary({ currency: 'USD', min: null, max: 900, unit: 'YEAR' })).toBe(
      'USD 900 per year',
    )
    expect(formatSalary({ min: null, max: null })).toBeNull()
  })
})
