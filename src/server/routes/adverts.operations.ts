/**
 * /api/adverts: what readers ask about adverts they were sent. POST /api/adverts/check: "Is this
 * job advert real?", a pasted advert against the official listings (decisions 068 and 070). The
 * body is the shared schema (src/shared/schemas/advert-check-body.ts), the answer the check's
 * own (`AdvertCheck`).
 */
import { advertCheckBodySchema, MAX_PASTED_LENGTH } from '#shared/schemas/advert-check-body.ts'

import { defineOperation } from './api-operation.ts'
import { WRITE_ERRORS } from './forms.operations.ts'
import { LONG_TEXT_BODY, LONG_TEXT_TOO_LARGE } from './long-text-body.ts'
import { errorResponse, json, ref, RETRY_AFTER } from './openapi-parts.ts'

export const advertCheck = defineOperation({
  method: 'post',
  path: '/api/adverts/check',
  summary: 'Check a forwarded job advert against the official listings',
  description:
    'Whether a job advert forwarded on WhatsApp or Facebook is a copy of a listing here: ' +
    'matched by a link to its page, its reference code, a phone number, address or link it ' +
    'gives, or its employer named with its role; with the differences that matter (a fee, ' +
    'another number) and the scam signs the site’s rules see. The text is read, never stored ' +
    'or logged. Rate limited per client address (ADVERT_CHECK_RATE_LIMIT); no bot check.',
  body: {
    schema: advertCheckBodySchema,
    description:
      `JSON in UTF-8: the pasted text as it was, at most ${MAX_PASTED_LENGTH} characters ` +
      `(code points). ${LONG_TEXT_BODY} Unknown fields are ignored.`,
  },
  responses: {
    200: json('The answer', ref('AdvertCheck'), {
      'Cache-Control': {
        description: 'no-store: the answer is about what one reader pasted',
        required: true,
        schema: { type: 'string' },
      },
    }),
    400: WRITE_ERRORS[400],
    403: errorResponse('Sent from another site', ['cross_origin']),
    413: LONG_TEXT_TOO_LARGE,
    429: errorResponse(
      'Too many checks from this address (ADVERT_CHECK_RATE_LIMIT)',
      ['rate_limited'],
      RETRY_AFTER,
    ),
    503: errorResponse(
      'The listings could not be read in time (their worker failed or is not answering), or ' +
        'the database could not be reached',
      ['check_unavailable', 'database_unavailable'],
      RETRY_AFTER,
    ),
  },
})

export const advertsOperations = [advertCheck]
