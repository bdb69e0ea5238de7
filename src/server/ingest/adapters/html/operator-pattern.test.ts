import { describe, expect, it } from 'vitest'

import { compiledPattern as compiled } from '../../testing/compiled-pattern.ts'
import { cleanText, MAX_CLEANED_TEXT } from './clean-field.ts'
import type { CleanedField } from './field-spec.ts'
import { compileOperatorPattern, MAX_PATTERN_LENGTH, MAX_REMOVALS } from './operator-pattern.ts'

describe('compileOperatorPattern', () => {
  it('compiles the patterns operators write', () => {
    expect(compiled(' jobs in .*$').removeAll('Jumia Nigeria jobs in Nigeria')).toBe(
      'Jumia Nigeria',
    )
    expect(compiled(' · (Featured|Urgent)').removeAll('Sales · Featured · Urgent')).toBe('Sales')
    expect(compiled('(Harare|Bulawayo|Mutare)').firstMatch('Food Production, Harare')).toBe(
      'Harare',
    )
    expect(compiled('USD [0-9]+').firstMatch('Pay: USD 800')).toBe('USD 800')
    expect(compiled('(Harare)?Bulawayo').firstMatch('Bulawayo')).toBe('Bulawayo')
    expect(compiled('Gweru').firstMatch('Harare')).toBeNull()
  })

  it('is case-sensitive unless the pattern says (?i)', () => {
    expect(compiled(' jobs in .*$').removeAll('Jumia JOBS IN Nigeria')).toBe(
      'Jumia JOBS IN Nigeria',
    )
    expect(compiled('(?i) jobs in .*$').removeAll('Jumia JOBS IN Nigeria')).toBe('Jumia')
  })

  it('says why a pattern cannot be used', () => {
    expect(compileOperatorPattern('(Harare')).toEqual({
      problem: expect.stringMatching(/^is not a valid pattern \(missing closing \)/),
    })
    expect(compileOperatorPattern('(a)\\1')).toEqual({
      problem: expect.stringContaining('backreferences'),
    })
    expect(compileOperatorPattern('Harare(?=,)')).toEqual({
      problem: expect.stringContaining('lookaround'),
    })
    expect(compileOperatorPattern('')).toEqual({ problem: 'is an empty pattern' })
    expect(compileOperatorPattern('a'.repeat(MAX_PATTERN_LENGTH + 1))).toEqual({
      problem: `is longer than ${MAX_PATTERN_LENGTH} characters`,
    })
  })

  // JavaScript's own engine takes seconds on `.*.*x` over 2,000 characters and never ends on
  // `(a+)+$` over a few dozen; these run in linear time.
  it('runs catastrophic patterns on long hostile text in linear time', () => {
    const field: CleanedField = {
      select: 'h4',
      value: null,
      split: null,
      part: 0,
      remove: compiled('(a+)+$'),
      keep: compiled('(.*)(.*)(.*)x'),
      empty: [],
    }
    const hostile = `${'a'.repeat(1_000_000)}b`
    const started = performance.now()
    expect(cleanText(hostile, field)).toBeNull()
    // Unclamped too (a description's steps run on up to 50,000 characters).
    expect(compiled('(a+)+$').firstMatch(hostile.slice(-100_000))).toBeNull()
    expect(compiled('(.*)(.*)(.*)x').firstMatch(hostile.slice(-100_000))).toBeNull()
    expect(performance.now() - started).toBeLessThan(1_000)
    // The steps run on the first MAX_CLEANED_TEXT characters only.
    const keepAll = { ...field, remove: null, keep: compiled('a+') }
    expect(cleanText(hostile, keepAll)).toHaveLength(MAX_CLEANED_TEXT)
  })
  // Each search is linear, but this pattern searches to the end of the text for every match.
  it('removes at most MAX_REMOVALS matches, so a search per match stays bounded', () => {
    const started = performance.now()
    const left = compiled('a.*b|a').removeAll('a'.repeat(50_000))
    expect(left).toHaveLength(50_000 - MAX_REMOVALS)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(compiled('x*').removeAll('abxxc')).toBe('abc')
    expect(compiled('é|😀').removeAll('aé😀b')).toBe('ab')
  })
})
