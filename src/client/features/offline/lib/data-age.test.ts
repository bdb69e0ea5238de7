import { describe, expect, it } from 'vitest'

import { describeDataAge, getOldestShownDataTime } from './data-age.ts'

describe('getOldestShownDataTime', () => {
  it('takes the oldest data that a screen shows', () => {
    expect(
      getOldestShownDataTime([
        { dataUpdatedAt: 300, isActive: true, hasData: true },
        { dataUpdatedAt: 100, isActive: false, hasData: true },
        { dataUpdatedAt: 200, isActive: true, hasData: true },
        { dataUpdatedAt: 0, isActive: true, hasData: false },
      ]),
    ).toBe(200)
  })

  it('is null when nothing is shown', () => {
    expect(getOldestShownDataTime([{ dataUpdatedAt: 5, isActive: false, hasData: true }])).toBe(
      null,
    )
  })
})

describe('describeDataAge', () => {
  it.each([
    [30_000, 'just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [2 * 3_600_000, '2 hours ago'],
    [26 * 3_600_000, '1 day ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%i ms reads "%s"', (age, words) => {
    expect(describeDataAge(age)).toBe(words)
  })
})
