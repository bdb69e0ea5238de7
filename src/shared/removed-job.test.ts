import { describe, expect, it } from 'vitest'

import { blankRemovedJob } from './removed-job.ts'
import { makeApiJob } from './testing/job-factory.ts'

describe('blankRemovedJob', () => {
  it('keeps what names the job and blanks every text and reading that could carry the advert', () => {
    const job = makeApiJob({
      title: 'Driver',
      company: 'Acme',
      apply_instructions: 'Pay USD 20 to 0772 000 000',
      caution: 'asks-for-payment',
    })
    expect(blankRemovedJob(job)).toMatchObject({
      title: 'Driver',
      company: 'Acme',
      location: job.location,
      description: '',
      salary: null,
      job_link: null,
      requirements: null,
      apply_instructions: null,
      tags: [],
      pay: null,
      how_to_apply: null,
      caution: null,
      removed: true,
    })
  })
})
