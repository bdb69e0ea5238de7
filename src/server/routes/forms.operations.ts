/**
 * POST /api/contact, /api/newsletter, /api/reports and /api/adverts/reports as the API description gives them, and
 * what every form post answers (formOperation, which POST /api/alerts uses too). The bodies are
 * the shared schemas (src/shared/schemas/forms.ts) the routes parse with.
 */
import { contactBodySchema, newsletterBodySchema } from '#shared/schemas/forms.ts'
import { advertReportBodySchema } from '#shared/schemas/advert-report-body.ts'
import { reportBodySchema } from '#shared/schemas/report-body.ts'

import { defineOperation, type Json } from './api-operation.ts'
import { LONG_TEXT_BODY, LONG_TEXT_TOO_LARGE } from './long-text-body.ts'
import { errorResponse, json, ref, RETRY_AFTER } from './openapi-parts.ts'

export const FORM_BODY =
  'JSON in UTF-8. Text is cleaned before it is measured (runs of spaces fold in one-line ' +
  'fields, the ends are trimmed), so maxLength is counted on the cleaned text; unknown fields ' +
  'are ignored.'

/** What every write under /api may answer before its own work. */
export const WRITE_ERRORS = {
  400: errorResponse('The body or a field is missing or wrong; parameter names it', [
    'invalid_field',
  ]),
  413: errorResponse('The body is larger than BODY_LIMIT_BYTES', ['body_too_large']),
}

/** Sent with database_unavailable only: not required of every 503. */
const RETRY_AFTER_WHEN_DOWN: Json = {
  'Retry-After': {
    description: 'With database_unavailable: seconds to wait',
    schema: { type: 'integer' },
  },
}

/** The answers of a form post: its own, then the form gate's (forms/accept-form.ts). */
export function formResponses(
  own: Readonly<Record<number, Json>>,
  { unavailable = [] }: { unavailable?: string[] } = {},
): Record<number, Json> {
  return {
    ...own,
    ...WRITE_ERRORS,
    403: errorResponse('Sent from another site, or the bot check failed or expired', [
      'cross_origin',
      'verification_failed',
    ]),
    429: errorResponse('Too many submissions from this address', ['rate_limited'], RETRY_AFTER),
    503: errorResponse(
      unavailable.length > 0
        ? 'The site cannot take this request, or the bot check or the database could not be reached'
        : 'The bot check or the database could not be reached',
      [...unavailable, 'verification_unavailable', 'database_unavailable'],
      RETRY_AFTER_WHEN_DOWN,
    ),
  }
}

export const contact = defineOperation({
  method: 'post',
  path: '/api/contact',
  summary: 'Send a message to the site',
  body: { schema: contactBodySchema, description: FORM_BODY },
  responses: formResponses({ 201: json('Stored', ref('Accepted')) }),
})

export const newsletter = defineOperation({
  method: 'post',
  path: '/api/newsletter',
  summary: 'Subscribe to the newsletter',
  body: { schema: newsletterBodySchema, description: FORM_BODY },
  responses: formResponses({
    200: json('Already subscribed', ref('Subscribed')),
    201: json('Subscribed', ref('Subscribed')),
  }),
})

export const report = defineOperation({
  method: 'post',
  path: '/api/reports',
  summary: 'Report a suspicious listing',
  body: { schema: reportBodySchema, description: FORM_BODY },
  responses: formResponses({
    201: json('Stored', ref('Accepted')),
    404: errorResponse('There is no job with that id (parameter: jobId)', ['not_found']),
    409: errorResponse('This reader already reported this listing', ['already_reported']),
  }),
})

export const advertReport = defineOperation({
  method: 'post',
  path: '/api/adverts/reports',
  summary: 'Send a forwarded advert to the team',
  description:
    'A reader who checked a forwarded advert (POST /api/adverts/check) sends its text, the ' +
    "answer they were shown and an optional note to the site's team, who see it in the " +
    'console. The check itself stores nothing; this does, so it is bot-checked.',
  body: {
    schema: advertReportBodySchema,
    description: `${FORM_BODY} ${LONG_TEXT_BODY}`,
  },
  responses: {
    ...formResponses({
      201: json('Stored', ref('Accepted')),
      409: errorResponse('This reader already sent this advert', ['already_sent']),
    }),
    413: LONG_TEXT_TOO_LARGE,
  },
})

export const formsOperations = [contact, newsletter, report, advertReport]
