import { describe, expect, it } from 'vitest'

import type { RememberedDetail } from '../../ingest-types.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture,
  testSource,
} from '../../testing/adapter-test-kit.ts'
import { smartRecruitersAdapter } from './smartrecruiters.ts'

const URL_1 = 'https://api.smartrecruiters.com/v1/companies/ExampleBeverages/postings'
const LIST = `${URL_1}?limit=100&offset=0`
const DETAIL = `${URL_1}/744000012345678`

const source = (extra: Record<string, unknown> = {}) =>
  testSource({ name: 'example-beverages', kind: 'smartrecruiters', url: URL_1, ...extra })

function serve(requested: string[]) {
  return fakeFetcher(
    {
      [LIST]: readAdapterFixture('smartrecruiters-postings.json'),
      [DETAIL]: readAdapterFixture('smartrecruiters-posting.json'),
    },
    { requested },
  )
}

describe('smartRecruitersAdapter', () => {
  it('reads the postings and each posting’s job ad; a detail that fails keeps the posting', async () => {
    const requested: string[] = []
    const result = await smartRecruitersAdapter(adapterContext(source(), serve(requested)))
    expect(requested).toEqual([
      LIST,
      DETAIL,
      `${URL_1}/744000012345679`,
      `${URL_1}/744000012345680`,
    ])
    expect(result.complete).toBe(true)
    expect(result.jobs).toHaveLength(3)
    expect(result.jobs[0]).toMatchObject({
      externalId: '744000012345678',
      title: 'Area Sales Manager',
      company: 'Example Beverages Zimbabwe',
      location: 'Masvingo, Masvingo Province, ZW',
      employmentType: 'Full-time',
      jobLink:
        'https://jobs.smartrecruiters.com/ExampleBeverages/744000012345678-area-sales-manager',
      tags: ['Sales', 'Food & Beverages'],
      datePosted: '2026-10-21',
      expiryTs: null,
      expiryDate: null,
    })
    expect(result.jobs[0]?.description).toBe(
      [
        '### Job Description',
        '',
        'Lead the route-to-market team in the south.',
        '',
        '### Qualifications',
        '',
        '- Degree in marketing',
        '',
        '### Additional Information',
        '',
        'Company vehicle provided.',
        '',
        '### Company Description',
        '',
        'We brew and bottle.',
      ].join('\n'),
    )
    expect(result.jobs[2]).toMatchObject({ location: 'Remote (Amsterdam, NL)', description: '' })
    expect(result.warnings).toHaveLength(2)
  })

  it('filters by country before reading details, and reuses remembered details', async () => {
    const requested: string[] = []
    const remembered = new Map<string, RememberedDetail>()
    const context = adapterContext(source({ country: 'Zimbabwe' }), serve(requested))
    const details = {
      recall: async () => remembered,
      remember: (id: string, detail: RememberedDetail) => void remembered.set(id, detail),
    }
    const first = await smartRecruitersAdapter({ ...context, details })
    expect(first.jobs.map((job) => job.title)).toEqual(['Area Sales Manager'])
    expect(requested).toEqual([LIST, DETAIL])
    requested.length = 0
    const second = await smartRecruitersAdapter({ ...context, details })
    expect(requested).toEqual([LIST])
    expect(second.jobs[0]?.description).toContain('Lead the route-to-market team')
  })
})
