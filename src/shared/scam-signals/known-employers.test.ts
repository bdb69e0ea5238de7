import { describe, expect, it } from 'vitest'

import { localPartClaimsEmployer, namesKnownEmployer } from './known-employers.ts'

describe('known employers', () => {
  it.each([
    'zimbabwe republic police',
    'zrp',
    'zimbabwe prisons and correctional service (zpcs)',
    'ministry of health and child care',
    'parirenyatwa group of hospitals',
    'mpilo central hospital',
    'econet wireless',
    'delta beverages',
    'delta',
    'ok zimbabwe',
    'cbz bank',
    'stanbic bank zimbabwe',
    'unicef zimbabwe',
    'world vision zimbabwe',
  ])('knows %j', (name) => {
    expect(namesKnownEmployer(name)).toBe(true)
  })

  it.each([
    'tafadzwa hardware',
    'harvest ministry international',
    'delta plumbing',
    'kudzai salon',
  ])('does not know %j', (name) => {
    expect(namesKnownEmployer(name)).toBe(false)
  })

  it.each([
    'zrp.recruitment2025',
    'zrprecruitment',
    'econet.careers.zw',
    'okzimbabwejobs',
    'deltahr',
  ])('reads %j as claiming a known employer', (localPart) => {
    expect(localPartClaimsEmployer(localPart)).toBe(true)
  })

  it.each(['afzal.moyo', 'tafadzwahardware', 'deltaforce99', 'cbzz', 'kudzaisalon'])(
    'does not read %j as claiming one',
    (localPart) => {
      expect(localPartClaimsEmployer(localPart)).toBe(false)
    },
  )
})
