import { describe, expect, it } from 'vitest'

import { DAY_MS } from '#shared/urgency.ts'

import { getNextClassChange, isInFilter } from './job-filter.ts'
import type { JobView } from './job-view.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')
const job = (deadline: number | null) => ({ deadline }) as JobView

describe('isInFilter', () => {
  it('puts jobs in the filters their time left calls for', () => {
    const critical = job(NOW + 2 * DAY_MS)
    const urgent = job(NOW + 4 * DAY_MS)
    const standard = job(NOW + 9 * DAY_MS)
    const open = job(null)
    const closed = job(NOW - 1)
    expect(
      [critical, urgent, standard, open, closed].map((j) => isInFilter(j, 'all', NOW)),
    ).toEqual([true, true, true, true, false])
    expect(isInFilter(critical, 'critical', NOW)).toBe(true)
    expect(isInFilter(urgent, 'critical', NOW)).toBe(false)
    expect(isInFilter(urgent, 'urgent', NOW)).toBe(true)
    expect(isInFilter(open, 'urgent', NOW)).toBe(false)
    expect(isInFilter(closed, 'closed', NOW)).toBe(true)
  })
})

describe('getNextClassChange', () => {
  it('finds the next instant any job expires or crosses the 3- or 5-day line', () => {
    expect(getNextClassChange([job(NOW + 10 * DAY_MS), job(null)], NOW)).toBe(NOW + 5 * DAY_MS)
    expect(getNextClassChange([job(NOW + 4 * DAY_MS)], NOW)).toBe(NOW + DAY_MS)
    expect(getNextClassChange([job(NOW + 2 * DAY_MS), job(NOW + 4 * DAY_MS)], NOW)).toBe(
      NOW + DAY_MS,
    )
    expect(getNextClassChange([job(NOW + 1000)], NOW)).toBe(NOW + 1000)
    expect(getNextClassChange([job(null), job(NOW - 5)], NOW)).toBeNull()
  })
})
