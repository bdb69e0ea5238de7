import { describe, expect, it } from 'vitest'

import { organisationKey, organisationProbe } from './organisation-name.ts'

describe('organisationKey', () => {
  it('ignores case, punctuation, accents and the legal form', () => {
    const key = organisationKey('Delta Beverages')
    expect(key).toBe('delta beverages')
    for (const name of [
      'Delta Beverages (Pvt) Ltd',
      'DELTA BEVERAGES PRIVATE LIMITED',
      'Delta Beverages (Private) Limited',
      'The Delta Beverages Co.',
      'Délta Beverages, Inc.',
    ])
      expect(organisationKey(name), name).toBe(key)
  })

  it('keeps names that differ apart', () => {
    expect(organisationKey('Delta Gold')).not.toBe(organisationKey('Delta Beverages'))
  })
})

describe('organisationProbe', () => {
  it('is the longest word', () => {
    expect(organisationProbe('zimbabwe power company')).toBe('zimbabwe')
    expect(organisationProbe('')).toBe('')
  })
})
