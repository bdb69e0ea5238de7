import { afterEach, describe, expect, it } from 'vitest'

import { readSearchFromUrl, takeSearchFromUrl, withoutSearch } from './search-from-url.ts'

describe('takeSearchFromUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('takes the words out of the address, keeping everything else', () => {
    window.history.replaceState(null, '', '/jobs/all?q=+Nurse+Bulawayo+&page=2#top')
    expect(takeSearchFromUrl()).toBe('Nurse Bulawayo')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/jobs/all?page=2#top',
    )
  })

  it('has nothing to take from an address without a search, or an empty one', () => {
    window.history.replaceState(null, '', '/about')
    expect(takeSearchFromUrl()).toBeNull()
    window.history.replaceState(null, '', '/?q=%20%20')
    expect(takeSearchFromUrl()).toBeNull()
    expect(window.location.search).toBe('')
  })

  it('keeps no more than the search box allows', () => {
    window.history.replaceState(null, '', `/?q=${'a'.repeat(500)}`)
    expect(takeSearchFromUrl()).toHaveLength(200)
  })
})

describe('readSearchFromUrl and withoutSearch (the server render reads the same)', () => {
  const at = (address: string) => new URL(address, 'http://page.invalid')

  it('reads the words as the box holds them, and the address without them', () => {
    expect(readSearchFromUrl(at('/about?q=%20Nurse%20&x=1'))).toBe('Nurse')
    expect(withoutSearch(at('/about?q=%20Nurse%20&x=1'))).toBe('/about?x=1')
    expect(readSearchFromUrl(at('/?q=+'))).toBeNull()
    expect(withoutSearch(at('/?q=+'))).toBe('/')
  })

  it('leaves an address with no search exactly as it was, odd encodings included', () => {
    expect(readSearchFromUrl(at('/blog/1?x=%%'))).toBeNull()
    expect(withoutSearch(at('/blog/1?x=%%'))).toBe('/blog/1?x=%%')
  })
})
