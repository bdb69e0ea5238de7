import { describe, expect, it } from 'vitest'

import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture,
  testSource,
} from '../../testing/adapter-test-kit.ts'
import { ashbyAdapter } from './ashby.ts'

const URL_1 = 'https://api.ashbyhq.com/posting-api/job-board/example-fintech'
const LIST = `${URL_1}?includeCompensation=true`

async function run(extra: Record<string, unknown> = {}) {
  const source = testSource({
    name: 'example-fintech',
    kind: 'ashby',
    url: URL_1,
    company: 'Example Fintech',
    ...extra,
  })
  return ashbyAdapter(
    adapterContext(source, fakeFetcher({ [LIST]: readAdapterFixture('ashby.json') })),
  )
}

describe('ashbyAdapter', () => {
  it('maps listed jobs with pay, type, places and teams; unlisted ones are left out', async () => {
    const result = await run()
    expect(result).toMatchObject({ complete: true, warnings: [] })
    expect(result.jobs.map((job) => job.title)).toEqual([
      'Mobile Money Agent Network Lead',
      'Senior Backend Engineer',
      'Office Manager',
    ])
    expect(result.jobs[0]).toEqual({
      externalId: '6c1f0e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      title: 'Mobile Money Agent Network Lead',
      company: 'Example Fintech',
      location: 'Harare, Zimbabwe; Bulawayo',
      salary: '$1.8K - $2.4K',
      employmentType: 'Full-time',
      description: 'Grow our agent network across **Zimbabwe**.',
      jobLink: 'https://jobs.ashbyhq.com/example-fintech/6c1f0e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      applyInstructions: null,
      requirements: null,
      tags: ['Operations', 'Field Sales'],
      datePosted: '2026-10-20',
      postedAt: '2026-10-20T09:30:00.000Z',
      expiryTs: null,
      expiryDate: null,
    })
    expect(result.jobs[1]?.location).toBe('Remote - Africa')
    expect(result.jobs[2]?.employmentType).toBe('Part-time')
  })

  it('filters by country and remote', async () => {
    const titles = async (extra: Record<string, unknown>) =>
      (await run(extra)).jobs.map((job) => job.title)
    expect(await titles({ country: 'Zimbabwe' })).toEqual(['Mobile Money Agent Network Lead'])
    expect(await titles({ remote: true })).toEqual(['Senior Backend Engineer'])
    expect(await titles({ country: 'Germany' })).toEqual(['Office Manager'])
  })

  it('refuses an answer without a jobs list', async () => {
    const source = testSource({ name: 'x', kind: 'ashby', url: URL_1 })
    await expect(
      ashbyAdapter(adapterContext(source, fakeFetcher({ [LIST]: '{"error":"not found"}' }))),
    ).rejects.toThrow('Ashby answered without a "jobs" list')
  })
})
