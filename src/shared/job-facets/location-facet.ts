/**
 * The location filter: every job is filed under one town, "remote" or "other", worked out from
 * the free-text location its source gives ("Avondale, Harare", "BYO", "Vic Falls", "Remote").
 * It runs for every job at start-up and in the browser, so the place names are compiled once
 * into a single word lookup.
 */
import { toFacetWords } from './facet-words.ts'
import { BULAWAYO_SUBURBS, HARARE_SUBURBS, PROVINCE_NAMES, REMOTE_WORDS } from './location-words.ts'
import { compilePhrases, findPhrases } from './phrase-table.ts'
import type { LocationFacet } from './location-values.ts'
import { TOWN_VALUES } from './town-values.ts'
import { PROVINCE_CAPITALS, PROVINCES, TOWNS } from './towns.ts'

// Callers read the values and labels from here too.
export { getLocationLabel, LOCATION_FACETS } from './location-labels.ts'
export { LOCATION_FACET_VALUES, type LocationFacet } from './location-values.ts'

// How far a place word is trusted; the lowest rank in a location wins, and between equals the
// first in the text ("Bulawayo / Harare" is Bulawayo). A named town, or a Harare suburb, beats
// everything: "Harare (remote possible)" is filed under Harare, where its office is.
const RANK = { town: 0, province: 1, bulawayoSuburb: 2, remote: 3 } as const

interface PlaceWord {
  readonly facet: LocationFacet
  readonly rank: number
}

function* placeWords(): Generator<readonly [string, PlaceWord]> {
  for (const town of TOWN_VALUES) {
    const place = { facet: town, rank: RANK.town }
    yield [TOWNS[town].label, place]
    for (const name of TOWNS[town].names) yield [name, place]
  }
  for (const suburb of HARARE_SUBURBS) yield [suburb, { facet: 'harare', rank: RANK.town }]
  for (const province of PROVINCES) {
    const capital = PROVINCE_CAPITALS[province]
    const place = { facet: capital, rank: RANK.province }
    // "Harare", "Bulawayo" and "Masvingo" are already read as the towns.
    if (province !== TOWNS[capital].label) yield [province, place]
    for (const name of PROVINCE_NAMES[province]) yield [name, place]
  }
  for (const suburb of BULAWAYO_SUBURBS)
    yield [suburb, { facet: 'bulawayo', rank: RANK.bulawayoSuburb }]
  for (const word of REMOTE_WORDS) yield [word, { facet: 'remote', rank: RANK.remote }]
}

const PLACE_WORDS = compilePhrases(placeWords())

// A location is a few words; past this it is a description pasted into the wrong field, and
// reading all of it would only cost time.
const MAX_LOCATION_LENGTH = 200

/**
 * The facet a job's location is filed under. Case, accents and punctuation do not matter, and
 * names match whole words only. A blank, unknown or country-wide location ("Zimbabwe",
 * "Nationwide", "Johannesburg") is "other".
 */
export function getLocationFacet(location: string | null): LocationFacet {
  if (location === null) return 'other'
  const words = toFacetWords(location.slice(0, MAX_LOCATION_LENGTH))
  let best: PlaceWord | undefined
  for (const place of findPhrases(PLACE_WORDS, words)) {
    if (best === undefined || place.rank < best.rank) best = place
    if (best.rank === RANK.town) break
  }
  return best?.facet ?? 'other'
}
