import { describe, expect, it } from 'vitest'

import { placeFilter } from './ats-place-filter.ts'

describe('placeFilter', () => {
  it('keeps everything without country or remote', () => {
    expect(placeFilter({})).toBeNull()
  })

  it('matches countries by name or code, Africa as a whole, and remote jobs when asked', () => {
    const zimbabwe = placeFilter({ country: 'Zimbabwe' })
    expect(zimbabwe?.({ countries: ['zw'], remote: false })).toBe(true)
    expect(zimbabwe?.({ countries: [null, 'ZIMBABWE'], remote: false })).toBe(true)
    expect(zimbabwe?.({ countries: ['ZA'], remote: true })).toBe(false)
    const africa = placeFilter({ country: 'Africa', remote: true })
    expect(africa?.({ countries: ['Kenya'], remote: false })).toBe(true)
    expect(africa?.({ countries: ['DE'], remote: true })).toBe(true)
    expect(africa?.({ countries: ['DE'], remote: false })).toBe(false)
    const several = placeFilter({ country: 'zw, Zambia, Portugal' })
    expect(several?.({ countries: ['ZM'], remote: false })).toBe(true)
    expect(several?.({ countries: ['portugal'], remote: false })).toBe(true)
  })
})
