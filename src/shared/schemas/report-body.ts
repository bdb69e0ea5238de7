/**
 * The report form's body (a reader reporting a listing), with the other forms' builders
 * (forms.ts). In a module of its own because only the server parses it: the app's report form
 * takes its limits from forms.ts, and valibot's calls, once in a chunk of their own, are not
 * known to be free of side effects, so an unused schema in forms.ts stayed in the app's forms
 * chunk (about 250 B gzip).
 */
import * as v from 'valibot'

import { isJobId } from '../job-id.ts'
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../report-reasons.ts'
import { formBody, TURNSTILE_FIELD, turnstileToken } from './forms.ts'
import { optionalNote, reporterIdField } from './reader-fields.ts'
import { JOB_ID_TEXT } from './text-patterns.ts'

const JOB_ID_MESSAGE = 'jobId must be the id of a job'
const REASON_MESSAGE = 'reason must be one of the listed reasons'
const REASON_VALUES = /* @__PURE__ */ REPORT_REASONS.map((reason) => reason.value)

export const reportBodySchema = formBody(
  {
    jobId: v.pipe(
      v.string(JOB_ID_MESSAGE),
      v.metadata({ pattern: JOB_ID_TEXT }),
      v.check(isJobId, JOB_ID_MESSAGE),
      // Ids are stored in lower case; the address a reader came from may not be.
      v.toLowerCase(),
    ),
    reason: v.picklist(REASON_VALUES, REASON_MESSAGE),
    details: optionalNote('details', REPORT_DETAILS_MAX),
    reporterId: reporterIdField,
    [TURNSTILE_FIELD]: turnstileToken,
  },
  { jobId: JOB_ID_MESSAGE, reason: REASON_MESSAGE },
)

export type ReportBody = v.InferOutput<typeof reportBodySchema>
