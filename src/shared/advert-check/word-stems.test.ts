import { describe, expect, it } from 'vitest'

import { stem, StemIndex, stemsOf } from './word-stems.ts'

describe('stem', () => {
  it.each([
    ['accounts', 'accounting'],
    ['supermarkets', 'supermarket'],
    ['programme', 'program'],
    ['nurse', 'nursing'],
    ['nurses', 'nurse'],
    ['secretaries', 'secretary'],
    ['engineers', 'engineering'],
    ['organization', 'organisation'],
    ['drivers', 'driver'],
  ])('makes %s and %s one stem', (a, b) => {
    expect(stem(a)).toBe(stem(b))
  })

  it('leaves short words, numbers and words that only look plural', () => {
    expect(['it', 'hr', '2027', 'business', 'status', 'analysis'].map(stem)).toEqual([
      'it',
      'hr',
      '2027',
      'business',
      'status',
      'analysis',
    ])
  })

  it('keeps different roles apart', () => {
    expect(stem('accountant')).not.toBe(stem('accounts'))
    expect(stem('manager')).not.toBe(stem('management'))
  })
})

describe('StemIndex', () => {
  const index = new StemIndex(stemsOf('Baobab Supermarkets is hiring Store Managers in Mutare'))

  it('knows its words and its runs of words', () => {
    expect(index.has(stem('supermarket'))).toBe(true)
    expect(index.hasRun(['baobab', stem('supermarket')])).toBe(true)
    expect(index.hasRun([stem('supermarket'), 'baobab'])).toBe(false)
    expect(index.hasRun([])).toBe(false)
  })

  it('takes prototype keys for words and nothing more', () => {
    const hostile = new StemIndex(stemsOf('__proto__ constructor toString'))
    expect(hostile.has('constructor')).toBe(true)
    expect(hostile.has('hasownproperty')).toBe(false)
    expect(hostile.has('valueof')).toBe(false)
    expect(hostile.hasRun(['proto', 'constructor'])).toBe(true)
  })
})
