/**
 * The location filter's values with their labels and provinces: for the filter sheet, alert
 * texts and the server, apart from the matcher (location-facet.ts), whose word tables a page
 * showing the filter does not need.
 */
import type { LocationFacet } from './location-values.ts'
import { TOWN_VALUES } from './town-values.ts'
import { TOWNS, type Province } from './towns.ts'

interface LocationFacetOption {
  readonly value: LocationFacet
  readonly label: string
  /** null for "remote" and "other" */
  readonly province: Province | null
}

export const LOCATION_FACETS: readonly LocationFacetOption[] = [
  ...TOWN_VALUES.map((value) => ({
    value,
    label: TOWNS[value].label,
    province: TOWNS[value].province,
  })),
  { value: 'remote', label: 'Remote', province: null },
  { value: 'other', label: 'Other', province: null },
]

const LABELS: ReadonlyMap<string, string> = new Map(
  LOCATION_FACETS.map(({ value, label }) => [value, label]),
)

/** The name a facet is shown by; a value that is not a facet is shown as it is. */
export function getLocationLabel(value: string): string {
  return LABELS.get(value) ?? value
}
