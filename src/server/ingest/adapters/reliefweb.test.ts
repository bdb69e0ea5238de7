import { describe, expect, it } from 'vitest'

import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  TEST_TIME_ZONE as TIME_ZONE,
  testSource,
} from '../testing/adapter-test-kit.ts'
import { buildReliefWebUrl, parseReliefWeb, reliefWebAdapter } from './reliefweb.ts'

const API = 'https://api.reliefweb.int/v2/jobs'

function sourceWith(options: Record<string, unknown> = {}) {
  return testSource({
    name: 'reliefweb-zimbabwe',
    kind: 'reliefweb',
    url: API,
    appname: 'jobs-zw-test',
    ...options,
  })
}

/** A switched-off source without an appname: one that `npm run sources -- check` may still run. */
const WITHOUT_APPNAME = { appname: undefined, enabled: false }

function contextFor(body: string, requested: string[] = [], options: Record<string, unknown> = {}) {
  // Serves `body` for any URL under the ReliefWeb jobs endpoint.
  const serve = (url: string) => (url.startsWith(`${API}?`) ? body : undefined)
  return adapterContext(sourceWith(options), fakeFetcher(serve, { requested }))
}

const parse = (body: string) => parseReliefWeb(body, { timeZone: TIME_ZONE })

/** The IngestError `run` throws; fails the test when it throws nothing or something else. */
function caught(run: () => unknown): IngestError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError)
    return error as IngestError
  }
  throw new Error('expected an IngestError')
}

describe('reliefWebAdapter', () => {
  it('asks for Zimbabwe jobs with the appname, fields, limit and sort in a GET URL', async () => {
    const requested: string[] = []
    await reliefWebAdapter(contextFor(fixture('reliefweb.json'), requested))
    expect(requested).toHaveLength(1)
    const url = new URL(requested[0] ?? '')
    expect(url.origin + url.pathname).toBe(API)
    expect(url.searchParams.get('appname')).toBe('jobs-zw-test')
    expect(url.searchParams.get('filter[field]')).toBe('country.name')
    expect(url.searchParams.get('filter[value]')).toBe('Zimbabwe')
    expect(url.searchParams.get('limit')).toBe('1000')
    expect(url.searchParams.getAll('sort[]')).toEqual(['date.created:desc'])
    expect(url.searchParams.getAll('fields[include][]')).toEqual(
      expect.arrayContaining([
        'title',
        'body-html',
        'date.created',
        'date.closing',
        'source.name',
        'country.name',
        'city.name',
        'type.name',
        'career_categories.name',
        'url',
        'url_alias',
        'how_to_apply-html',
      ]),
    )
  })

  it('maps the jobs, skips one without a title and reads the whole listing', async () => {
    const result = await reliefWebAdapter(contextFor(fixture('reliefweb.json')))
    expect(result.complete).toBe(true)
    expect(result.warnings).toEqual(['job 3: skipped, 4123377 has no title'])
    expect(result.jobs.map((job) => job.externalId)).toEqual(['4123401', '4123388'])
  })

  it('maps a job with a closing date to the closing day, with how to apply', () => {
    const [officer] = parse(fixture('reliefweb.json')).jobs
    expect(officer).toMatchObject({
      externalId: '4123401',
      title: 'WASH Programme Officer',
      company: 'Zimbabwe Rural Water Trust',
      location: 'Masvingo, Chivi, Zimbabwe',
      salary: null,
      employmentType: null,
      jobLink: 'https://reliefweb.int/job/4123401/wash-programme-officer',
      requirements: null,
      tags: ['Program/Project Management', 'Logistics/Procurement'],
      datePosted: '2026-10-20',
      postedAt: '2026-10-20T10:15:00.000Z',
      // "2026-11-27T00:00:00+00:00" is a closing day, not 02:00 in Harare
      expiryTs: null,
      expiryDate: '2026-11-27',
    })
    expect(officer?.description).toMatch(/^### Key duties$/m)
    expect(officer?.description).toMatch(/^[-*] +Supervise borehole rehabilitation$/m)
    expect(officer?.applyInstructions).toContain('recruitment@zrwt.example')
    expect(officer?.applyInstructions).toContain('WASH-PO-2026')
  })

  it('uses the markdown body, the url and a deadline from the text when there is no closing date', () => {
    const consultancy = parse(fixture('reliefweb.json')).jobs[1]
    expect(consultancy).toMatchObject({
      externalId: '4123388',
      company: 'Harare Urban Resilience Network',
      location: 'Zimbabwe',
      employmentType: 'Contract',
      jobLink: 'https://reliefweb.int/node/4123388',
      applyInstructions: null,
      tags: ['Monitoring and Evaluation'],
      expiryTs: null,
      expiryDate: '2026-12-05',
      description: 'Baseline survey in Epworth and Chitungwiza.\n\nDeadline: 5 December 2026',
    })
  })

  it('is incomplete when ReliefWeb holds more jobs than it returned', () => {
    const document = JSON.parse(fixture('reliefweb.json')) as Record<string, unknown>
    const parsed = parse(JSON.stringify({ ...document, totalCount: 1500 }))
    expect(parsed.complete).toBe(false)
    expect(parsed.warnings).toContain('ReliefWeb holds 1500 matching jobs; this response carries 3')
  })

  it('refuses answers that are not a ReliefWeb jobs list', () => {
    for (const body of ['<html>403</html>', '{"error":{"message":"Missing appname"}}', '[]']) {
      expect(caught(() => parse(body))).toMatchObject({ code: 'malformed' })
    }
    const error = caught(() =>
      parse('{"error":{"message":"You are not using an approved appname"}}'),
    )
    expect(error.message).toContain('You are not using an approved appname')
  })
})

describe('buildReliefWebUrl', () => {
  it('needs an appname', () => {
    const missing = caught(() => buildReliefWebUrl(sourceWith(WITHOUT_APPNAME)))
    expect(missing).toMatchObject({ code: 'malformed' })
    expect(missing.message).toMatch(/configure "appname"/)
    const blank = sourceWith({ ...WITHOUT_APPNAME, appname: '  ' })
    expect(caught(() => buildReliefWebUrl(blank))).toMatchObject({
      code: 'malformed',
    })
  })

  it('makes the adapter fail before fetching anything', async () => {
    const requested: string[] = []
    await expect(
      reliefWebAdapter(contextFor(fixture('reliefweb.json'), requested, WITHOUT_APPNAME)),
    ).rejects.toMatchObject({ code: 'malformed' })
    expect(requested).toEqual([])
  })

  it('takes the country option and keeps a filter the URL already has', () => {
    const country = new URL(buildReliefWebUrl(sourceWith({ country: 'Zambia' })))
    expect(country.searchParams.get('filter[value]')).toBe('Zambia')

    const custom = new URL(
      buildReliefWebUrl(
        sourceWith({ url: `${API}?filter[field]=country.iso3&filter[value]=ZWE&limit=50` }),
      ),
    )
    expect(custom.searchParams.get('filter[field]')).toBe('country.iso3')
    expect(custom.searchParams.get('filter[value]')).toBe('ZWE')
    expect(custom.searchParams.get('limit')).toBe('50')
  })

  it('accepts an appname already in the URL', () => {
    const url = new URL(
      buildReliefWebUrl(sourceWith({ ...WITHOUT_APPNAME, url: `${API}?appname=from-url` })),
    )
    expect(url.searchParams.get('appname')).toBe('from-url')
  })
})
