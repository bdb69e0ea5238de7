import { describe, expect, it } from 'vitest'

import { makeJobInput } from '../../testing/job-factory.ts'
import { cleanAdapterResult } from './clean-adapter-result.ts'

const adapterJob = (overrides: Parameters<typeof makeJobInput>[0]) => {
  const { source: _source, isDemo: _demo, ...job } = makeJobInput(overrides)
  return job
}

describe('cleanAdapterResult', () => {
  it('cleans every text field, one-line fields to one line, and keeps the lines of the rest', () => {
    const { jobs } = cleanAdapterResult({
      jobs: [
        adapterJob({
          title: '\u202e Senior\nAccountant\u009b ',
          company: 'Bulawayo\tBrewers\u001b[0m',
          location: '\u2066\u2069',
          salary: null,
          employmentType: 'Full-time\u0007',
          description: 'One\r\n\r\nTwo\u001b[2J\tthree',
          jobLink: 'https://x.example/a\u200e',
          applyInstructions: 'Email hr@x.example\u0085\nor call',
          requirements: '\u202a',
          tags: ['Finance\u202c', '\u061c'],
        }),
      ],
      complete: true,
      warnings: [],
    })
    expect(jobs).toEqual([
      expect.objectContaining({
        title: 'Senior Accountant',
        company: 'Bulawayo Brewers[0m',
        location: null,
        salary: null,
        employmentType: 'Full-time',
        description: 'One\n\nTwo[2J\tthree',
        jobLink: 'https://x.example/a',
        applyInstructions: 'Email hr@x.example\nor call',
        requirements: null,
        tags: ['Finance'],
      }),
    ])
  })

  it('skips a job whose title is nothing but controls, saying so, and cleans the warnings', () => {
    const result = cleanAdapterResult({
      jobs: [
        adapterJob({ externalId: 'x1', title: '\u001b\u202e' }),
        adapterJob({ title: 'Nurse' }),
      ],
      complete: true,
      warnings: ['page 2: no cards match "div\u001b[2J"'],
    })
    expect(result.jobs.map((job) => job.title)).toEqual(['Nurse'])
    expect(result.warnings).toEqual([
      'page 2: no cards match "div[2J"',
      'x1: skipped, its title is only controls',
    ])
  })
})

describe('cleanAdapterResult and tracking parameters', () => {
  it('removes them from the job link, never from the id a link may be', () => {
    const link = 'https://vacancymail.example/job/4411?utm_source=rss&utm_medium=feed&id=4411'
    const { jobs } = cleanAdapterResult({
      jobs: [adapterJob({ externalId: link, jobLink: link })],
      complete: true,
      warnings: [],
    })
    expect(jobs[0]).toMatchObject({
      externalId: link,
      jobLink: 'https://vacancymail.example/job/4411?id=4411',
    })
  })
})
