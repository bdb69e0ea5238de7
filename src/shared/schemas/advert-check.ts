/**
 * What POST /api/adverts/check answers: the check's own answer (advert-check/check-advert.ts,
 * `AdvertCheck`) as a schema, which the API description names and the compiler holds to the type.
 */
import * as v from 'valibot'

import { ADVERT_VERDICTS, MAX_MATCHES, type AdvertCheck } from '../advert-check/check-advert.ts'

const advertMatchSchema = v.object({
  job_id: v.pipe(v.string(), v.description('The listing: its page is /job/{job_id}')),
  title: v.string(),
  company: v.string(),
  expiry_date: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoDate())),
    v.description('Its closing day; null: open until filled'),
  ),
  differences: v.pipe(
    v.array(v.string()),
    v.description(
      'How the pasted advert differs from it, one plain sentence each: a fee it does not ask, a ' +
        'number, address or link that is not the employer’s, how and when it closed',
    ),
  ),
})

const advertSignalSchema = v.object({
  rule: v.pipe(
    v.string(),
    v.description(
      'A scam rule’s id, or the check’s own: taken-down-contact, free-mail-for-organisation, not-its-domain',
    ),
  ),
  message: v.pipe(v.string(), v.description('What was seen, in plain words')),
  excerpt: v.pipe(
    v.string(),
    v.maxLength(160),
    v.description('The advert’s own words that show it'),
  ),
})

export const advertCheckSchema = v.pipe(
  v.object({
    verdict: v.pipe(
      v.picklist(ADVERT_VERDICTS),
      v.description(
        'matches: a copy of an official listing here, and nothing below holds. caution: scam ' +
          'signs, a contact of a listing the site took down, an organisation named with an ' +
          'address that is not its own, or a copy that differs where scams differ (a fee, ' +
          'another number, address or site). unknown: nothing is known of it either way',
      ),
    ),
    matches: v.pipe(
      v.array(advertMatchSchema),
      v.maxLength(MAX_MATCHES),
      v.description('The official listings it copies, best first; a closed one still counts'),
    ),
    signals: v.pipe(
      v.array(advertSignalSchema),
      v.description('What decided, whatever it matches'),
    ),
  }),
  v.title('AdvertCheck'),
)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Holds the schema to the check's type: this stops compiling when the two say otherwise. */
export const schemaIsTheCheck: Same<v.InferOutput<typeof advertCheckSchema>, AdvertCheck> = true
