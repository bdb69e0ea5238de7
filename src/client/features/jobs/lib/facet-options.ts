/**
 * The values a filter offers, with their names and counts. The order is the filter's own (the
 * main cities first, then the rest alphabetically; the kinds of work alphabetically), never by
 * count: a tap changes the counts, and the values must not move under the reader's finger.
 */
import { JOB_CATEGORIES } from '#shared/job-facets/categories.ts'
import { JOB_TYPES } from '#shared/job-facets/job-type-values.ts'
import { LOCATION_FACETS } from '#shared/job-facets/location-labels.ts'
import { PAY_FACETS } from '#shared/job-facets/pay-values.ts'
import type { JobFacets } from '#shared/job.ts'

export interface FacetOption {
  value: string
  label: string
  /** jobs it would show; null while the counts are not known */
  count: number | null
}

const ALL_OPTIONS: Record<keyof JobFacets, readonly { value: string; label: string }[]> = {
  location: LOCATION_FACETS,
  category: JOB_CATEGORIES,
  type: JOB_TYPES,
  pay: PAY_FACETS,
}

/**
 * With counts: the values that have jobs, and the chosen ones whatever their count. Without
 * (not loaded, or failed): every value, so the filter still works.
 */
export function getFacetOptions(
  name: keyof JobFacets,
  facets: JobFacets | undefined,
  chosen: readonly string[] = [],
): FacetOption[] {
  const all = ALL_OPTIONS[name]
  if (!facets) return all.map(({ value, label }) => ({ value, label, count: null }))
  const counts = new Map(facets[name].map((facet) => [facet.value, facet.count]))
  return all.flatMap(({ value, label }) => {
    const count = counts.get(value) ?? (chosen.includes(value) ? 0 : null)
    return count === null ? [] : [{ value, label, count }]
  })
}
