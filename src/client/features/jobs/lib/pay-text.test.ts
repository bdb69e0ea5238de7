import { describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import { makeApiJob } from '#shared/testing/job-factory.ts'

import { toJobView } from './job-view.ts'
import { payText } from './pay-text.ts'

describe('payText', () => {
  const PAY = { min: 1200, max: 1500, currency: 'USD', period: 'month' } as const

  it("is the source's words when it has them, as the card shows them", () => {
    const job = makeApiJob({ salary: '$1200 - $1500 pm + commission', pay: PAY })
    expect(payText(toJobView(job))).toBe('$1200 - $1500 pm + commission')
  })

  it('writes the pay the one way when the source gave it only as data', () => {
    expect(payText(toJobView(makeApiJob({ salary: null, pay: PAY })))).toBe(
      'USD 1,200–1,500 a month',
    )
  })

  it("is the source's words when there is no pay as data", () => {
    const job = makeApiJob({ salary: 'Negotiable', pay: null })
    expect(payText(toJobView(job))).toBe('Negotiable')
  })

  it('is null with neither', () => {
    expect(payText(toJobView(makeApiJob({ salary: null, pay: null })))).toBeNull()
  })

  it('reads a job saved before pay was a field', () => {
    const { pay: _pay, ...old } = makeApiJob({ salary: 'USD 500' })
    expect(payText(toJobView(old as ApiJob))).toBe('USD 500')
  })
})
