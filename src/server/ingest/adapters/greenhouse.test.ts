import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  testSource,
  TEST_TIME_ZONE as TIME_ZONE,
} from '../testing/adapter-test-kit.ts'
import { startLocalSite, type LocalSite, localSiteFetcher } from '../testing/local-site.ts'
import { greenhouseAdapter, greenhouseListUrl, parseGreenhouse } from './greenhouse.ts'

const BOARD = 'https://boards-api.greenhouse.io/v1/boards/karibasolar/jobs'

function contextFor(url: string, routes: Record<string, string>, requested: string[] = []) {
  const source: SourceOf<'greenhouse'> = {
    name: 'Kariba Solar',
    kind: 'greenhouse',
    url,
    enabled: true,
  }
  return adapterContext(source, fakeFetcher(routes, { requested }))
}

const parse = (body: string) =>
  parseGreenhouse(body, { timeZone: TIME_ZONE, sourceName: 'Kariba Solar' })

describe('greenhouseAdapter', () => {
  it('asks for content=true and reads the whole board', async () => {
    const requested: string[] = []
    const result = await greenhouseAdapter(
      contextFor(BOARD, { [`${BOARD}?content=true`]: fixture('greenhouse.json') }, requested),
    )
    expect(requested).toEqual([`${BOARD}?content=true`])
    expect(result.complete).toBe(true)
    expect(result.jobs.map((job) => job.externalId)).toEqual([
      '4455667',
      '4455700',
      ...['4455710', '4455711', '4455712', '4455713', '4455714', '4455715'],
    ])
    expect(result.warnings).toEqual(['job 3: skipped, 4455701 has no title'])
  })

  it('keeps only the countries asked for, and remote jobs when remote is true', async () => {
    const titles = async (options: Record<string, unknown>) => {
      const source = testSource({ name: 'kariba', kind: 'greenhouse', url: BOARD, ...options })
      const fetch = fakeFetcher({ [`${BOARD}?content=true`]: fixture('greenhouse.json') })
      const result = await greenhouseAdapter(adapterContext(source, fetch))
      return result.jobs.map((job) => job.title)
    }
    // "Harare, Zimbabwe", and "Hwange" (a Zimbabwean town, the country left unsaid); not
    // Toronto, Mexico City, New York, "Remote" or "Remote - Africa".
    expect(await titles({ country: 'Zimbabwe' })).toEqual([
      'Solar Field Engineer',
      'Plant Technician',
    ])
    expect(await titles({ country: 'ZW', remote: true })).toEqual([
      'Solar Field Engineer',
      'Data Analyst',
      'Technical Writer',
      'Plant Technician',
    ])
    expect(await titles({ country: 'Africa' })).toEqual([
      'Solar Field Engineer',
      'Data Analyst',
      'Plant Technician',
      'Regional Sales Manager',
    ])
    expect(await titles({ country: 'Canada, Mexico' })).toEqual([
      'Grid Interconnection Engineer',
      'Gerente de Operaciones',
    ])
    expect(await titles({ remote: true })).toEqual(['Data Analyst', 'Technical Writer'])
  })

  it('maps a job, decoding the escaped HTML content into markdown', () => {
    const [engineer] = parse(fixture('greenhouse.json')).jobs
    expect(engineer).toMatchObject({
      externalId: '4455667',
      title: 'Solar Field Engineer',
      company: 'Kariba Solar Power',
      location: 'Harare, Zimbabwe',
      salary: null,
      employmentType: 'Full-time',
      jobLink: 'https://careers.kariba-solar.example/jobs?gh_jid=4455667',
      applyInstructions: null,
      requirements: null,
      tags: ['Engineering', 'Operations'],
      datePosted: '2026-10-01',
      postedAt: '2026-10-01T12:00:00.000Z',
      expiryTs: null,
      expiryDate: null,
    })
    const description = engineer?.description ?? ''
    expect(description).toMatch(/^### What you will do$/m)
    expect(description).toMatch(/^[-*] +Commission inverters and trackers$/m)
    expect(description).toMatch(/^[-*] +Lead Health & Safety briefings$/m)
    expect(description).not.toMatch(/&lt;|&amp;|<script|alert/)
  })

  it('has no deadline, falls back to updated_at and to the source name', () => {
    const analyst = parse(fixture('greenhouse.json')).jobs[1]
    expect(analyst).toMatchObject({
      title: 'Data Analyst',
      company: 'Kariba Solar',
      location: 'Remote - Africa',
      employmentType: null,
      tags: [],
      datePosted: '2026-10-25',
      postedAt: '2026-10-25T12:00:00.000Z',
      expiryTs: null,
      expiryDate: null,
      description: 'Analyse plant output data.',
    })
  })

  it('refuses answers that are not a Greenhouse jobs list', () => {
    for (const body of ['not json', '{"status":404,"error":"Job not found"}', '[]']) {
      try {
        parse(body)
        throw new Error(`accepted ${body}`)
      } catch (error) {
        expect(error).toBeInstanceOf(IngestError)
        expect(error).toMatchObject({ code: 'malformed' })
      }
    }
  })
})

describe('greenhouseListUrl', () => {
  it('adds content=true, keeping other parameters as written', () => {
    expect(greenhouseListUrl(BOARD)).toBe(`${BOARD}?content=true`)
    expect(greenhouseListUrl(`${BOARD}?content=true`)).toBe(`${BOARD}?content=true`)
    expect(greenhouseListUrl(`${BOARD}?content=false&x=1`)).toBe(`${BOARD}?content=true&x=1`)
    expect(greenhouseListUrl(`${BOARD}?CONTENT&office=Harare%20HQ&dept=R%26D`)).toBe(
      `${BOARD}?content=true&office=Harare%20HQ&dept=R%26D`,
    )
  })
})

describe('greenhouseAdapter against a board that sends content only when asked', () => {
  let site: LocalSite
  beforeAll(async () => {
    site = await startLocalSite()
    const withContent = fixture('greenhouse.json')
    // As Greenhouse does: without content=true, the jobs come without their text.
    const withoutContent = JSON.stringify({
      ...(JSON.parse(withContent) as object),
      jobs: (JSON.parse(withContent) as { jobs: Record<string, unknown>[] }).jobs.map(
        ({ content: _content, departments: _departments, offices: _offices, ...job }) => job,
      ),
    })
    site.routes.set('/v1/boards/karibasolar/jobs', (request, response) => {
      const asked = new URL(request.url ?? '/', 'http://local').searchParams.get('content')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(asked === 'true' ? withContent : withoutContent)
    })
  })
  afterAll(async () => {
    await site?.close()
  })

  it('gets descriptions from a URL written without content=true', async () => {
    const url = `${site.origin}/v1/boards/karibasolar/jobs?per_page=500`
    const source = testSource({ name: 'kariba', kind: 'greenhouse', url })
    const fetch = localSiteFetcher()
    const result = await greenhouseAdapter(adapterContext(source, fetch))
    expect(site.requested).toContain('/v1/boards/karibasolar/jobs?content=true&per_page=500')
    expect(result.jobs).toHaveLength(8)
    expect(result.jobs.every((job) => job.description !== '')).toBe(true)
  })
})
