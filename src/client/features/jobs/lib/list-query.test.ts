import { describe, expect, it } from 'vitest'

import { isNarrowed, toJobListParams, toJobScope, toScopeParams } from './list-query.ts'

describe('toJobListParams', () => {
  it('asks for the list’s class, words, filters and sort', () => {
    expect(
      toJobListParams('urgent', {
        q: 'driver',
        location: ['harare', 'bulawayo'],
        type: ['contract'],
        pay: 'shown',
        posted: '7',
        sort: 'expiring',
      }),
    ).toEqual({
      status: 'active',
      urgency: 'urgent',
      q: 'driver',
      location: ['bulawayo', 'harare'],
      category: [],
      type: ['contract'],
      pay: 'shown',
      posted: '7',
      sort: 'expiring',
    })
  })

  it('gives one request for one choice, whatever order the values were chosen in', () => {
    const one = toJobListParams('all', { location: ['harare', 'bulawayo'] })
    const other = toJobListParams('all', { location: ['bulawayo', 'harare'] })
    expect(one).toEqual(other)
  })

  it('ranks by best match for words by default, and by date without them', () => {
    expect(toJobListParams('all', { q: 'nurse' }).sort).toBe('relevance')
    expect(toJobListParams('all', {}).sort).toBe('newest')
    // nothing to rank without words
    expect(toJobListParams('all', { sort: 'relevance' }).sort).toBe('newest')
    // the closed list without words is by date alone
    expect(toJobListParams('closed', { sort: 'expiring' }).sort).toBe('newest')
    expect(toJobListParams('closed', { q: 'nurse' }).sort).toBe('relevance')
  })
})

describe('toScopeParams', () => {
  it('writes the scope as the API reads it, leaving out what is not chosen', () => {
    const params = toJobListParams('critical', {
      q: 'clerk',
      category: ['legal', 'ict'],
      posted: '3',
    })
    expect(String(toScopeParams(toJobScope(params)))).toBe(
      'status=active&urgency=critical&q=clerk&category=ict%2Clegal&posted=3',
    )
    expect(String(toScopeParams(toJobScope(toJobListParams('closed', {}))))).toBe('status=expired')
    expect(String(toScopeParams(toJobScope(toJobListParams('all', { pay: 'shown' }))))).toBe(
      'status=active&pay=shown',
    )
  })
})

describe('isNarrowed', () => {
  it('is true for words or any filter, not for the list’s class or sort', () => {
    expect(isNarrowed(toJobScope(toJobListParams('urgent', { sort: 'expiring' })))).toBe(false)
    expect(isNarrowed(toJobScope(toJobListParams('all', { q: 'x' })))).toBe(true)
    expect(isNarrowed(toJobScope(toJobListParams('all', { posted: '1' })))).toBe(true)
    expect(isNarrowed(toJobScope(toJobListParams('all', { type: ['volunteer'] })))).toBe(true)
    expect(isNarrowed(toJobScope(toJobListParams('all', { pay: 'shown' })))).toBe(true)
  })
})
