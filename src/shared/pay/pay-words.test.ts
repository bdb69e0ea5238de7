import { describe, expect, it } from 'vitest'

import { wordsAfterSayOtherMoney, wordsBeforeSay } from './pay-words.ts'

describe('wordsBeforeSay', () => {
  it.each([
    ['Salary: ', 'pay'],
    ['We pay ', 'pay'],
    ['Successful candidates earn ', 'pay'],
    ['Sales representative, salary ', 'pay'],
    ['Consultancy fee: ', 'pay'],
    ['Registration fee ', 'other-money'],
    ['Manage a budget of ', 'other-money'],
    ['Company turnover of ', 'other-money'],
    ['Handle cash of ', 'other-money'],
    ['NEC Grade 4 - ', null],
    ['', null],
  ] as const)('reads %j as %s', (clause, said) => {
    expect(wordsBeforeSay(clause)).toBe(said)
  })

  it('looks at the nearest four words only', () => {
    expect(wordsBeforeSay('fees are never charged, you will get ')).toBeNull()
  })
})

describe('wordsAfterSayOtherMoney', () => {
  it.each([' registration fee', ' budget', ' for your application forms', ' for the medical'])(
    'finds other money in %j',
    (clause) => {
      expect(wordsAfterSayOtherMoney(clause)).toBe(true)
    },
  )

  it.each([' + sales commission', ' plus lunch', ' negotiable', ' for the first three months'])(
    'finds none in %j',
    (clause) => {
      expect(wordsAfterSayOtherMoney(clause)).toBe(false)
    },
  )
})
