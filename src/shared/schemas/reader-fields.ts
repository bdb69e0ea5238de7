/**
 * Fields the readers' reports share (a listing's report, a forwarded advert sent to the team):
 * an optional note in their own words, and the device's random id. Only the server parses
 * those bodies, so these live apart from forms.ts, whose limits the app reads (see
 * report-body.ts for why valibot's calls stay out of the app's chunks).
 */
import * as v from 'valibot'

import { cleanText, isReporterId, multiLine, noControls, REPORTER_ID_PATTERN } from './forms.ts'
import { NO_REFUSED_CONTROLS, patternOf } from './text-patterns.ts'

/** Optional text of several lines, at most `max` characters once cleaned; blank is null. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalNote(field: string, max: number) {
  return v.pipe(
    v.nullish(
      v.pipe(
        v.string(`${field} must be text`),
        v.metadata({ maxLength: max, pattern: NO_REFUSED_CONTROLS }),
      ),
      null,
    ),
    v.transform((text) => text ?? ''),
    noControls(field),
    v.transform(multiLine),
    cleanText(field, max),
    v.transform((text): string | null => text || null),
  )
}

/**
 * The random id a device sends with its reports, so that readers behind one address (a mobile
 * network's shared one) are told apart: an id, or none (absent, null or empty).
 */
export const reporterIdField = v.pipe(
  v.nullish(
    v.pipe(
      v.string('reporterId is not a valid id'),
      v.metadata({ pattern: patternOf(REPORTER_ID_PATTERN, { orEmpty: true }) }),
    ),
    null,
  ),
  v.check((id) => !id || isReporterId(id), 'reporterId is not a valid id'),
  v.transform((id): string | null => id || null),
)
