import { describe, expect, it } from 'vitest'

import { isSafeMethodValue, PLACE_TEXT } from './method-values.ts'

describe('isSafeMethodValue', () => {
  it.each([
    ['link', 'https://careers.delta.co.zw/jobs/7?a=b&c=d#x'],
    ['link', 'http://196.43.100.9:8080/apply'],
    ['email', 'hr@delta.co.zw'],
    ['phone', '+263242700000'],
    ['whatsapp', '+27821234567'],
    ['in-person', 'The HR Manager, 5th Floor, Karigamombe Centre, Harare'],
    ['post', 'Attn: HR, P.O. Box 1, Gweru'],
  ] as const)('takes a %s of %s', (kind, value) => {
    expect(isSafeMethodValue(kind, value)).toBe(true)
  })

  it.each([
    ['link', 'javascript:alert(1)'],
    ['link', 'https://x.co.zw/<script>'],
    ['email', 'a@b.co?cc=c@d.co'],
    ['phone', '0772123456'],
    ['whatsapp', '+263 772 123 456'],
    ['in-person', ' Harare'],
    ['in-person', 'x'.repeat(201)],
    ['post', 'javascript:alert(1)'],
    ['post', 'see https://x.co.zw'],
    ['post', 'hr@delta.co.zw'],
  ] as const)('refuses a %s of %s', (kind, value) => {
    expect(isSafeMethodValue(kind, value)).toBe(false)
  })

  it('has a place rule a JSON Schema validator reads alike', () => {
    expect(new RegExp(PLACE_TEXT.source, 'u').test('P.O. Box 1, Gweru')).toBe(true)
  })
})
