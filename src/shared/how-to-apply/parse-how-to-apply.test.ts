import { describe, expect, it } from 'vitest'

import { parseHowToApply } from './parse-how-to-apply.ts'
import { documentPassages } from './testing/document-passages.ts'
import { emailPassages } from './testing/email-passages.ts'
import { notToReadPassages } from './testing/not-to-read-passages.ts'
import type { Passage } from './testing/passage.ts'
import { phonePassages } from './testing/phone-passages.ts'
import { placePassages } from './testing/place-passages.ts'
import { wholeAdvertPassages } from './testing/whole-advert-passages.ts'

const table: readonly (readonly [string, readonly Passage[]])[] = [
  ['by email', emailPassages],
  ['by WhatsApp or phone', phonePassages],
  ['in person or by post', placePassages],
  ['documents and references', documentPassages],
  ['what is not a way to apply', notToReadPassages],
  ['whole adverts', wholeAdvertPassages],
]

describe('parseHowToApply', () => {
  it('is held to a table of at least 100 adverts', () => {
    expect(table.flatMap(([, passages]) => passages).length).toBeGreaterThanOrEqual(100)
  })

  describe.each(table)('%s', (_what, passages) => {
    it.each(passages.map((passage) => [passage.name, passage] as const))('%s', (_name, passage) => {
      expect(parseHowToApply(passage.advert)).toEqual(passage.expected)
    })
  })

  it('lists each way once, the source first', () => {
    expect(
      parseHowToApply({
        applyUrl: 'https://careers.delta.co.zw/jobs/7',
        applyText: 'Email hr@delta.co.zw or call 0772 123 456.',
        text: 'To apply, email HR@Delta.co.zw or call +263 77 212 3456. Apply at https://careers.delta.co.zw/jobs/7',
      })?.methods,
    ).toEqual([
      { kind: 'link', value: 'https://careers.delta.co.zw/jobs/7' },
      { kind: 'email', value: 'hr@delta.co.zw' },
      { kind: 'phone', value: '+263772123456' },
    ])
  })

  it('keeps at most 10 ways and 15 documents', () => {
    const emails = Array.from({ length: 14 }, (_, index) => `hr${index}@example.co.zw`)
    const documents =
      "Send your CV, cover letter, application form, national ID, passport, birth certificate, police clearance, payslip, testimonials, academic transcript, trade certificates, medical report, proof of residence, two references, a recommendation letter, passport photos and driver's licence."
    const parsed = parseHowToApply({ text: `Email your CV to ${emails.join(', ')}. ${documents}` })
    expect(parsed?.methods).toHaveLength(10)
    expect(parsed?.documents).toHaveLength(15)
  })
})
