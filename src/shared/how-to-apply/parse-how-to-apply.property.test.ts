/**
 * Whatever a source sends, the parser answers, and everything it answers is safe to show as a
 * one-tap action: checked against the schema, whose rules are the only ones (method-values.ts).
 * Random text alone rarely looks like an advert, so the texts are also built from advert words,
 * numbers, addresses, links and hostile fragments, shuffled together.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { howToApplySchema } from '../schemas/how-to-apply.ts'
import { parseHowToApply } from './parse-how-to-apply.ts'

const FRAGMENTS = [
  'Send your CV to ',
  'Hand deliver applications to ',
  'WhatsApp ',
  'call ',
  'app ',
  'Email: ',
  'addressed to: ',
  'P.O. Box 123, Harare',
  'P. Bag 7708',
  ' quoting reference ',
  'Ref: ',
  'certified copies of ',
  'O and A Level certificates',
  'national ID',
  '\n',
  '\n## How to apply\n',
  ':\n',
  '. ',
  ', ',
  ' or ',
  'hr@example.co.zw',
  'HR@Example.CO.ZW',
  'a?cc=evil@example.org',
  'x@y',
  '@',
  '[at]',
  '(dot)',
  '0772 123 456',
  '+263 (0)77 212 3456',
  '(024) 2700000',
  '0',
  '+',
  '263',
  '/',
  'https://careers.example.co.zw/jobs/1',
  'www.example.co.zw/apply',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'https://wa.me/263772123456',
  'wa.me/',
  'mailto:hr@example.co.zw?subject=A%0D%0ABcc:%20x@y.org',
  '"Accountant - Gweru"',
  '"',
  '\r\n',
  '\u0000',
  '\u001b[31m',
  '\u202e',
  '\u0085',
  '\ud800',
  '\udfff',
  '😀',
  'ä',
  '\t',
  '[Apply](https://example.co.zw/apply)',
  '[',
  '](',
  ')',
  '\\_',
  '**',
  '* ',
  '- ',
]

const advertText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join('')),
  fc
    .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 })), { maxLength: 30 })
    .map((parts) => parts.join(' ')),
)
const field = fc.option(advertText, { nil: undefined })

describe('parseHowToApply on any input', () => {
  it('never throws, and every value it gives passes the safety rules', () => {
    fc.assert(
      fc.property(
        fc.record({
          text: field,
          applyText: field,
          applyUrl: field,
          applyEmail: field,
          reference: field,
        }),
        (advert) => {
          const parsed = parseHowToApply(advert)
          if (parsed === null) return
          expect(v.safeParse(howToApplySchema, parsed).issues).toBeUndefined()
          for (const { kind, value } of parsed.methods) {
            // The schema's rules, said again in the plainest words.
            if (kind === 'link') expect(value).toMatch(/^https?:\/\/[a-z0-9]/i)
            else expect(value).not.toMatch(/^\s*[a-z][a-z0-9+.-]*:\S/i)
            if (kind === 'email') expect(value).toBe(value.toLowerCase())
            if (kind === 'phone' || kind === 'whatsapp') expect(value).toMatch(/^\+\d+$/)
          }
        },
      ),
      { numRuns: 3000, seed: 37041 },
    )
  })
})
