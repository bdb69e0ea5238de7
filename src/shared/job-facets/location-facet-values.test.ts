import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { getLocationLabel, LOCATION_FACET_VALUES, LOCATION_FACETS } from './location-facet.ts'

describe('LOCATION_FACETS', () => {
  it('lists every value, in the same order, as the tuple', () => {
    expect(LOCATION_FACETS.map(({ value }) => value)).toEqual([...LOCATION_FACET_VALUES])
  })

  it('gives the towns, then remote, then other last', () => {
    expect(LOCATION_FACET_VALUES.slice(0, 2)).toEqual(['harare', 'bulawayo'])
    expect(LOCATION_FACET_VALUES.slice(-2)).toEqual(['remote', 'other'])
    expect(LOCATION_FACETS.at(-2)).toEqual({ value: 'remote', label: 'Remote', province: null })
    expect(LOCATION_FACETS.at(-1)).toEqual({ value: 'other', label: 'Other', province: null })
  })

  it('gives each town its label and province', () => {
    expect(LOCATION_FACETS).toContainEqual({
      value: 'victoria-falls',
      label: 'Victoria Falls',
      province: 'Matabeleland North',
    })
    expect(LOCATION_FACETS).toContainEqual({
      value: 'norton',
      label: 'Norton',
      province: 'Mashonaland West',
    })
  })

  it('works as a valibot picklist', () => {
    const schema = v.picklist(LOCATION_FACET_VALUES)
    expect(v.parse(schema, 'mount-darwin')).toBe('mount-darwin')
    expect(v.safeParse(schema, 'atlantis').success).toBe(false)
  })
})

describe('getLocationLabel', () => {
  it.each([
    ['harare', 'Harare'],
    ['victoria-falls', 'Victoria Falls'],
    ['mount-darwin', 'Mount Darwin'],
    ['remote', 'Remote'],
    ['other', 'Other'],
  ])('shows %s as %j', (value, label) => {
    expect(getLocationLabel(value)).toBe(label)
  })

  it('shows a value that is not a facet as it is', () => {
    expect(getLocationLabel('atlantis')).toBe('atlantis')
  })
})
