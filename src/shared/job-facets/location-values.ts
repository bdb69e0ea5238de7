/**
 * The values the location filter takes, with their labels: apart from the matcher
 * (location-facet.ts), whose word tables a page showing the filter does not need.
 */
import { TOWN_VALUES, TOWNS, type Province } from './towns.ts'

export const LOCATION_FACET_VALUES = [...TOWN_VALUES, 'remote', 'other'] as const
export type LocationFacet = (typeof LOCATION_FACET_VALUES)[number]

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
