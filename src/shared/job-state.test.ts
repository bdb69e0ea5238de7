import { describe, expect, it } from 'vitest'

import { isOpen, stateOfStatus } from './job-state.ts'

const NOW = Date.parse('2026-11-21T10:00:00Z')

describe('job states', () => {
  it('maps the API status values to open and closed', () => {
    expect(stateOfStatus).toEqual({ active: 'open', expired: 'closed' })
  })

  it('is open while listed and before its deadline, or with none', () => {
    expect(isOpen({ withdrawn: false, deadline: null }, NOW)).toBe(true)
    expect(isOpen({ withdrawn: false, deadline: NOW + 1 }, NOW)).toBe(true)
  })

  it('is closed at its deadline, or once its source withdrew it', () => {
    expect(isOpen({ withdrawn: false, deadline: NOW }, NOW)).toBe(false)
    expect(isOpen({ withdrawn: true, deadline: null }, NOW)).toBe(false)
  })
})
