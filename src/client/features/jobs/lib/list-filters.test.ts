import { describe, expect, it } from 'vitest'

import { validateListSearch, type ListSearch } from '../../../lib/list-search.ts'
import { parseSearchParams, stringifySearchParams } from '../../../lib/search-params.ts'
import { countChosenFilters, withoutFilters, withoutPay } from './list-filters.ts'

const read = (query: string): ListSearch => validateListSearch(parseSearchParams(query))

describe('countChosenFilters', () => {
  it('counts each chosen value, "Shows pay" and the posting date, not the words or the sort', () => {
    expect(countChosenFilters(read('?q=x&sort=newest'))).toBe(0)
    expect(countChosenFilters(read('?location=harare,bulawayo&type=contract&posted=7'))).toBe(4)
    expect(countChosenFilters(read('?pay=shown'))).toBe(1)
    expect(countChosenFilters(read('?location=harare&pay=shown&posted=7'))).toBe(3)
  })
})

describe('withoutPay and withoutFilters', () => {
  it('take "Shows pay" off and keep the rest, or keep only the words and the sort', () => {
    const search = read('?q=driver&location=harare&pay=shown&sort=expiring')
    expect(stringifySearchParams(withoutPay(search))).toBe(
      '?q=driver&location=harare&sort=expiring',
    )
    expect(stringifySearchParams(withoutFilters(search))).toBe('?q=driver&sort=expiring')
  })
})
