import { describe, expect, it } from 'vitest'

import { validateListSearch, type ListSearch } from './list-search.ts'
import { parseSearchParams, stringifySearchParams } from './search-params.ts'

/** An address's query as the list reads it: the router's parse, then the route's validation. */
const read = (query: string): ListSearch => validateListSearch(parseSearchParams(query))
/** Only the values given: what the page acts on. */
const given = (search: ListSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))

describe('validateListSearch', () => {
  it('reads the words, the filters and the sort of a shared address', () => {
    expect(
      read(
        '?q=driver+bulawayo&location=bulawayo&category=logistics-transport&type=full-time,contract&pay=shown&posted=7&sort=expiring',
      ),
    ).toEqual({
      q: 'driver bulawayo',
      location: ['bulawayo'],
      category: ['logistics-transport'],
      type: ['full-time', 'contract'],
      pay: 'shown',
      posted: '7',
      sort: 'expiring',
    })
  })

  it('drops unknown and bad values one by one, and never throws', () => {
    expect(
      given(
        read('?location=bulawayo,atlantis,,HARARE&type=forever&pay=hidden&posted=2&sort=random'),
      ),
    ).toEqual({
      location: ['bulawayo', 'harare'],
    })
    expect(given(read('?q=&location=&category=%20&pay='))).toEqual({})
    // "Shows pay" has one value: any other (or its case changed) is no filter.
    expect(given(read('?pay=SHOWN'))).toEqual({})
    expect(read('?pay=shown&pay=hidden').pay).toBe('shown')
    for (const odd of ['?q=%00%01', '?posted=7&posted=30', '?utm_source=whatsapp', '?%E0%A4%A=1']) {
      expect(() => read(odd)).not.toThrow()
    }
    expect(given(read('?utm_source=whatsapp&fbclid=x'))).toEqual({})
  })

  it('takes filters comma-separated or repeated, as a form sends checkboxes, each once', () => {
    expect(read('?location=harare&location=bulawayo,harare').location).toEqual([
      'harare',
      'bulawayo',
    ])
  })

  it('reads the words as the API does: spaces and control characters folded, 200 at most', () => {
    expect(read('?q=+Mine%09%09Surveyor++').q).toBe('Mine Surveyor')
    expect(read(`?q=${'a'.repeat(250)}`).q).toHaveLength(200)
    expect(read('?q=first&q=second').q).toBe('first')
    // a value the router's default parser would have read as JSON stays the words typed
    expect(read('?q=%22123%22').q).toBe('"123"')
  })

  it('reads values the router or a link hands over already split into lists', () => {
    expect(
      validateListSearch({ location: ['bulawayo', 'nowhere'], q: 'nurse', posted: 7 }),
    ).toEqual(expect.objectContaining({ location: ['bulawayo'], q: 'nurse', posted: undefined }))
  })
})

describe('the address round trip', () => {
  it('writes what it reads, so a reload or a shared link opens the same list', () => {
    const address =
      '?q=driver+bulawayo&location=bulawayo,harare&type=contract&pay=shown&posted=30&sort=newest'
    const search = read(address)
    expect(stringifySearchParams(search)).toBe(address)
    expect(read(stringifySearchParams(search))).toEqual(search)
  })

  it('writes a cleaned address for one that held bad values', () => {
    expect(stringifySearchParams(read('?location=harare&location=mars&sort=up&q=+nurse+'))).toBe(
      '?q=nurse&location=harare',
    )
  })
})
