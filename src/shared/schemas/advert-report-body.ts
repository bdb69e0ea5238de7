/**
 * "Send to the JobsZW team": a reader who checked a forwarded advert sends its text, the answer
 * the check gave and, if they like, a note. Only the server parses it (the page takes its limits
 * from here), so it is a module of its own, as report-body.ts is.
 */
import * as v from 'valibot'

import { MAX_PASTED_LENGTH } from '../advert-check/pasted-text.ts'
import {
  formBody,
  isReporterId,
  multiLine,
  noControls,
  REPORTER_ID_PATTERN,
  requiredText,
  TURNSTILE_FIELD,
  turnstileToken,
} from './forms.ts'
import { NO_REFUSED_CONTROLS, patternOf } from './text-patterns.ts'

/** The answers the check gives (check-advert.ts), which the report says the reader was shown. */
export const ADVERT_VERDICTS = ['matches', 'caution', 'unknown'] as const

/** Longest note a reader may add, in characters after cleaning. */
export const ADVERT_NOTE_MAX = 500

const VERDICT_MESSAGE = 'verdict must be matches, caution or unknown'

export const advertReportBodySchema = formBody(
  {
    text: requiredText('text', MAX_PASTED_LENGTH, { multiline: true }),
    verdict: v.picklist(ADVERT_VERDICTS, VERDICT_MESSAGE),
    note: v.pipe(
      v.nullish(
        v.pipe(
          v.string('note must be text'),
          v.metadata({ maxLength: ADVERT_NOTE_MAX, pattern: NO_REFUSED_CONTROLS }),
        ),
        null,
      ),
      v.transform((text) => text ?? ''),
      noControls('note'),
      v.transform(multiLine),
      v.pipe(
        v.string(),
        v.maxCodePoints(ADVERT_NOTE_MAX, `note must be at most ${ADVERT_NOTE_MAX} characters`),
      ),
      v.transform((text): string | null => text || null),
    ),
    // The device's random id, as the report form sends it: readers behind one address (a
    // mobile network's shared one) are told apart.
    reporterId: v.pipe(
      v.nullish(
        v.pipe(
          v.string('reporterId is not a valid id'),
          v.metadata({ pattern: patternOf(REPORTER_ID_PATTERN, { orEmpty: true }) }),
        ),
        null,
      ),
      v.check((id) => !id || isReporterId(id), 'reporterId is not a valid id'),
      v.transform((id): string | null => id || null),
    ),
    [TURNSTILE_FIELD]: turnstileToken,
  },
  { verdict: VERDICT_MESSAGE },
)

export type AdvertReportBody = v.InferOutput<typeof advertReportBodySchema>
