/**
 * The HTML crawlers get, through the whole app: job pages with their own head tags and
 * JSON-LD, content pages from page-meta.json, /sitemap.xml and /robots.txt.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getJobPageTitle } from '#shared/job-meta.ts'

import { createApp } from '../app.ts'
import { StaticFiles } from '../http/static-files.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { JobsService } from '../jobs/jobs-service.ts'
import { noVerification } from '../forms/turnstile.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock, TEST_PUBLIC_CONFIG } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { readPageMeta, type PageMeta } from './seo-pages.ts'
import { readHead } from './testing/read-head.ts'

// 2026-11-21 12:00 in Harare (UTC+2).
const NOW = Date.parse('2026-11-21T10:00:00Z')
const clock = createTestClock(NOW)

const APP_SCRIPT = '<script type="module" src="/assets/app.js"></script>'
const sourceIndex = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
const indexHtml = sourceIndex.replace(
  '<script type="module" src="/src/client/main.tsx"></script>',
  APP_SCRIPT,
)
const appJs = 'console.log("app")\n'
const pageMeta: PageMeta[] = [
  {
    path: '/',
    title: 'JobsZW - Find Your Next Dream Job',
    description: 'Jobs in Zimbabwe with a live countdown to every application deadline.',
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions | JobsZW',
    description: 'How deadlines work, how to apply, and how we handle suspicious listings.',
  },
  {
    path: '/guides/cv-&-cover-letters',
    title: 'CV & Cover Letters | JobsZW',
    description: 'Templates & tips for applications.',
  },
]

const HOSTILE_TITLE = `Clerk"><script>alert(1)</script><!--`
const HOSTILE_COMPANY = `A & B </script><script>alert(2)</script>`
const HOSTILE_DESCRIPTION =
  'Great pay </script><script>alert(3)</script> and <!-- no comment\n\nLine one\u2028line two\u2029end'

const fixtures = {
  open: makeJobInput({
    externalId: 'seo-open',
    title: 'Accounts Clerk',
    company: 'Zambezi Microfinance Bank',
    location: 'Harare',
    expiryDate: '2026-12-31',
    datePosted: '2026-11-01',
  }),
  hostile: makeJobInput({
    externalId: 'seo-hostile',
    title: HOSTILE_TITLE,
    company: HOSTILE_COMPANY,
    description: HOSTILE_DESCRIPTION,
    expiryDate: '2026-12-31',
  }),
  pastDeadline: makeJobInput({
    externalId: 'seo-past-deadline',
    title: 'Front Office Receptionist',
    expiryDate: '2026-11-20',
  }),
  untilFilled: makeJobInput({
    externalId: 'seo-until-filled',
    title: 'Software Developer',
    expiryDate: null,
  }),
  withdrawn: makeJobInput({
    externalId: 'seo-withdrawn',
    title: 'Delivery Driver',
    expiryDate: '2026-12-31',
  }),
  etag: makeJobInput({ externalId: 'seo-etag', title: 'Agronomist', expiryDate: '2026-12-31' }),
  // withdrawn by their source before the tests start
  pulled: makeJobInput({
    externalId: 'seo-pulled',
    title: 'Site Engineer',
    expiryDate: '2026-12-31',
  }),
  pulledNoDeadline: makeJobInput({
    externalId: 'seo-pulled-no-deadline',
    title: 'Bookkeeper',
    expiryDate: null,
  }),
  tomorrow: makeJobInput({
    externalId: 'seo-tomorrow',
    title: 'Mine Surveyor',
    expiryDate: '2026-11-22',
  }),
}
type Fixture = keyof typeof fixtures
const idOf = (name: Fixture) => makeJobId('test', fixtures[name].externalId)
const jobUrl = (name: Fixture) => `http://localhost/job/${idOf(name)}`

let dir: string
let db: TestDb
let testApp: ReturnType<typeof createTestApp>

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-seo-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), indexHtml)
  writeFileSync(path.join(dir, 'assets', 'app.js'), appJs)
  writeFileSync(path.join(dir, 'page-meta.json'), JSON.stringify(pageMeta))
  db = await createTestDb()
  testApp = createTestApp(db, clock, { clientDir: dir })
  await testApp.addJobs(Object.values(fixtures))
  await db.query('update jobs set withdrawn_at = now() where id = any($1::text[])', [
    [idOf('pulled'), idOf('pulledNoDeadline')],
  ])
  await testApp.jobs.refresh()
})
afterAll(async () => {
  await db?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function get(urlPath: string, headers: Record<string, string> = {}) {
  return testApp.app.request(urlPath, { headers })
}

async function getPage(urlPath: string, status = 200) {
  const response = await get(urlPath)
  expect(response.status).toBe(status)
  const html = await response.text()
  return { response, html, head: readHead(html) }
}

describe('GET /job/:id', () => {
  it("answers with the job's title, description, canonical URL and share tags", async () => {
    const { response, html, head } = await getPage(`/job/${idOf('open')}`)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(head.titles).toEqual(['Accounts Clerk at Zambezi Microfinance Bank | JobsZW'])
    const [description] = head.metaContent('description')
    expect(description).toMatch(/^Apply by Thursday 31 December 2026\. /)
    expect(description).toContain('Zambezi Microfinance Bank, Harare.')
    expect(head.metaContent('og:description')).toEqual([description])
    expect(head.canonical).toEqual([jobUrl('open')])
    expect(head.metaContent('og:url')).toEqual([jobUrl('open')])
    expect(head.metaContent('og:title')).toEqual([
      'Accounts Clerk at Zambezi Microfinance Bank | JobsZW',
    ])
    expect(head.metaContent('og:type')).toEqual(['article'])
    expect(head.metaContent('og:image')).toEqual(['http://localhost/og-image.png'])
    expect(head.metaContent('og:image:width')).toEqual(['1200'])
    expect(head.metaContent('og:image:height')).toEqual(['630'])
    expect(head.metaContent('twitter:card')).toEqual(['summary_large_image'])
    expect(head.metaContent('twitter:image')).toEqual(['http://localhost/og-image.png'])
    // The generic head is gone; the app shell is intact.
    expect(html).not.toContain('Find Your Next Dream Job')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain(APP_SCRIPT)
  })

  it('carries the JobPosting JSON-LD, which parses back', async () => {
    const { head } = await getPage(`/job/${idOf('open')}`)
    expect(head.ldJson).toHaveLength(1)
    expect(head.ldJson[0]).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Accounts Clerk',
      datePosted: '2026-11-01',
      validThrough: '2026-12-31T21:59:59.999Z',
      hiringOrganization: { '@type': 'Organization', name: 'Zambezi Microfinance Bank' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Harare', addressCountry: 'ZW' },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', value: 800, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'JobsZW', value: idOf('open') },
      url: jobUrl('open'),
      directApply: false,
    })
    expect(head.ldJson[0]?.description).toContain('<li>Daily bank reconciliations</li>')
  })

  it('answers the same page with a trailing slash', async () => {
    const { head } = await getPage(`/job/${idOf('open')}/`)
    expect(head.canonical).toEqual([jobUrl('open')])
  })

  it('keeps hostile job text inside its element: no script, comment or attribute escapes', async () => {
    const { html, head } = await getPage(`/job/${idOf('hostile')}`)
    expect(html).not.toMatch(/<script>alert/i)
    expect(html).not.toContain('<!--')
    // The app's own script and the one JSON-LD block, nothing else.
    expect(html.match(/<script/gi)).toHaveLength(2)
    expect(head.scripts).toHaveLength(2)
    const title = getJobPageTitle({ title: HOSTILE_TITLE, company: HOSTILE_COMPANY })
    expect(head.titles).toEqual([title])
    expect(head.metaContent('og:title')).toEqual([title])
    expect(head.metaContent('twitter:title')).toEqual([title])
    expect(head.metaContent('description')[0]).toContain(HOSTILE_COMPANY)
    expect(head.hasElementWithId('root')).toBe(true)
    // The JSON-LD block is whole and carries the original text.
    expect(head.ldJsonTexts).toHaveLength(1)
    const [raw = ''] = head.ldJsonTexts
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/)
    expect(head.ldJson[0]).toMatchObject({
      '@type': 'JobPosting',
      title: HOSTILE_TITLE,
      hiringOrganization: { name: HOSTILE_COMPANY },
    })
    const description = String(head.ldJson[0]?.description)
    expect(description).toContain('&lt;/script&gt;')
    expect(description).toContain('one\u2028line two\u2029end')
    expect(description).not.toContain('<script')
  })

  it('answers an unknown id with 404 and the app shell titled "Job Not Found", not indexed', async () => {
    const { response, html } = await getPage('/job/zzzzzzzzzzzz', 404)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(html).toContain('<div id="root"></div>')
    const head = readHead(html)
    expect(head.titles).toEqual(['Job Not Found | JobsZW'])
    expect(head.metaContent('robots')).toEqual(['noindex'])
    expect(head.metaContent('og:title')).toEqual([])
  })

  it.each([`/job/${'a'.repeat(65)}`, '/job/a%20b', '/job/-abc', '/job/a%22%3E'])(
    'answers %s, an id no job can have, with 404 "Job Not Found" without asking the database',
    async (urlPath) => {
      const getDerived = vi.spyOn(testApp.jobs, 'getDerived')
      const query = vi.spyOn(db, 'query')
      const { html } = await getPage(urlPath, 404)
      const head = readHead(html)
      expect(head.titles).toEqual(['Job Not Found | JobsZW'])
      expect(head.metaContent('robots')).toEqual(['noindex'])
      expect(getDerived).not.toHaveBeenCalled()
      expect(query).not.toHaveBeenCalled()
    },
  )

  it('finds a job whatever the case of its id, naming the stored id as canonical', async () => {
    const { head } = await getPage(`/job/${idOf('open').toUpperCase()}`)
    expect(head.titles).toEqual(['Accounts Clerk at Zambezi Microfinance Bank | JobsZW'])
    expect(head.canonical).toEqual([jobUrl('open')])
  })

  it.each([
    '/job/../etc',
    '/job/%2e%2e/etc/passwd',
    '/job/%2e%2e%2f%2e%2e%2fetc',
    '/job/ABC123',
    `/job/${'a'.repeat(65)}`,
    '/job/a%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/job/x/y',
    '/job/',
    '/job/%00',
    '/job/%E0%A4%A',
  ])('answers the malformed path %s without failing', async (urlPath) => {
    const response = await get(urlPath)
    expect(response.status).toBeLessThan(500)
    const html = await response.text()
    expect(html).not.toMatch(/<script>alert/i)
  })

  it('says when a job closed by its deadline closed', async () => {
    const { head } = await getPage(`/job/${idOf('pastDeadline')}`)
    expect(head.metaContent('description')[0]).toMatch(/^Closed Friday 20 November 2026\. /)
    expect(head.ldJson[0]?.validThrough).toBe('2026-11-20T21:59:59.999Z')
  })

  it("leads a flagged advert's link preview with its warning", async () => {
    // As the scam rules flag an advert when it is stored.
    await db.query(`update jobs set caution = 'asks-for-payment' where id = $1`, [idOf('open')])
    await testApp.jobs.refresh()
    try {
      const { head } = await getPage(`/job/${idOf('open')}`)
      const [description] = head.metaContent('description')
      expect(description).toMatch(
        /^⚠ Caution: This advert asks applicants to pay\. Genuine employers never charge you to apply\. Do not send money\. Apply by Thursday 31 December 2026\. /,
      )
      expect(head.metaContent('og:description')).toEqual([description])
      expect(head.metaContent('twitter:description')).toEqual([description])
    } finally {
      await db.query('update jobs set caution = null where id = $1', [idOf('open')])
      await testApp.jobs.refresh()
    }
  })

  it('says a job without a deadline is open until filled, with no validThrough', async () => {
    const { head } = await getPage(`/job/${idOf('untilFilled')}`)
    expect(head.metaContent('description')[0]).toMatch(/^Open until filled\. /)
    expect(head.ldJson[0]).toMatchObject({ '@type': 'JobPosting', title: 'Software Developer' })
    expect(head.ldJson[0]).not.toHaveProperty('validThrough')
  })

  // Google for Jobs: a posting that is no longer open must lose its JobPosting data or carry a
  // validThrough in the past. A job its source withdrew is closed (the API lists it as expired).
  it.each(['pulled', 'pulledNoDeadline'] as const)(
    'does not present the withdrawn job %s as open',
    async (name) => {
      const { head } = await getPage(`/job/${idOf(name)}`)
      const [description = ''] = head.metaContent('description')
      expect(description).not.toMatch(/^(Apply by|Open until filled)/)
      for (const data of head.ldJson) {
        expect(data.validThrough, 'a withdrawn job must not be valid after now').toBeDefined()
        expect(Date.parse(String(data.validThrough))).toBeLessThanOrEqual(NOW)
      }
    },
  )

  it('answers 304 to a matching If-None-Match, and changes when the job does', async () => {
    const first = await get(`/job/${idOf('etag')}`)
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get(`/job/${idOf('etag')}`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    await testApp.addJobs([{ ...fixtures.etag, title: 'Senior Agronomist' }])
    const changed = await get(`/job/${idOf('etag')}`, { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(etag)
    expect(readHead(await changed.text()).titles[0]).toMatch(/^Senior Agronomist at /)
  })

  it('changes from "Apply by" to "Closed" when the deadline passes', async () => {
    const before = await getPage(`/job/${idOf('tomorrow')}`)
    expect(before.head.metaContent('description')[0]).toMatch(/^Apply by Sunday 22 November 2026\./)
    clock.set(Date.parse('2026-11-22T22:00:00Z'))
    try {
      const after = await getPage(`/job/${idOf('tomorrow')}`)
      expect(after.head.metaContent('description')[0]).toMatch(/^Closed Sunday 22 November 2026\./)
    } finally {
      clock.set(NOW)
    }
  })

  it("uses the request's own origin, separately for each host", async () => {
    const other = await testApp.app.request(`http://jobs.example:8080/job/${idOf('open')}`)
    const head = readHead(await other.text())
    expect(head.canonical).toEqual([`http://jobs.example:8080/job/${idOf('open')}`])
    expect(head.ldJson[0]?.url).toBe(`http://jobs.example:8080/job/${idOf('open')}`)
    const local = await getPage(`/job/${idOf('open')}`)
    expect(local.head.canonical).toEqual([jobUrl('open')])
  })

  it('uses the public origin when one is configured, whatever the request says', async () => {
    const jobs = new JobsService({ db, clock, pollMs: 0 })
    const app = createApp({
      db,
      clock,
      jobs,
      staticFiles: new StaticFiles(dir),
      bodyLimitBytes: 64 * 1024,
      verifier: noVerification,
      publicConfig: TEST_PUBLIC_CONFIG,
      publicOrigin: 'https://jobszw.co.zw',
    })
    const page = await app.request(`http://10.0.0.5:3000/job/${idOf('open')}`)
    const head = readHead(await page.text())
    const canonical = `https://jobszw.co.zw/job/${idOf('open')}`
    expect(head.canonical).toEqual([canonical])
    expect(head.metaContent('og:url')).toEqual([canonical])
    expect(head.metaContent('og:image')).toEqual(['https://jobszw.co.zw/og-image.png'])
    expect(head.ldJson[0]?.url).toBe(canonical)
    const sitemap = await (await app.request('http://10.0.0.5:3000/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${canonical}</loc>`)
    expect(sitemap).not.toContain('10.0.0.5')
    const robots = await (await app.request('http://10.0.0.5:3000/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://jobszw.co.zw/sitemap.xml')
  })
})

describe('GET /employers/:slug', () => {
  it("answers with the organisation's title, description and canonical URL", async () => {
    const { head } = await getPage('/employers/zambezi-microfinance-bank')
    expect(head.titles).toEqual(['Jobs at Zambezi Microfinance Bank | JobsZW'])
    const [description] = head.metaContent('description')
    expect(description).toMatch(
      /^Zambezi Microfinance Bank: \d+ open jobs\. \d+ adverts since November 2026, no reports upheld\.$/,
    )
    expect(head.canonical).toEqual(['http://localhost/employers/zambezi-microfinance-bank'])
    expect(head.metaContent('og:type')).toEqual(['website'])
  })

  it('keeps a hostile name inside its element', async () => {
    const { html, head } = await getPage('/employers/a-and-b-script-script-alert-2-script')
    expect(head.titles).toEqual([`Jobs at ${HOSTILE_COMPANY} | JobsZW`])
    expect(html).not.toContain('<script>alert(2)')
  })

  it.each(['/employers/nobody-here', '/employers/Not_A_Slug', `/employers/${'a'.repeat(81)}`])(
    'answers %s with 404 "Employer Not Found", not indexed',
    async (urlPath) => {
      const { head } = await getPage(urlPath, 404)
      expect(head.titles).toEqual(['Employer Not Found | JobsZW'])
      expect(head.metaContent('robots')).toEqual(['noindex'])
    },
  )
})

describe('content pages', () => {
  it('gives /faq the title and description from page-meta.json', async () => {
    const { html, head } = await getPage('/faq')
    expect(head.titles).toEqual(['Frequently Asked Questions | JobsZW'])
    expect(head.metaContent('description')).toEqual([pageMeta[1]?.description])
    expect(head.metaContent('og:title')).toEqual(['Frequently Asked Questions | JobsZW'])
    expect(head.canonical).toEqual(['http://localhost/faq'])
    expect(head.metaContent('og:type')).toEqual(['website'])
    expect(head.ldJson).toEqual([])
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain(APP_SCRIPT)
  })

  it('gives /faq/ the same page', async () => {
    const { head } = await getPage('/faq/')
    expect(head.titles).toEqual(['Frequently Asked Questions | JobsZW'])
    expect(head.canonical).toEqual(['http://localhost/faq'])
  })

  it('gives the home page its own entry', async () => {
    const { head } = await getPage('/')
    expect(head.titles).toEqual(['JobsZW - Find Your Next Dream Job'])
    expect(head.canonical).toEqual(['http://localhost/'])
  })

  it('escapes page-meta text like any other', async () => {
    const { html, head } = await getPage('/guides/cv-&-cover-letters')
    expect(html).toContain('<title>CV &amp; Cover Letters | JobsZW</title>')
    expect(head.titles).toEqual(['CV & Cover Letters | JobsZW'])
  })

  it('answers other routes with index.html unchanged', async () => {
    for (const urlPath of ['/some-unknown-route', '/jobs/all', '/jobs']) {
      const response = await get(urlPath)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(indexHtml)
    }
  })

  it('reads page-meta.json leniently', () => {
    expect(readPageMeta(new StaticFiles(dir))).toEqual(pageMeta)
    expect(readPageMeta(new StaticFiles('/nonexistent'))).toEqual([])
  })
})

describe('GET /sitemap.xml', () => {
  const parser = new XMLParser({ isArray: (name) => name === 'url' })

  async function getSitemap(urlPath = '/sitemap.xml') {
    const response = await get(urlPath)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const parsed = parser.parse(xml) as {
      urlset?: { url?: { loc: string; lastmod?: string }[] }
    }
    return { xml, urls: parsed.urlset?.url ?? [] }
  }

  it('is well-formed sitemaps.org XML', async () => {
    const { xml } = await getSitemap()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  })

  it('lists every content page and every active job with its lastmod, and no closed job', async () => {
    const { urls } = await getSitemap()
    const locs = urls.map((url) => url.loc)
    for (const page of pageMeta) expect(locs).toContain(`http://localhost${page.path}`)
    for (const name of [
      'open',
      'hostile',
      'untilFilled',
      'withdrawn',
      'etag',
      'tomorrow',
    ] as const) {
      const entry = urls.find((url) => url.loc === jobUrl(name))
      expect(entry, name).toBeDefined()
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(entry?.lastmod).toBe('2026-11-21')
    }
    expect(locs).not.toContain(jobUrl('pastDeadline'))
    expect(locs).not.toContain(jobUrl('pulled'))
    expect(locs).not.toContain(jobUrl('pulledNoDeadline'))
    expect(new Set(locs).size).toBe(locs.length)
    // the pages of the two organisations with open jobs
    expect(locs).toContain('http://localhost/employers/zambezi-microfinance-bank')
    expect(locs).toContain('http://localhost/employers/a-and-b-script-script-alert-2-script')
    expect(locs).toHaveLength(pageMeta.length + 6 + 2)
  })

  it('escapes & in a URL', async () => {
    const { xml } = await getSitemap()
    expect(xml).toContain('<loc>http://localhost/guides/cv-&amp;-cover-letters</loc>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
  })

  it('drops a job when its deadline passes', async () => {
    clock.set(Date.parse('2026-11-22T22:00:00Z'))
    try {
      const { urls } = await getSitemap()
      expect(urls.map((url) => url.loc)).not.toContain(jobUrl('tomorrow'))
      expect(urls.map((url) => url.loc)).toContain(jobUrl('open'))
    } finally {
      clock.set(NOW)
    }
  })

  it('drops a job its source withdrew', async () => {
    expect((await getSitemap()).urls.map((url) => url.loc)).toContain(jobUrl('withdrawn'))
    await db.query('update jobs set withdrawn_at = now() where id = $1', [idOf('withdrawn')])
    await testApp.jobs.refresh()
    const { urls } = await getSitemap()
    expect(urls.map((url) => url.loc)).not.toContain(jobUrl('withdrawn'))
    expect(urls.map((url) => url.loc)).toContain(jobUrl('open'))
  })

  it('answers the pages and jobs parts too, valid and consistent with the whole', async () => {
    const pages = await getSitemap('/sitemap-pages.xml')
    expect(pages.urls.map((url) => url.loc)).toEqual(
      pageMeta.map((page) => `http://localhost${page.path}`),
    )
    const jobs = await getSitemap('/sitemap-jobs-1.xml')
    const employers = await getSitemap('/sitemap-employers.xml')
    expect(employers.urls.map((url) => url.loc)).toEqual([
      'http://localhost/employers/a-and-b-script-script-alert-2-script',
      'http://localhost/employers/zambezi-microfinance-bank',
    ])
    expect(employers.urls[0]?.lastmod).toBe('2026-11-21')
    const whole = await getSitemap()
    expect(jobs.urls.length + pages.urls.length + employers.urls.length).toBe(whole.urls.length)
    expect((await getSitemap('/sitemap-jobs-2.xml')).urls).toEqual([])
  })
})

describe('GET /robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the API', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain('User-agent: *')
    expect(text.split('\n')).toContain('Disallow: /api/')
    expect(text.split('\n')).toContain('Sitemap: http://localhost/sitemap.xml')
  })
})

describe('other paths are unaffected', () => {
  it('serves static assets as they are', async () => {
    const response = await get('/assets/app.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe(appJs)
    expect((await get('/missing.png')).status).toBe(404)
  })

  it('leaves the API alone', async () => {
    const list = await get('/api/jobs')
    expect(list.status).toBe(200)
    expect(list.headers.get('Content-Type')).toMatch(/^application\/json/)
    const unknown = await get('/api/job/abc')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await unknown.text()).not.toContain('<html')
  })
})
