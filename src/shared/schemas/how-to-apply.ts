/**
 * How to apply for a job, as data: the ways to apply (a link, an email address, a WhatsApp or
 * phone number, an address to deliver or post to), the reference to quote and the documents
 * asked for. Each method's value is held to its kind's rule (how-to-apply/method-values.ts), so
 * a value read from a stranger's advert cannot become a `javascript:` link or a second address.
 */
import * as v from 'valibot'

import {
  HOW_TO_APPLY_LIMITS,
  METHOD_VALUE_RULES,
  ONE_LINE_TEXT,
  type MethodKind,
} from '../how-to-apply/method-values.ts'

function methodSchema<Kind extends MethodKind>(kind: Kind) {
  const { rule, max } = METHOD_VALUE_RULES[kind]
  return v.object({
    kind: v.literal(kind),
    value: v.pipe(v.string(), v.maxLength(max), v.regex(rule)),
  })
}

const oneLine = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(ONE_LINE_TEXT))

export const howToApplyMethodSchema = v.pipe(
  v.variant('kind', [
    methodSchema('link'),
    methodSchema('email'),
    methodSchema('whatsapp'),
    methodSchema('phone'),
    methodSchema('in-person'),
    methodSchema('post'),
  ]),
  v.description(
    'link: an http(s) address; email: a plain address; whatsapp, phone: E.164 (+263...); in-person, post: an address',
  ),
)

export const howToApplySchema = v.pipe(
  v.object({
    methods: v.pipe(
      v.array(howToApplyMethodSchema),
      v.maxLength(HOW_TO_APPLY_LIMITS.methods),
      v.description("The source's own link first, then in the advert's order; no repeats"),
    ),
    reference: v.pipe(
      v.nullable(oneLine(HOW_TO_APPLY_LIMITS.referenceLength)),
      v.description('What to quote: a reference code, or the words asked for in the subject line'),
    ),
    documents: v.pipe(
      v.array(oneLine(HOW_TO_APPLY_LIMITS.documentLength)),
      v.maxLength(HOW_TO_APPLY_LIMITS.documents),
      v.description(
        'The documents asked for, as short labels ("CV", "Certified copies of certificates")',
      ),
    ),
  }),
  v.title('HowToApply'),
)
