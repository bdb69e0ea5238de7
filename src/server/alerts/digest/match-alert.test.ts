import { describe, expect, it } from 'vitest'

import { makeCandidateJob } from './candidate-factory.ts'
import type { CandidateJob } from './digest-candidates.repo.ts'
import { matchAlert, MAX_DIGEST_JOBS, type AlertSearchFields } from './match-alert.ts'

const NOW = Date.parse('2026-11-30T05:00:00Z')
const DAY = 86_400_000
const candidate = makeCandidateJob

const search = (overrides: Partial<AlertSearchFields> = {}): AlertSearchFields => ({
  q: null,
  location: [],
  category: [],
  type: [],
  pay: null,
  ...overrides,
})

const titles = (jobs: CandidateJob[]) => jobs.map((job) => job.title)

describe('matchAlert', () => {
  it('finds what the site search finds: every word, a typo forgiven, the filters', () => {
    const jobs = [
      candidate({ title: 'Heavy Truck Driver', location: 'Bulawayo' }),
      candidate({ title: 'Truck Driver', location: 'Harare' }),
      candidate({ title: 'Delivery Drivr', location: 'BYO' }),
      candidate({ title: 'Driver', location: 'Bulawayo', employment_type: 'Contract' }),
      candidate({ title: 'Accounts Clerk', location: 'Bulawayo' }),
    ]
    const found = matchAlert(search({ q: 'driver', location: ['bulawayo'] }), jobs, NOW)
    expect(titles(found.jobs).sort()).toEqual(['Delivery Drivr', 'Driver', 'Heavy Truck Driver'])
    expect(found.total).toBe(3)
    const contracts = matchAlert(
      search({ q: 'driver', location: ['bulawayo'], type: ['contract'] }),
      jobs,
      NOW,
    )
    expect(titles(contracts.jobs)).toEqual(['Driver'])
  })

  it('sends an alert with "Shows pay" only the jobs that state their pay', () => {
    const usd = { min: 600, max: 600, currency: 'USD', period: 'month' } as const
    const jobs = [
      candidate({ title: 'Truck Driver', pay: usd }),
      candidate({ title: 'Bus Driver', pay: null }),
      candidate({ title: 'Delivery Driver', location: 'Bulawayo', pay: usd }),
      candidate({ title: 'Accounts Clerk', pay: usd }),
    ]
    const paid = matchAlert(search({ q: 'driver', pay: 'shown' }), jobs, NOW)
    expect(titles(paid.jobs).sort()).toEqual(['Delivery Driver', 'Truck Driver'])
    expect(paid.total).toBe(2)
    const inBulawayo = search({ q: 'driver', location: ['bulawayo'], pay: 'shown' })
    expect(titles(matchAlert(inBulawayo, jobs, NOW).jobs)).toEqual(['Delivery Driver'])
    expect(matchAlert(search({ q: 'driver' }), jobs, NOW).total).toBe(3)
  })

  it('takes every candidate for an alert with no words and no filters', () => {
    const jobs = [candidate(), candidate(), candidate()]
    expect(matchAlert(search(), jobs, NOW).total).toBe(3)
  })

  it('puts the job closing soonest first and open-until-filled jobs last', () => {
    const jobs = [
      candidate({ title: 'Open', deadline_ms: null }),
      candidate({ title: 'In a week', deadline_ms: NOW + 7 * DAY }),
      candidate({ title: 'Tomorrow', deadline_ms: NOW + DAY }),
    ]
    expect(titles(matchAlert(search({ q: 'payments' }), jobs, NOW).jobs)).toEqual([
      'Tomorrow',
      'In a week',
      'Open',
    ])
  })

  it(`keeps the ${MAX_DIGEST_JOBS} closing soonest and counts the rest`, () => {
    const jobs = Array.from({ length: 25 }, (_, at) =>
      candidate({ title: `Clerk ${at}`, deadline_ms: NOW + (25 - at) * DAY }),
    )
    const found = matchAlert(search(), jobs, NOW)
    expect(found.total).toBe(25)
    expect(found.jobs).toHaveLength(MAX_DIGEST_JOBS)
    expect(found.jobs[0]?.title).toBe('Clerk 24')
  })

  it('finds nothing among no candidates', () => {
    expect(matchAlert(search({ q: 'driver' }), [], NOW)).toEqual({ jobs: [], total: 0 })
  })
})
