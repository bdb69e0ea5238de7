import { describe, expect, it } from 'vitest'

import {
  describeEmployerRecord,
  describeEmployerVerification,
  getEmployerPageDescription,
  getEmployerPageTitle,
} from './employer-meta.ts'

describe('describeEmployerRecord', () => {
  it('counts adverts since the month first seen, and the reports upheld', () => {
    expect(
      describeEmployerRecord({ adverts: 12, reports_upheld: 0, first_seen: '2026-03-14' }),
    ).toBe('12 adverts since March 2026, no reports upheld')
    expect(
      describeEmployerRecord({ adverts: 1, reports_upheld: 1, first_seen: '2025-12-01' }),
    ).toBe('1 advert since December 2025, 1 report upheld')
    expect(
      describeEmployerRecord({ adverts: 4, reports_upheld: 2, first_seen: '2026-01-31' }),
    ).toBe('4 adverts since January 2026, 2 reports upheld')
  })
})

describe('describeEmployerVerification', () => {
  it('names the domain when verified, and says nothing otherwise', () => {
    expect(describeEmployerVerification({ verified_domain: 'zpc.co.zw' })).toBe(
      'Verified employer: posts from an address at zpc.co.zw',
    )
    expect(describeEmployerVerification({ verified_domain: null })).toBeNull()
  })
})

describe('the page title and description', () => {
  it('name the organisation, its open jobs and its record', () => {
    const employer = {
      name: 'Delta Corporation',
      adverts: 3,
      reports_upheld: 0,
      first_seen: '2026-03-02',
    }
    expect(getEmployerPageTitle(employer)).toBe('Jobs at Delta Corporation | JobsZW')
    expect(getEmployerPageDescription({ ...employer, open: [] })).toBe(
      'Delta Corporation: no open jobs. 3 adverts since March 2026, no reports upheld.',
    )
    expect(getEmployerPageDescription({ ...employer, open: ['one', 'two'] })).toBe(
      'Delta Corporation: 2 open jobs. 3 adverts since March 2026, no reports upheld.',
    )
  })
})
