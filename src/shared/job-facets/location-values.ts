/**
 * The values the location filter takes, alone: every first visit checks a list's address against
 * them (src/client/lib/list-search.ts), so neither the towns' labels (location-labels.ts) nor
 * the matcher's word tables (location-facet.ts) come with them.
 */
import { TOWN_VALUES } from './town-values.ts'

export const LOCATION_FACET_VALUES = [...TOWN_VALUES, 'remote', 'other'] as const
export type LocationFacet = (typeof LOCATION_FACET_VALUES)[number]
