/** A `reliefweb` source: the ReliefWeb jobs API, filtered to one country (reliefweb.ts). */
import * as v from 'valibot'

import { sourceKind, textOption } from '../source-options.ts'

export const reliefWebSource = sourceKind('reliefweb', {
  /** the application name ReliefWeb asks every caller to send (or `appname` in the URL) */
  appname: textOption,
  /** the country filter, by name */
  country: v.optional(
    v.pipe(v.string('must be a string'), v.trim(), v.nonEmpty('must name a country')),
    'Zimbabwe',
  ),
})

/**
 * ReliefWeb refuses calls without an appname. A source that is switched off may be kept
 * half-configured until someone registers one.
 */
export function reliefWebAppnameProblem(
  source: v.InferOutput<typeof reliefWebSource>,
): string | null {
  return source.enabled && !source.appname?.trim()
    ? 'ReliefWeb asks every caller for an "appname"; set one'
    : null
}
