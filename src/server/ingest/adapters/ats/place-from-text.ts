/**
 * The place a free-text location names, for boards whose API gives no country field
 * (Greenhouse's `location.name` and offices, Lever's locations): "Toronto, Ontario, Canada",
 * "Remote - Africa", "Avondale, Harare (Hybrid)". Each part between commas, dashes, slashes or
 * brackets is a country candidate, matched by name against the source's filter; two-letter
 * parts are left out, because in free text they are mostly states ("Norton, MA" is
 * Massachusetts, not Morocco; "Atlanta, GA" is not Gabon). A location whose every part is a
 * Zimbabwean town, suburb or province ("Harare", "Avondale, Harare") is in Zimbabwe, which
 * such boards often leave unsaid.
 */
import { getLocationFacet } from '#shared/job-facets/location-facet.ts'

import type { JobPlace } from './ats-place-filter.ts'

// A location is a few words; past this it is a description pasted into the wrong field.
const MAX_LOCATION = 200
const SEPARATORS = /\s*(?:[,;|/()·–—]|\s-\s)\s*/
/** Words that say how the job is done, not where: they neither name nor deny a country. */
const WORKPLACE = /^(?:hybrid|on-?site|in[- ]office|office[- ]based|flexible|full[- ]time)$/i

export function placeFromText(locations: readonly (string | null)[], remote = false): JobPlace {
  const countries: string[] = []
  let saysRemote = remote
  for (const location of locations) {
    if (!location) continue
    const parts = location
      .slice(0, MAX_LOCATION)
      .split(SEPARATORS)
      .map((part) => part.trim())
      .filter(Boolean)
    const places: string[] = []
    for (const part of parts) {
      const facet = getLocationFacet(part)
      if (facet === 'remote') saysRemote = true
      else if (!WORKPLACE.test(part)) places.push(part)
    }
    countries.push(...places.filter((part) => part.length > 2))
    const zimbabwean = (part: string) =>
      /^zimbabwe$/i.test(part) || !['other', 'remote'].includes(getLocationFacet(part))
    if (places.length > 0 && places.every(zimbabwean)) countries.push('Zimbabwe')
  }
  return { countries, remote: saysRemote }
}
