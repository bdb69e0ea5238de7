import { describe, expect, it } from 'vitest'

import { cleanText, readTextField } from './clean-field.ts'
import type { CleanedField } from './field-spec.ts'
import { compiledPattern as pattern } from '../../testing/compiled-pattern.ts'
import { parseHtml } from './page-selectors.ts'

const field = (steps: Partial<CleanedField>): CleanedField => ({
  select: '.x',
  value: null,
  split: null,
  part: 0,
  remove: null,
  keep: null,
  empty: [],
  ...steps,
})

describe('cleanText', () => {
  it('splits and takes a part, counting from the end when negative', () => {
    expect(cleanText('THERA CONSULTING · Brasil', field({ split: ' · ' }))).toBe('THERA CONSULTING')
    expect(cleanText('Food Production, Harare', field({ split: ',', part: -1 }))).toBe('Harare')
    expect(cleanText('Harare', field({ split: ',', part: -1 }))).toBe('Harare')
    expect(cleanText('Harare', field({ split: ',', part: 1 }))).toBeNull()
  })

  it('removes every match, then keeps the first group (or the whole match)', () => {
    expect(
      cleanText('Jumia Nigeria jobs in Nigeria', field({ remove: pattern(' jobs in .*$') })),
    ).toBe('Jumia Nigeria')
    expect(
      cleanText('Sales · Featured · Urgent', field({ remove: pattern(' · (Featured|Urgent)') })),
    ).toBe('Sales')
    expect(cleanText('Salary: USD 800 per month', field({ keep: pattern('USD [0-9,]+') }))).toBe(
      'USD 800',
    )
    expect(
      cleanText('Based in Mutare (Manicaland)', field({ keep: pattern('in ([A-Z][a-z]+)') })),
    ).toBe('Mutare')
    expect(cleanText('Remote', field({ keep: pattern('(Harare|Bulawayo)') }))).toBeNull()
  })

  it('runs the steps in one order: split, remove, keep, trim, empty', () => {
    const steps = field({
      split: ' | ',
      part: -1,
      remove: pattern('^Location:'),
      keep: pattern('[A-Za-z ]+'),
      empty: ['not stated'],
    })
    expect(cleanText('Ref 12 | Location:  Gweru ', steps)).toBe('Gweru')
    expect(cleanText('Ref 12 | Location: Not Stated', steps)).toBeNull()
  })

  it('treats the empty values as no value, ignoring case and spaces around', () => {
    const placeholders = field({ empty: ['not stated', 'anonymous company', 'n/a'] })
    expect(cleanText('  NOT STATED ', placeholders)).toBeNull()
    expect(cleanText('Anonymous Company', placeholders)).toBeNull()
    expect(cleanText('Not stated yet', placeholders)).toBe('Not stated yet')
  })

  it('gives a fixed value whatever the page has', () => {
    expect(cleanText(null, field({ select: null, value: 'Thera Consulting' }))).toBe(
      'Thera Consulting',
    )
  })
})

describe('readTextField', () => {
  const card = parseHtml('<div><h4 class="co">THERA CONSULTING · Brasil</h4></div>')

  it('reads a plain selector exactly as before, and keeps what the page had beside the cleaned', () => {
    expect(readTextField(card, 'h4.co')).toEqual({
      raw: 'THERA CONSULTING · Brasil',
      value: 'THERA CONSULTING · Brasil',
    })
    expect(readTextField(card, field({ select: 'h4.co', split: ' · ' }))).toEqual({
      raw: 'THERA CONSULTING · Brasil',
      value: 'THERA CONSULTING',
    })
    expect(readTextField(card, field({ select: 'h5' }))).toEqual({ raw: null, value: null })
  })
})
