import { describe, expect, it } from 'vitest'

import type { SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  testSource,
  TEST_TIME_ZONE as TIME_ZONE,
} from '../testing/adapter-test-kit.ts'
import { leverAdapter, leverListUrl, parseLever } from './lever.ts'

const SITE = 'https://api.lever.co/v0/postings/vicfalls-adventures'

function contextFor(url: string, routes: Record<string, string>, requested: string[] = []) {
  const source: SourceOf<'lever'> = {
    name: 'Victoria Falls Adventures',
    kind: 'lever',
    url,
    enabled: true,
  }
  return adapterContext(source, fakeFetcher(routes, { requested }))
}

const parse = (body: string) =>
  parseLever(body, { timeZone: TIME_ZONE, sourceName: 'Victoria Falls Adventures' })

describe('leverAdapter', () => {
  it('asks for mode=json and reads the whole list', async () => {
    const requested: string[] = []
    const result = await leverAdapter(
      contextFor(SITE, { [`${SITE}?mode=json`]: fixture('lever.json') }, requested),
    )
    expect(requested).toEqual([`${SITE}?mode=json`])
    expect(result.complete).toBe(true)
    expect(result.jobs).toHaveLength(7)
    expect(result.warnings).toEqual([
      'posting 3: skipped, 11111111-2222-3333-4444-555555555555 has no title',
    ])
  })

  it('keeps only the countries asked for, and remote jobs when remote is true', async () => {
    const titles = async (options: Record<string, unknown>) => {
      const source = testSource({ name: 'vfa', kind: 'lever', url: SITE, ...options })
      const fetch = fakeFetcher({ [`${SITE}?mode=json`]: fixture('lever.json') })
      const result = await leverAdapter(adapterContext(source, fetch))
      return result.jobs.map((job) => job.title)
    }
    // Victoria Falls (country ZW) and Hwange (no country: a Zimbabwean town); not Toronto,
    // Guadalajara, Denver/Austin, the remote developer or Johannesburg.
    expect(await titles({ country: 'Zimbabwe' })).toEqual([
      'Guest Experience Manager',
      'Safari Guide',
    ])
    expect(await titles({ country: 'zw', remote: true })).toEqual([
      'Guest Experience Manager',
      'Backend Developer (Node.js)',
      'Safari Guide',
    ])
    expect(await titles({ country: 'Africa' })).toEqual([
      'Guest Experience Manager',
      'Safari Guide',
      'Marketing Manager',
    ])
    expect(await titles({ country: 'CA, Mexico, US' })).toEqual([
      'Reservations Agent',
      'Coordinador de Viajes',
      'Partnerships Lead',
    ])
  })

  it('names the employer from the source\'s "company" when one is configured', async () => {
    const context = contextFor(SITE, { [`${SITE}?mode=json`]: fixture('lever.json') })
    const result = await leverAdapter({
      ...context,
      source: { ...context.source, name: 'vfa-lever', company: 'Victoria Falls Adventures Ltd' },
    })
    expect(result.jobs.map((job) => job.company)).toEqual(
      result.jobs.map(() => 'Victoria Falls Adventures Ltd'),
    )
  })

  it('is incomplete when an explicit limit returns a full page', async () => {
    const url = `${SITE}?mode=json&limit=3`
    const result = await leverAdapter(contextFor(url, { [url]: fixture('lever.json') }))
    expect(result.complete).toBe(false)
    expect(result.warnings).toContain('Lever returned a full page of 3; later pages were not read')
  })

  it('maps a posting with lists, salary range and several locations', () => {
    const [manager] = parse(fixture('lever.json')).jobs
    expect(manager).toMatchObject({
      externalId: '7f3c2a10-5b6d-4e8f-9a01-23456789abcd',
      title: 'Guest Experience Manager',
      company: 'Victoria Falls Adventures',
      location: 'Victoria Falls, Zimbabwe; Hwange, Zimbabwe',
      salary: 'USD 800–1,200 per month',
      pay: { min: 800, max: 1200, currency: 'USD', period: 'month' },
      employmentType: 'Full-time',
      jobLink: 'https://jobs.lever.co/vicfalls-adventures/7f3c2a10-5b6d-4e8f-9a01-23456789abcd',
      applyInstructions: null,
      requirements: null,
      tags: ['Guest Experience', 'Operations'],
      // createdAt 1793520000000 = 2026-11-01T08:00:00Z, 10:00 in Harare
      datePosted: '2026-11-01',
      postedAt: '2026-11-01T08:00:00.000Z',
      expiryTs: null,
      expiryDate: null,
    })
    const description = manager?.description ?? ''
    expect(description).toContain('**Zambezi**')
    expect(description).toMatch(/^### Responsibilities$/m)
    expect(description).toMatch(/^[-*] +Manage a team of 12 guides$/m)
    expect(description).toMatch(/^### Requirements$/m)
    expect(description).toMatch(/^[-*] +Diploma in Tourism & Hospitality$/m)
    expect(description).toContain('equal opportunity employer')
    expect(description.indexOf('Responsibilities')).toBeLessThan(description.indexOf('equal'))
  })

  it('uses the plain description when there is no HTML one, and marks remote work', () => {
    const developer = parse(fixture('lever.json')).jobs[1]
    expect(developer).toMatchObject({
      title: 'Backend Developer (Node.js)',
      location: 'Remote',
      employmentType: 'Contract',
      salary: null,
      tags: ['Engineering', 'Technology'],
      datePosted: '2026-10-26',
      expiryTs: null,
      expiryDate: null,
    })
    expect(developer?.description).toContain('Maintain our booking platform.')
    expect(developer?.description).toContain('All work is remote.')
  })

  it('refuses answers that are not a postings list', () => {
    for (const body of ['<html></html>', '{"ok":false,"error":"Document not found"}']) {
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

describe('leverListUrl', () => {
  it('adds mode=json', () => {
    expect(leverListUrl(SITE)).toBe(`${SITE}?mode=json`)
    expect(leverListUrl(`${SITE}?team=Engineering`)).toBe(`${SITE}?team=Engineering&mode=json`)
  })
})
