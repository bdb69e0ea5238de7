import { describe, expect, it } from 'vitest'

import { normalizeSearch } from './search-text.ts'

describe('normalizeSearch', () => {
  it('folds spaces, tabs, line breaks and control characters into one space', () => {
    expect(normalizeSearch('  Nurse \t\tHarare\r\n ')).toBe('Nurse Harare')
    expect(normalizeSearch('a\u0000b\u007fc\u001fd')).toBe('a b c d')
    expect(normalizeSearch('nurse   aid')).toBe('nurse aid')
  })

  it('folds C1 controls into a space and drops bidi controls, which are never part of a word', () => {
    expect(normalizeSearch('nurse\u009b31maid')).toBe('nurse 31maid')
    expect(normalizeSearch('\u202enur\u2066se\u200f aid\u061c')).toBe('nurse aid')
  })

  it('keeps every other character, and gives nothing for blanks', () => {
    expect(normalizeSearch("O'Brien C#; .NET Ndebele–Shona")).toBe("O'Brien C#; .NET Ndebele–Shona")
    expect(normalizeSearch(' \t\n')).toBe('')
  })
})
