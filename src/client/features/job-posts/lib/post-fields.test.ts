import { describe, expect, it } from 'vitest'

import { errorKey, firstErrorKey, inWords } from './post-fields.ts'

describe('post fields', () => {
  it('finds the field a path names', () => {
    expect(errorKey('title')).toBe('title')
    expect(errorKey('pay.min')).toBe('pay')
    expect(errorKey('howToApply')).toBe('howToApply.methods')
    expect(errorKey('howToApply.methods')).toBe('howToApply.methods')
    expect(errorKey('howToApply.methods.2.value')).toBe('howToApply.methods.2')
    expect(errorKey('howToApply.documents.0')).toBe('howToApply.documents')
    expect(errorKey('body')).toBeNull()
  })

  it("says the schema's and the server's words with the form's labels", () => {
    expect(inWords('title', 'title is required')).toBe('Job title is required.')
    expect(inWords('closingDate', 'closingDate must be today or later')).toBe(
      'Closing date must be today or later.',
    )
    expect(inWords('pay', 'pay min must not be above max')).toBe('Pay min must not be above max.')
    expect(inWords('body', 'the body must be a JSON object')).toBe(
      'The body must be a JSON object.',
    )
  })

  it('orders errors as the form does', () => {
    expect(firstErrorKey({ description: 'x', 'howToApply.methods.1': 'y', closingDate: 'z' })).toBe(
      'closingDate',
    )
    expect(firstErrorKey({ description: 'x', 'howToApply.methods.1': 'y' })).toBe(
      'howToApply.methods.1',
    )
    expect(firstErrorKey({})).toBeNull()
  })
})
