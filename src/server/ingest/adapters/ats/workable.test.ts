import { describe, expect, it } from 'vitest'

import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture,
  testSource,
} from '../../testing/adapter-test-kit.ts'
import { workableAdapter } from './workable.ts'

const URL_1 = 'https://apply.workable.com/api/v1/widget/accounts/kariba-solar'
const source = (extra: Record<string, unknown> = {}) =>
  testSource({ name: 'kariba-solar', kind: 'workable', url: URL_1, ...extra })

async function run(extra: Record<string, unknown> = {}) {
  const requested: string[] = []
  const fetch = fakeFetcher(
    { [`${URL_1}?details=true`]: readAdapterFixture('workable.json') },
    {
      requested,
    },
  )
  return { result: await workableAdapter(adapterContext(source(extra), fetch)), requested }
}

describe('workableAdapter', () => {
  it('maps the widget jobs with descriptions, company from the account, no deadline', async () => {
    const { result, requested } = await run()
    expect(requested).toEqual([`${URL_1}?details=true`])
    expect(result.complete).toBe(true)
    expect(result.warnings).toEqual(['job 4: skipped, NOTITLE001 has no title'])
    expect(result.jobs.map((job) => job.externalId)).toEqual([
      'A1B2C3D4E5',
      'F6G7H8J9K0',
      'L1M2N3P4Q5',
    ])
    expect(result.jobs[0]).toEqual({
      externalId: 'A1B2C3D4E5',
      title: 'Field Technician',
      company: 'Kariba Solar Ltd',
      location: 'Kariba, Mashonaland West, Zimbabwe',
      salary: null,
      employmentType: 'Full-time',
      description: 'Install and service solar home systems.\n\n- Class 4 licence',
      jobLink: 'https://apply.workable.com/j/A1B2C3D4E5',
      applyInstructions: null,
      requirements: null,
      tags: ['Operations', 'Engineering', 'Renewables & Environment'],
      datePosted: '2026-10-28',
      postedAt: null,
      expiryTs: null,
      expiryDate: null,
    })
    expect(result.jobs[1]).toMatchObject({
      location: 'Remote (Cape Town, Western Cape, South Africa)',
      employmentType: 'Contract',
    })
  })

  it('keeps only the countries asked for, and remote jobs when remote is true', async () => {
    const titles = async (extra: Record<string, unknown>) =>
      (await run(extra)).result.jobs.map((job) => job.title)
    expect(await titles({ country: 'Zimbabwe' })).toEqual(['Field Technician'])
    expect(await titles({ country: 'ZW', remote: true })).toEqual([
      'Field Technician',
      'Customer Support Agent',
    ])
    expect(await titles({ country: 'Africa' })).toEqual([
      'Field Technician',
      'Customer Support Agent',
    ])
    expect(await titles({ company: 'Kariba Solar' })).toHaveLength(3)
  })
})
