/** POST /api/alerts (a job alert by email) as the API description gives it. */
import { alertBodySchema } from '#shared/schemas/alerts.ts'

import { defineOperation } from './api-operation.ts'
import { FORM_BODY, formResponses } from './forms.operations.ts'
import { json, ref } from './openapi-parts.ts'

export const emailAlert = defineOperation({
  method: 'post',
  path: '/api/alerts',
  summary: 'Email me new jobs like a search (a job alert, no account)',
  description:
    'q, location, category, type and pay are the list parameters of GET /api/jobs (the ' +
    'filters as a JSON array or comma-separated); email a plain address (no comment, ' +
    'quote or display name), kept lower-cased. Double opt-in: only a confirmation ' +
    'email is sent, naming the filters but not the words; the alert starts when ' +
    'Confirm is pressed on the page its link opens; unconfirmed alerts are deleted ' +
    'after 7 days. Every email carries a one-click unsubscribe (RFC 8058). Rate ' +
    'limited per client address, and to 3 unconfirmed requests per mailbox a day ' +
    '(rudo+1@ and rudo@ are one mailbox; both 429). 503 alerts_unavailable when the site ' +
    'has no mail server (GET /api/config says alerts.enabled: false).',
  body: { schema: alertBodySchema, description: FORM_BODY },
  responses: formResponses(
    { 202: json('Accepted: a confirmation email is on its way', ref('AlertRequested')) },
    { unavailable: ['alerts_unavailable'] },
  ),
})

export const alertsOperations = [emailAlert]
