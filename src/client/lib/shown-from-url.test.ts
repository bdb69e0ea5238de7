import { afterEach, describe, expect, it } from 'vitest'

import { readShown, takeShownFromUrl, withoutShown } from './shown-from-url.ts'

describe('takeShownFromUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('takes the count out of the address, keeping the search, the filters and the rest', () => {
    window.history.replaceState(
      null,
      '',
      '/jobs/all?q=Nurse+Bulawayo&location=bulawayo,harare&shown=24#top',
    )
    expect(takeShownFromUrl()).toBe(24)
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/jobs/all?q=Nurse+Bulawayo&location=bulawayo,harare#top',
    )
  })

  it('has nothing to take from an address without one, or with an empty one', () => {
    window.history.replaceState(null, '', '/about?q=nurse')
    expect(takeShownFromUrl()).toBeNull()
    expect(window.location.search).toBe('?q=nurse')
    window.history.replaceState(null, '', '/?shown=')
    expect(takeShownFromUrl()).toBeNull()
    expect(window.location.search).toBe('')
  })
})

describe('readShown and withoutShown (the server render reads the same)', () => {
  const at = (address: string) => new URL(address, 'http://page.invalid')

  it('reads a count of digits only, and ignores anything else', () => {
    expect(readShown(at('/?shown=44'))).toBe(44)
    expect(readShown(at('/?shown=%2044%20'))).toBe(44)
    expect(readShown(at('/?shown=0'))).toBe(0)
    for (const odd of ['-4', '4.5', '1e3', '0x20', 'abc', '9999999', '24abc', 'Infinity']) {
      expect(readShown(at(`/?shown=${odd}`)), odd).toBeNull()
    }
    expect(withoutShown(at('/jobs/urgent?shown=abc&q=x'))).toBe('/jobs/urgent?q=x')
  })

  it('leaves an address without one exactly as it was, odd encodings included', () => {
    expect(readShown(at('/blog/1?x=%%'))).toBeNull()
    expect(withoutShown(at('/blog/1?x=%%'))).toBe('/blog/1?x=%%')
    expect(withoutShown(at('/?q=a%2Cb'))).toBe('/?q=a%2Cb')
  })
})
