/**
 * "Send to the JobsZW team": a reader who checked a forwarded advert sends its text, the answer
 * the check gave and, if they like, a note. Only the server parses it (the page takes its limits
 * from here), so it is a module of its own, as report-body.ts is.
 */
import * as v from 'valibot'

import { ADVERT_VERDICTS } from '../advert-check/check-advert.ts'
import { ADVERT_NOTE_MAX, MAX_PASTED_LENGTH } from '../advert-check/pasted-limit.ts'
import { formBody, requiredText, TURNSTILE_FIELD, turnstileToken } from './forms.ts'
import { optionalNote, reporterIdField } from './reader-fields.ts'

const VERDICT_MESSAGE = 'verdict must be matches, caution or unknown'

export const advertReportBodySchema = formBody(
  {
    text: requiredText('text', MAX_PASTED_LENGTH, { multiline: true }),
    verdict: v.picklist(ADVERT_VERDICTS, VERDICT_MESSAGE),
    note: optionalNote('note', ADVERT_NOTE_MAX),
    // The device's random id, as the report form sends it.
    reporterId: reporterIdField,
    [TURNSTILE_FIELD]: turnstileToken,
  },
  { verdict: VERDICT_MESSAGE },
)

export type AdvertReportBody = v.InferOutput<typeof advertReportBodySchema>
