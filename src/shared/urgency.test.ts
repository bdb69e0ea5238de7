import { describe, expect, it } from 'vitest'

import { DAY_MS, getTimeLeft, getUrgency, HOUR_MS, MINUTE_MS } from './urgency.ts'

const deadline = Date.parse('2026-03-15T21:59:59.999Z')

describe('getUrgency', () => {
  it.each([
    [6 * DAY_MS, 'standard'],
    [5 * DAY_MS + 1, 'standard'],
    [5 * DAY_MS, 'urgent'],
    [3 * DAY_MS + 1, 'urgent'],
    [3 * DAY_MS, 'critical'],
    [1, 'critical'],
    [0, 'closed'],
    [-DAY_MS, 'closed'],
  ])('with %d ms left it is %s', (left, expected) => {
    expect(getUrgency(deadline, deadline - left)).toBe(expected)
  })

  it('is "open" without a deadline', () => {
    expect(getUrgency(null, deadline)).toBe('open')
  })
})

describe('getTimeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = deadline - (2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5_999)
    expect(getTimeLeft(deadline, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('is all zeros once the deadline has passed', () => {
    expect(getTimeLeft(deadline, deadline + 1)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    })
  })
})
