import { describe, expect, it } from 'vitest'

import { shouldCheckForUpdate, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts'

const due = {
  online: true,
  visible: true,
  updatePending: false,
  lastCheckAt: 0,
  now: UPDATE_CHECK_INTERVAL_MS,
}

describe('shouldCheckForUpdate', () => {
  it('checks once an hour has passed, online and in view', () => {
    expect(shouldCheckForUpdate(due)).toBe(true)
  })

  it.each([
    ['offline', { online: false }],
    ['in a hidden tab', { visible: false }],
    ['while an update is already waiting', { updatePending: true }],
    ['within the hour', { now: UPDATE_CHECK_INTERVAL_MS - 1 }],
  ])('does not check %s', (_, change) => {
    expect(shouldCheckForUpdate({ ...due, ...change })).toBe(false)
  })
})
