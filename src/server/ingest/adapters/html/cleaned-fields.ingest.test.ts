/**
 * Cleaned fields on boards that put two facts in one element (agency-boards.ts), served by a
 * local site, read through the guarded fetcher and the html adapter with the entries an operator
 * would write, and compared with what a reader of the page sees. The check tool shows each field
 * before and after its steps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkSource } from '../../check/check-source.ts'
import { formatCheckReport } from '../../check/format-check-report.ts'
import type { SourceOf } from '../../ingest-types.ts'
import { parseSourcesConfig } from '../../sources-config.ts'
import { agencyListingPage, regionalListingPage } from '../../testing/agency-boards.ts'
import {
  respond,
  startLocalSite,
  type LocalSite,
  localSiteFetcher,
} from '../../testing/local-site.ts'
import { htmlAdapter } from './html.ts'

const TIME_ZONE = 'Africa/Harare'
const NOW = Date.parse('2026-11-20T08:00:00Z')

let site: LocalSite

beforeAll(async () => {
  site = await startLocalSite()
  site.routes.set('/jobs/', respond(agencyListingPage()))
  site.routes.set('/search/', respond(regionalListingPage()))
  site.routes.set(
    '/job/production-supervisor-2/',
    respond(`<!doctype html><html><body><main><h1>Production Supervisor</h1>
      <div class="job_description"><p>Supervise the night shift of a snack plant.</p>
      <ul><li>Diploma in Food Science</li><li>Three years on a production floor</li></ul></div>
      <p class="salary-band">Salary: USD 900 - 1,200 per month, plus transport</p>
      </main></body></html>`),
  )
})

afterAll(async () => {
  await site?.close()
})

const fetcher = () => localSiteFetcher()

function htmlSource(entry: Record<string, unknown>): SourceOf<'html'> {
  const [source] = parseSourcesConfig(JSON.stringify([{ kind: 'html', ...entry }]))
  if (source?.kind !== 'html') throw new Error('not an html source')
  return source
}

/** The agency's board as its operator would describe it. */
function agencySource(list: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return htmlSource({
    name: 'thera-consulting',
    url: `${site.origin}/jobs/`,
    company: 'Thera Consulting (recruiting for a client)',
    list: {
      item: 'article.job_listing',
      title: 'h3.job_listing-title',
      link: 'h3 a@href',
      company: {
        select: '.job_listing-company',
        split: ' · ',
        part: 0,
        empty: ['Anonymous company', 'Confidential'],
      },
      location: { select: '.job_listing-location', split: ', ', part: -1 },
      salary: { select: '.job_listing-salary', empty: ['Not stated'] },
      posted: '.job_listing-date',
      description: { select: '.job_listing-excerpt', remove: '\\s*\\[Read more\\]\\(.*\\)$' },
      ...list,
    },
    ...extra,
  })
}

async function read(source: SourceOf<'html'>) {
  return htmlAdapter({ source, fetch: fetcher(), timeZone: TIME_ZONE, now: NOW })
}

describe('an agency card board', () => {
  it('stores each field as a reader of the card understands it', async () => {
    const { jobs } = await read(agencySource())
    expect(
      jobs.map(({ title, company, location, salary }) => [title, company, location, salary]),
    ).toEqual([
      ['Production Supervisor', 'THERA CONSULTING', 'Harare', 'USD 900 - 1,200 per month'],
      ['Credit Controller', 'Thera Consulting (recruiting for a client)', 'Bulawayo', null],
      ['Farm Mechanic', 'Chegutu Estates', 'Chegutu', null],
    ])
    expect(jobs.map((job) => job.datePosted)).toEqual(['2026-11-17', '2026-11-12', '2026-11-13'])
  })

  it("keeps each card's summary as the description, without its Read more link", async () => {
    const { jobs } = await read(agencySource())
    expect(jobs[0]?.description).toBe(
      'Our client, a leading **food processor**, seeks a supervisor for its night shift. Diploma in Food Science required.',
    )
    expect(jobs.every((job) => !job.description.includes('Read more'))).toBe(true)
    // The confidential client's summary says how to apply.
    expect(jobs[1]?.applyInstructions).toContain('cv@thera.example')
  })

  it("gives every card the agency as employer with a fixed value, and the detail page's description wins", async () => {
    const source = agencySource(
      { company: { value: 'Thera Consulting' } },
      { detail: { description: '.job_description' } },
    )
    const { jobs } = await read(source)
    expect(jobs.map((job) => job.company)).toEqual(Array(3).fill('Thera Consulting'))
    expect(jobs[0]?.description).toContain('Supervise the night shift')
    // The other two pages fail (404): their cards' summaries stay.
    expect(jobs[2]?.description).toContain('Maintain tractors')
  })
})

describe('a large regional board', () => {
  it('strips "jobs in Country" and the "Location:" label, and treats Confidential as no employer', async () => {
    const source = htmlSource({
      name: 'regional-board',
      url: `${site.origin}/search/`,
      company: 'An employer the board does not name',
      list: {
        item: '[data-cy=listing-cards-components]',
        title: '[data-cy=listing-title-link]',
        link: 'a[data-cy=listing-title-link]@href',
        company: {
          select: '[data-cy=listing-company]',
          remove: ' jobs in [A-Z][A-Za-z ]+$',
          empty: ['Confidential'],
        },
        location: { select: '[data-cy=listing-location]', remove: '^Location: ' },
        type: '[data-cy=listing-type]',
      },
    })
    const { jobs } = await read(source)
    expect(
      jobs.map(({ company, location, employmentType }) => [company, location, employmentType]),
    ).toEqual([
      ['Jumia Nigeria', 'Lagos', 'Full-time'],
      ['An employer the board does not name', 'Harare', 'Contract'],
      ['Delta Beverages', 'Bulawayo', 'Full-time'],
    ])
  })
})

describe('npm run sources -- check on a cleaned board', () => {
  it('prints each field as the page has it and as it would be stored', async () => {
    const source = agencySource(
      {},
      { detail: { salary: { select: '.salary-band', keep: 'USD [0-9 ,-]+[0-9]' } } },
    )
    const result = await checkSource({ source, fetch: fetcher(), timeZone: TIME_ZONE, now: NOW })
    const lines = formatCheckReport(source, result, TIME_ZONE)
    const from = lines.indexOf('Fields as the page has them → as they would be stored:')
    expect(from).toBeGreaterThan(0)
    expect(lines.slice(from + 1, from + 10)).toEqual([
      '  card 1',
      '    list.title         "Production Supervisor"',
      '    list.company       "THERA CONSULTING · Brasil" → "THERA CONSULTING"',
      '    list.location      "Food Production, Harare" → "Harare"',
      '    list.salary        "USD 900 - 1,200 per month"',
      '    list.posted        "Posted 3 days ago"',
      '    list.link          "/job/production-supervisor-2/"',
      expect.stringMatching(
        /^ {4}list\.description +"Our client, .*\/job\/production-supervisor-2\/\)" → "Our client, .*Food Science required\."$/,
      ),
      '    detail.salary      "Salary: USD 900 - 1,200 per month, plus transport" → "USD 900 - 1,200"',
    ])
    expect(lines).toContain('    list.company       "Anonymous company" → (empty)')
    expect(lines).toContain('    list.salary        "Not stated" → (empty)')
  })
})
