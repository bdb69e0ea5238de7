import { describe, expect, it } from 'vitest'

import type { SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  TEST_TIME_ZONE as TIME_ZONE,
} from '../testing/adapter-test-kit.ts'
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
    expect(result.jobs.map((job) => job.externalId)).toEqual(['4455667', '4455700'])
    expect(result.warnings).toEqual(['job 3: skipped, 4455701 has no title'])
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
  it('adds content=true, keeping other parameters', () => {
    expect(greenhouseListUrl(`${BOARD}?content=true`)).toBe(`${BOARD}?content=true`)
    expect(greenhouseListUrl(`${BOARD}?content=false&x=1`)).toBe(`${BOARD}?content=true&x=1`)
  })
})
