import { afterEach, describe, expect, it } from 'vitest'

import { readListParams, takeListParamsFromUrl, withoutListParams } from './list-params-from-url.ts'

describe('takeListParamsFromUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('takes the search and the count out of the address, keeping everything else', () => {
    window.history.replaceState(null, '', '/jobs/all?q=+Nurse+Bulawayo+&page=2&shown=24#top')
    expect(takeListParamsFromUrl()).toEqual({ search: 'Nurse Bulawayo', shown: 24 })
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/jobs/all?page=2#top',
    )
  })

  it('has nothing to take from an address without them, or with empty ones', () => {
    window.history.replaceState(null, '', '/about')
    expect(takeListParamsFromUrl()).toEqual({ search: null, shown: null })
    window.history.replaceState(null, '', '/?q=%20%20&shown=')
    expect(takeListParamsFromUrl()).toEqual({ search: null, shown: null })
    expect(window.location.search).toBe('')
  })

  it('keeps no more than the search box allows', () => {
    window.history.replaceState(null, '', `/?q=${'a'.repeat(500)}`)
    expect(takeListParamsFromUrl().search).toHaveLength(200)
  })
})

describe('readListParams and withoutListParams (the server render reads the same)', () => {
  const at = (address: string) => new URL(address, 'http://page.invalid')

  it('reads the words as the box holds them, and the address without them', () => {
    expect(readListParams(at('/about?q=%20Nurse%20&x=1')).search).toBe('Nurse')
    expect(withoutListParams(at('/about?q=%20Nurse%20&x=1'))).toBe('/about?x=1')
    expect(readListParams(at('/?q=+')).search).toBeNull()
    expect(withoutListParams(at('/?q=+'))).toBe('/')
  })

  it('reads a count of digits only, and ignores anything else', () => {
    expect(readListParams(at('/?shown=44')).shown).toBe(44)
    expect(readListParams(at('/?shown=%2044%20')).shown).toBe(44)
    expect(readListParams(at('/?shown=0')).shown).toBe(0)
    for (const odd of ['-4', '4.5', '1e3', '0x20', 'abc', '9999999', '24abc', 'Infinity']) {
      expect(readListParams(at(`/?shown=${odd}`)).shown, odd).toBeNull()
    }
    expect(withoutListParams(at('/jobs/urgent?shown=abc&q=x'))).toBe('/jobs/urgent')
  })

  it('leaves an address with neither exactly as it was, odd encodings included', () => {
    expect(readListParams(at('/blog/1?x=%%'))).toEqual({ search: null, shown: null })
    expect(withoutListParams(at('/blog/1?x=%%'))).toBe('/blog/1?x=%%')
  })
})
