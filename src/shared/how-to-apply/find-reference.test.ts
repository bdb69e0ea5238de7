import { describe, expect, it } from 'vitest'

import { findReference } from './find-reference.ts'

const reference = (text: string) => findReference(text)?.value ?? null

describe('findReference', () => {
  it.each([
    ['quoting reference ZW/HR/2024/17', 'ZW/HR/2024/17'],
    ['Ref: ABC-123', 'ABC-123'],
    ['Ref. No. HR/01/2025', 'HR/01/2025'],
    ['(Reference number: PSC-2025-0042)', 'PSC-2025-0042'],
    ['Vacancy No. 05/2025', '05/2025'],
    ['Job code: ACC_02', 'ACC_02'],
    ['quoting TM12345 in the subject', 'TM12345'],
    ['with "M&E Officer - Masvingo" in the subject line', 'M&E Officer - Masvingo'],
    ["clearly marked 'Driver - Class 2'", 'Driver - Class 2'],
    ['Ref: A1 and then "Accountant" in the subject', 'A1'],
  ])('%s', (text, expected) => {
    expect(reference(text)).toBe(expected)
  })

  it.each([
    'quoting the position applied for',
    'clearly marking the position applied for',
    'three traceable references',
    'References: available on request',
    'Ref: 17',
    'Reference 2025',
    'a "special" offer on bread',
    'Preferred candidates',
  ])('none in %s', (text) => {
    expect(reference(text)).toBeNull()
  })

  it('gives where the reference is, so its digits are not read as a phone number', () => {
    expect(findReference('Ref: 0772/123/456 now')).toEqual({
      at: 5,
      end: 17,
      value: '0772/123/456',
    })
  })
})
