import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { getCategoryLabel, JOB_CATEGORIES, JOB_CATEGORY_VALUES } from './categories.ts'

describe('job categories', () => {
  it('are exactly the agreed values, "other" last', () => {
    expect(JOB_CATEGORY_VALUES).toEqual([
      'accounting-finance',
      'admin-office',
      'agriculture',
      'construction-engineering',
      'customer-service',
      'education',
      'health',
      'hospitality-tourism',
      'ict',
      'legal',
      'logistics-transport',
      'manufacturing',
      'marketing-sales',
      'mining',
      'ngo-development',
      'security',
      'other',
    ])
  })

  it('list every value with its label, in the same order', () => {
    expect(JOB_CATEGORIES.map(({ value }) => value)).toEqual([...JOB_CATEGORY_VALUES])
    for (const { value, label } of JOB_CATEGORIES) expect(getCategoryLabel(value)).toBe(label)
  })

  it.each([
    ['accounting-finance', 'Accounting & Finance'],
    ['admin-office', 'Admin & Office'],
    ['ict', 'ICT & Tech'],
    ['ngo-development', 'NGO & Development'],
    ['other', 'Other'],
  ])('shows %s as %j', (value, label) => {
    expect(getCategoryLabel(value)).toBe(label)
  })

  it('shows a value that is not a category as it is', () => {
    expect(getCategoryLabel('astronaut')).toBe('astronaut')
    expect(getCategoryLabel('toString')).toBe('toString')
  })

  it('work as a valibot picklist', () => {
    expect(v.safeParse(v.picklist(JOB_CATEGORY_VALUES), 'mining').success).toBe(true)
    expect(v.safeParse(v.picklist(JOB_CATEGORY_VALUES), 'Mining').success).toBe(false)
  })
})
