import { describe, expect, it } from 'vitest'

import { smallestKeys } from './smallest-keys.ts'

describe('smallestKeys', () => {
  it('answers the smallest keys in order, as a full sort would', () => {
    let state = 3
    const next = () => (state = (state * 48_271) % 2_147_483_647)
    for (const length of [0, 1, 5, 100, 1_000]) {
      const keys = Float64Array.from({ length }, () => next() % 500)
      for (const count of [0, 1, 3, 20, 250, 2_000]) {
        const expected = [...keys].sort((a, b) => a - b).slice(0, count)
        expect([...smallestKeys(keys, count)], `${length} ${count}`).toEqual(expected)
      }
    }
  })

  it('leaves the keys it was given as they were', () => {
    const keys = Float64Array.from([5, 1, 4, 2, 3, 9, 8, 7, 6, 0])
    smallestKeys(keys, 2)
    expect([...keys]).toEqual([5, 1, 4, 2, 3, 9, 8, 7, 6, 0])
  })
})
