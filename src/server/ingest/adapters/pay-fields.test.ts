/**
 * The shared readers of structured pay (#shared/pay/structured-pay.ts) on the sources' own
 * fixtures: the JSON-LD pages' baseSalary, Lever's salaryRange and WP Job Manager's salary meta
 * as its REST API gives them. The JSON-LD and Lever adapters hand the result over as the job's
 * `pay` (their own tests check it); the salary line stays the source's words.
 */
import { describe, expect, it } from 'vitest'

import {
  payFromBaseSalary,
  payFromJobManager,
  payFromLeverSalary,
} from '#shared/pay/structured-pay.ts'

import { extractJsonLdBlocks, findJobPostings } from '../normalise/json-ld.ts'
import { readAdapterFixture as fixture } from '../testing/adapter-test-kit.ts'

const month = (min: number, max: number, currency = 'USD') => ({
  min,
  max,
  currency,
  period: 'month',
})

function records(json: string): Record<string, unknown>[] {
  return JSON.parse(json) as Record<string, unknown>[]
}

describe('pay from the sources fixtures', () => {
  it.each([
    ['job-page-1.html', month(800, 1200)],
    ['job-page-2.html', month(950, 950)],
  ])('reads the baseSalary of %s', (page, expected) => {
    const [posting] = findJobPostings(extractJsonLdBlocks(fixture(page)))
    expect(payFromBaseSalary(posting?.baseSalary)).toEqual(expected)
  })

  it("reads Lever's salaryRange, and no pay for a posting without one", () => {
    const postings = records(fixture('lever.json'))
    expect(postings.map((posting) => payFromLeverSalary(posting.salaryRange))).toEqual([
      month(800, 1200),
      ...Array<null>(7).fill(null),
    ])
  })

  it("reads WP Job Manager's salary, currency and unit", () => {
    const listings = records(fixture('wp-job-manager-listings.json'))
    expect(
      listings.map((listing) => payFromJobManager(listing.meta as Record<string, unknown>)),
    ).toEqual([month(1200, 1500), month(4500, 4500, 'ZiG'), null])
  })
})
