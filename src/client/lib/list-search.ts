/**
 * A job list's search and filters as its address holds them (docs/decisions/026): the words,
 * the filters and the sort of `/`, `/jobs/all`, `/jobs/urgent`, `/jobs/critical` and
 * `/jobs/archives`, e.g. `?q=driver+bulawayo&location=bulawayo&pay=shown&posted=7`. Addresses are typed
 * by hand, cut short in a WhatsApp message or made by an old version of the site, so whatever
 * is unknown or wrong is dropped, value by value: a page is never refused for its address.
 */
import * as v from 'valibot'

import { JOB_CATEGORY_VALUES } from '#shared/job-facets/category-values.ts'
import { JOB_TYPE_VALUES } from '#shared/job-facets/job-type-values.ts'
import { LOCATION_FACET_VALUES } from '#shared/job-facets/location-values.ts'
import { PAY_FACET_VALUES } from '#shared/job-facets/pay-values.ts'
import { jobPostedWithin, jobSorts } from '#shared/job.ts'
import { MAX_SEARCH_LENGTH } from '#shared/schemas/jobs-query-limits.ts'
import { normalizeSearch } from '#shared/search-text.ts'

/** What the router hands over: text, or a list of texts for a parameter given more than once. */
const rawValue = v.custom<string | string[]>(
  (raw) =>
    typeof raw === 'string' ||
    (Array.isArray(raw) && raw.every((item) => typeof item === 'string')),
)

/** One value: a parameter given twice counts once, the first. */
const oneValue = v.pipe(
  rawValue,
  v.transform((raw) => (typeof raw === 'string' ? raw : (raw[0] ?? ''))),
)

/** Dropped rather than refused: a bad value means no value. */
function orNothing<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(v.fallback(v.optional(schema), undefined))
}

/** Any of `values`, comma-separated or repeated (as a form sends checkboxes). */
function anyOf<const T extends readonly string[]>(values: T) {
  const isValue = (value: string): value is T[number] => values.includes(value)
  return orNothing(
    v.pipe(
      rawValue,
      v.transform((raw) => {
        const chosen = (typeof raw === 'string' ? [raw] : raw)
          .flatMap((part) => part.split(','))
          .map((value) => value.trim().toLowerCase())
          .filter(isValue)
        // In the order given, once each; none chosen is no filter.
        return chosen.length > 0 ? [...new Set(chosen)] : undefined
      }),
    ),
  )
}

const words = orNothing(
  v.pipe(
    oneValue,
    // As the API reads `q`: spaces folded, ends trimmed, 200 characters at most.
    v.transform((raw) => normalizeSearch(raw).slice(0, MAX_SEARCH_LENGTH).trim() || undefined),
  ),
)

export const listSearchSchema = v.object({
  q: words,
  location: anyOf(LOCATION_FACET_VALUES),
  category: anyOf(JOB_CATEGORY_VALUES),
  type: anyOf(JOB_TYPE_VALUES),
  pay: orNothing(v.pipe(oneValue, v.picklist(PAY_FACET_VALUES))),
  posted: orNothing(v.pipe(oneValue, v.picklist(jobPostedWithin))),
  sort: orNothing(v.pipe(oneValue, v.picklist(jobSorts))),
})

export type ListSearch = v.InferOutput<typeof listSearchSchema>

/** The filters that take several values, in the order the page shows them. */
export const MULTI_FILTERS = ['location', 'category', 'type'] as const
export type MultiFilter = (typeof MULTI_FILTERS)[number]

/** The route's `validateSearch`: never throws, whatever the address holds. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  return v.parse(listSearchSchema, raw)
}
