import { describe, expect, it } from 'vitest'

import { parseSearchParams, stringifySearchParams } from './search-params.ts'

describe('parseSearchParams', () => {
  it('reads every value as the text it is, never as JSON', () => {
    expect(parseSearchParams('?q=%22123%22&posted=7&x=true')).toEqual({
      q: '"123"',
      posted: '7',
      x: 'true',
    })
    expect(parseSearchParams('q=driver+bulawayo')).toEqual({ q: 'driver bulawayo' })
  })

  it('reads a parameter given more than once (a form’s checkboxes) as the list of its values', () => {
    expect(parseSearchParams('?location=harare&location=bulawayo&q=a')).toEqual({
      location: ['harare', 'bulawayo'],
      q: 'a',
    })
  })

  it('takes a parameter named like an object’s own properties as a parameter', () => {
    const search = parseSearchParams('?__proto__=x&constructor=y')
    expect(search.__proto__).toBe('x')
    expect(Object.keys(search)).toEqual(['__proto__', 'constructor'])
  })
})

describe('stringifySearchParams', () => {
  it('writes lists comma-separated, spaces as +, and leaves out what is empty or absent', () => {
    expect(
      stringifySearchParams({
        q: 'driver bulawayo',
        location: ['bulawayo', 'victoria-falls'],
        category: [],
        type: undefined,
        posted: '7',
        sort: '',
      }),
    ).toBe('?q=driver+bulawayo&location=bulawayo,victoria-falls&posted=7')
    expect(stringifySearchParams({})).toBe('')
  })

  it('escapes what would break the address, commas in words included only as plain commas', () => {
    expect(stringifySearchParams({ q: 'C#, .NET & SQL', shown: 24 })).toBe(
      '?q=C%23,+.NET+%26+SQL&shown=24',
    )
    expect(parseSearchParams(stringifySearchParams({ q: 'C#, .NET & SQL' }))).toEqual({
      q: 'C#, .NET & SQL',
    })
  })
})
