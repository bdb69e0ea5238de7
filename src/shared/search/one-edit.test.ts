import { describe, expect, it } from 'vitest'

import { isOneEditApart } from './one-edit.ts'

describe('isOneEditApart', () => {
  it.each([
    ['acountant', 'accountant'],
    ['accountant', 'acountant'],
    ['accountantt', 'accountant'],
    ['xaccountant', 'accountant'],
    ['accountanx', 'accountant'],
    ['bulawyo', 'bulawayo'],
    ['acocuntant', 'accountant'],
    ['accountnat', 'accountant'],
    ['nusre', 'nurse'],
    ['teachre', 'teacher'],
    ['drivers', 'driver'],
    ['aab', 'abb'],
  ])('%s and %s are one typo apart', (a, b) => {
    expect(isOneEditApart(a, b)).toBe(true)
  })

  it.each([
    ['accountant', 'accountant'],
    ['acountnt', 'accountant'],
    ['bulawayo', 'blawyo'],
    ['teacher', 'taecehr'],
    ['nurse', 'nurses1'],
    ['abcd', 'badc'],
    ['abc', 'cba'],
    ['', 'ab'],
  ])('%s and %s are not', (a, b) => {
    expect(isOneEditApart(a, b)).toBe(false)
  })

  it('agrees with a plain edit distance on every pair of short words', () => {
    const letters = ['a', 'b', 'c']
    const words = ['']
    for (let length = 1; length <= 4; length++)
      for (const word of words.filter((w) => w.length === length - 1))
        for (const letter of letters) words.push(word + letter)
    for (const a of words)
      for (const b of words) expect(isOneEditApart(a, b), `${a} ${b}`).toBe(distance(a, b) === 1)
  })
})

/** Optimal string alignment distance: insertions, deletions, changes and neighbour swaps. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1)
      const row = d[i]
      if (row) row[j] = best
    }
  return at(a.length, b.length)
}
