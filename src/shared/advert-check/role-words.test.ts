import { describe, expect, it } from 'vitest'

import { matchRole, toRoleWords } from './role-words.ts'
import { StemIndex, stemsOf } from './word-stems.ts'

const role = (advert: string, title: string) =>
  matchRole(new StemIndex(stemsOf(advert)), toRoleWords(title))

describe('toRoleWords', () => {
  it('takes the meaningful words outside brackets, and needs more than half of them', () => {
    expect(toRoleWords('Driver (Class 2)')).toMatchObject({ words: ['driver'], needed: 1 })
    expect(toRoleWords('Monitoring and Evaluation Officer')).toMatchObject({ needed: 2 })
    expect(toRoleWords('Relationship Manager - SME Banking').needed).toBe(3)
    expect(toRoleWords('(Vacancy)').words).toEqual([])
  })
})

describe('matchRole', () => {
  it('matches "Accounting Clerk" to "Accounts Clerk", words in any order', () => {
    expect(role('ACCOUNTING CLERK WANTED', 'Accounts Clerk')).toMatchObject({
      matches: true,
      share: 1,
    })
    expect(
      role('SME relationship manager, banking', 'Relationship Manager - SME Banking').matches,
    ).toBe(true)
  })

  it('needs more than half of the words', () => {
    expect(role('a clerk for our shop', 'Accounts Clerk')).toMatchObject({
      matches: false,
      share: 0.5,
    })
    expect(role('sales executive', 'Sales Executive - Enterprise Connectivity').matches).toBe(false)
  })

  it('matches either role of a title naming two', () => {
    expect(role('merchandisers wanted', 'Sales Representative / Merchandiser').matches).toBe(true)
    expect(role('sales representatives', 'Sales Representative / Merchandiser').matches).toBe(true)
    expect(role('sales team', 'Sales Representative / Merchandiser').matches).toBe(false)
  })

  it('finds words as forwards shorten them, or run together', () => {
    expect(role('Med Lab Scientist', 'Medical Laboratory Scientist').share).toBe(1)
    expect(role('Snr Accts Clerk', 'Senior Accounts Clerk').share).toBe(1)
    expect(role('underground shiftboss', 'Underground Shift Boss').share).toBe(1)
    // a short form stands for its word only
    expect(role('lab', 'Laboratory Technician').found).toBe(1)
    expect(role('co-op', 'Coordinator').found).toBe(0)
  })
})
