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
import {
  cleanText,
  formBody,
  isReporterId,
  multiLine,
  noControls,
  REPORTER_ID_PATTERN,
  TURNSTILE_FIELD,
  turnstileToken,
} from './forms.ts'
import { JOB_ID_TEXT, NO_REFUSED_CONTROLS, patternOf } from './text-patterns.ts'

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
    details: v.pipe(
      v.nullish(
        v.pipe(
          v.string('details must be text'),
          v.metadata({ maxLength: REPORT_DETAILS_MAX, pattern: NO_REFUSED_CONTROLS }),
        ),
        null,
      ),
      v.transform((text) => text ?? ''),
      noControls('details'),
      v.transform(multiLine),
      cleanText('details', REPORT_DETAILS_MAX),
      v.transform((text): string | null => text || null),
    ),
    reporterId: v.pipe(
      v.nullish(
        v.pipe(
          v.string('reporterId is not a valid id'),
          // An id, or an empty one (no id).
          v.metadata({ pattern: patternOf(REPORTER_ID_PATTERN, { orEmpty: true }) }),
        ),
        null,
      ),
      v.check((id) => !id || isReporterId(id), 'reporterId is not a valid id'),
      v.transform((id): string | null => id || null),
    ),
    [TURNSTILE_FIELD]: turnstileToken,
  },
  { jobId: JOB_ID_MESSAGE, reason: REASON_MESSAGE },
)

export type ReportBody = v.InferOutput<typeof reportBodySchema>
