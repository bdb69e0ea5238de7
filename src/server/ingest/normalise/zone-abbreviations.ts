/**
 * Zones written after a time ("5pm CAT", "11:59 PM ET"): a fixed offset in minutes east of UTC,
 * or, for the American names that switch with daylight saving ("ET"), an IANA zone whose offset
 * on the day decides. Ambiguous abbreviations (IST, GST) are left out: no zone beats a wrong one.
 */
export type ZoneOffset = number | { timeZone: string }

const ZONES: Record<string, ZoneOffset> = {
  cat: 120,
  sast: 120,
  eat: 180,
  wat: 60,
  wet: 0,
  west: 60,
  cet: 60,
  cest: 120,
  eet: 120,
  eest: 180,
  bst: 60,
  msk: 180,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  et: { timeZone: 'America/New_York' },
  ct: { timeZone: 'America/Chicago' },
  mt: { timeZone: 'America/Denver' },
  pt: { timeZone: 'America/Los_Angeles' },
}

/** The zone a lower-case abbreviation names, or null for one not known. */
export function zoneOffset(abbreviation: string): ZoneOffset | null {
  return Object.hasOwn(ZONES, abbreviation) ? (ZONES[abbreviation] ?? null) : null
}
