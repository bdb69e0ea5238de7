import { describe, expect, it } from 'vitest'

import type { AdapterContext, SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  TEST_TIME_ZONE as TIME_ZONE,
} from '../testing/adapter-test-kit.ts'
import { parseFeed, rssAdapter } from './rss.ts'

const FEED_URL = 'https://jobs.msasa-board.example/?feed=job_feed&posts_per_page=100'
const ATOM_URL = 'https://careers.gz-hotels.example/feed.atom'

function contextFor(url: string, routes: Record<string, string>): AdapterContext<SourceOf<'rss'>> {
  const source: SourceOf<'rss'> = { name: 'Msasa board', kind: 'rss', url, enabled: true }
  return adapterContext(source, fakeFetcher(routes, { contentType: 'application/rss+xml' }))
}

const parse = (body: string) => parseFeed(body, { timeZone: TIME_ZONE, sourceName: 'Test feed' })

function expectMalformed(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError)
    expect((error as IngestError).code).toBe('malformed')
    return
  }
  throw new Error('expected an IngestError')
}

describe('rssAdapter on a WP Job Manager job_feed', () => {
  it('maps every item with a title and an id, and reads the whole feed', async () => {
    const result = await rssAdapter(
      contextFor(FEED_URL, { [FEED_URL]: fixture('wp-job-manager.rss.xml') }),
    )
    expect(result.complete).toBe(true)
    expect(result.jobs.map((job) => job.title)).toEqual([
      'Senior Accountant – Agro Processing',
      'Solar Field Technician (Contract)',
      'Receptionist',
      'Sales & Marketing Officer',
    ])
    expect(result.warnings).toHaveLength(2)
    expect(result.warnings[0]).toMatch(/item 5: skipped, it has no title/)
    expect(result.warnings[1]).toMatch(/item 6: skipped, "Driver \(no link, no guid\)" has neither/)
  })

  it('reads the job_listing fields, the structured expiry and the posting instant', () => {
    const [accountant] = parse(fixture('wp-job-manager.rss.xml')).jobs
    expect(accountant).toMatchObject({
      externalId: 'https://jobs.msasa-board.example/?post_type=job_listing&p=1201',
      title: 'Senior Accountant – Agro Processing',
      company: 'Mutapa Agro Processors',
      location: 'Msasa, Harare',
      salary: 'USD 1,400 per month',
      employmentType: 'Full-time',
      jobLink: 'https://jobs.msasa-board.example/job/senior-accountant-agro-processing/',
      applyInstructions: null,
      requirements: null,
      tags: ['Finance', 'Accounting'],
      datePosted: '2026-11-02',
      postedAt: '2026-11-02T07:30:00.000Z',
      expiryTs: null,
      expiryDate: '2026-11-30',
    })
  })

  it('prefers the longer content:encoded, as markdown with its lists and without scripts', () => {
    const [accountant] = parse(fixture('wp-job-manager.rss.xml')).jobs
    const description = accountant?.description ?? ''
    expect(description).toContain('**Senior Accountant**')
    expect(description).toMatch(/^### Duties$/m)
    expect(description).toMatch(/^[-*] +Prepare monthly management accounts$/m)
    expect(description).toMatch(/^[-*] +Reconcile USD and ZiG bank accounts$/m)
    expect(description).not.toMatch(/<script|tracking|document\.write/)
  })

  it('finds a closing date written only in the text', () => {
    const technician = parse(fixture('wp-job-manager.rss.xml')).jobs[1]
    expect(technician).toMatchObject({
      company: 'Chinhoyi Solar Installations (Pvt) Ltd',
      location: 'Chinhoyi',
      employmentType: 'Contract',
      tags: ['Engineering', 'Renewable Energy'],
      expiryTs: null,
      expiryDate: '2026-12-15',
      datePosted: '2026-11-01',
      postedAt: '2026-11-01T14:05:12.000Z',
    })
    expect(technician?.description).toMatch(
      /^1\. +National Certificate in Electrical Engineering$/m,
    )
    expect(technician?.description).toContain('Class 4 driver’s licence')
  })

  it('keeps an email-to-apply instruction when the item has no link', () => {
    const receptionist = parse(fixture('wp-job-manager.rss.xml')).jobs[2]
    expect(receptionist).toMatchObject({
      externalId: 'kopje-clinic-receptionist-2026',
      company: 'Kopje Family Clinic',
      location: 'Gweru',
      employmentType: 'Part-time',
      jobLink: null,
      expiryDate: null,
      expiryTs: null,
    })
    expect(receptionist?.applyInstructions).toContain('vacancies@kopje-clinic.example')
    expect(receptionist?.description).toMatch(/^[-*] +Fluent in English, Shona and Ndebele$/m)
  })

  it('falls back to the feed title for the company and to null for the location', () => {
    const sales = parse(fixture('wp-job-manager.rss.xml')).jobs[3]
    expect(sales).toMatchObject({
      title: 'Sales & Marketing Officer',
      company: 'Msasa Jobs Board',
      location: null,
      salary: null,
      employmentType: null,
      tags: [],
      description: 'Grow our hardware sales in the Midlands.',
    })
  })

  it('reports a feed that was not modified as an incomplete, empty read', async () => {
    const context = contextFor(FEED_URL, {})
    context.fetch = async (url) => ({
      url,
      status: 304,
      notModified: true,
      body: '',
      contentType: null,
      etag: null,
      lastModified: null,
    })
    await expect(rssAdapter(context)).resolves.toMatchObject({ jobs: [], complete: false })
  })

  it('is incomplete when a WP Job Manager feed stops at its default page of 10', async () => {
    const items = Array.from(
      { length: 10 },
      (_, i) => `<item><title>Job ${i}</title><guid>j-${i}</guid></item>`,
    ).join('')
    const feed = `<rss version="2.0" xmlns:job_listing="https://b.example"><channel>
      <title>B</title>${items}</channel></rss>`
    const url = 'https://b.example/?feed=job_feed'
    const cut = await rssAdapter(contextFor(url, { [url]: feed }))
    expect(cut.jobs).toHaveLength(10)
    expect(cut.complete).toBe(false)
    expect(cut.warnings).toEqual([expect.stringContaining('posts_per_page')])

    const whole = `${url}&posts_per_page=10`
    await expect(rssAdapter(contextFor(whole, { [whole]: feed }))).resolves.toMatchObject({
      complete: true,
      warnings: [],
    })
  })

  it('lets fetch errors through', async () => {
    await expect(rssAdapter(contextFor(FEED_URL, {}))).rejects.toMatchObject({
      code: 'http-status',
    })
  })
})

describe('rssAdapter on an Atom feed', () => {
  it('maps entries with html titles, alternate links, categories and text deadlines', async () => {
    const result = await rssAdapter(contextFor(ATOM_URL, { [ATOM_URL]: fixture('atom.xml') }))
    expect(result.complete).toBe(true)
    expect(result.warnings).toEqual([expect.stringMatching(/item 3: skipped, it has no title/)])
    const [chef, guide] = result.jobs
    expect(chef).toMatchObject({
      externalId: 'tag:careers.gz-hotels.example,2026:job-77',
      title: 'Chef de Partie – Masvingo',
      company: 'Great Zimbabwe Hotels Group',
      location: null,
      jobLink: 'https://careers.gz-hotels.example/jobs/77-chef-de-partie',
      tags: ['Hospitality', 'Kitchen'],
      datePosted: '2026-10-28',
      postedAt: '2026-10-28T07:00:00.000Z',
      expiryTs: null,
      expiryDate: '2026-11-20',
    })
    expect(chef?.description).toMatch(/^[-*] +Train commis chefs$/m)
    expect(guide).toMatchObject({
      externalId: 'tag:careers.gz-hotels.example,2026:job-81',
      title: 'Safari Guide',
      company: 'Hwange Bush Lodge',
      jobLink: 'https://careers.gz-hotels.example/jobs/81-safari-guide',
      tags: ['Tourism'],
      datePosted: '2026-10-27',
      postedAt: '2026-10-27T15:30:00.000Z',
      expiryDate: null,
      description:
        'Lead game drives in Hwange National Park.\nMust hold a professional guide licence.',
    })
  })

  it('falls back to the feed title when neither the entry nor the feed names an author', () => {
    const feed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">
      <title>Bindura Mine Careers</title>
      <entry><id>urn:job:1</id><title>Geologist</title><updated>2026-10-01T08:00:00Z</updated></entry>
    </feed>`
    expect(parse(feed).jobs[0]).toMatchObject({
      company: 'Bindura Mine Careers',
      jobLink: null,
      applyInstructions: null,
    })
  })
})

describe('parseFeed', () => {
  it('reads an RSS 1.0 (RDF) feed', () => {
    const feed = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://jobs.mutare.example/"><title>Mutare Jobs</title></channel>
        <item rdf:about="https://jobs.mutare.example/1">
          <title>Clerk</title><link>https://jobs.mutare.example/1</link>
          <description>Filing. Closing date: 03/12/2026</description><dc:date>2026-10-05T09:00:00+02:00</dc:date>
        </item>
      </rdf:RDF>`
    const parsed = parse(feed)
    expect(parsed.format).toBe('rdf')
    expect(parsed.jobs).toEqual([
      expect.objectContaining({
        externalId: 'https://jobs.mutare.example/1',
        title: 'Clerk',
        company: 'Mutare Jobs',
        datePosted: '2026-10-05',
        expiryDate: '2026-12-03',
      }),
    ])
  })

  it('reads a feed with a single item and uses the link when there is no guid', () => {
    const feed = `<rss version="2.0"><channel><title>One</title>
      <item><title>Driver</title><link>https://one.example/driver</link></item></channel></rss>`
    expect(parse(feed).jobs).toEqual([
      expect.objectContaining({ externalId: 'https://one.example/driver', company: 'One' }),
    ])
  })

  it('drops links that are not http(s)', () => {
    const feed = `<rss version="2.0"><channel><title>One</title>
      <item><title>Driver</title><guid>d-1</guid><link>javascript:alert(1)</link>
      <description>Email your CV to jobs@one.example</description></item></channel></rss>`
    const [job] = parse(feed).jobs
    expect(job?.jobLink).toBeNull()
    expect(job?.applyInstructions).toContain('jobs@one.example')
  })

  it('accepts an empty channel', () => {
    expect(parse('<rss version="2.0"><channel><title>None</title></channel></rss>').jobs).toEqual(
      [],
    )
  })

  it('refuses documents that are not feeds', () => {
    expectMalformed(() => parse('<html><body>Not a feed</body></html>'))
    expectMalformed(() => parse('<urlset><url><loc>https://x.example/</loc></url></urlset>'))
    expectMalformed(() => parse('{"jobs": []}'))
    expectMalformed(() => parse('<rss><channel><item></rss>'))
    expectMalformed(() => parse('<rss version="2.0"></rss>'))
  })
})
