/**
 * Changes to a list's search and filters (lib/list-search.ts), as the filter sheet, the chips of
 * chosen filters and "Clear filters" make them. Each keeps everything else as it was.
 */
import { MULTI_FILTERS, type ListSearch, type MultiFilter } from '../../../lib/list-search.ts'

/**
 * How many filters are chosen: each value of the lists, "Shows pay" and the posting date. Here,
 * beside the changes, rather than with the address's schema: only the filter controls (their own
 * chunk) count them, so the first visit's code does not carry it.
 */
export function countChosenFilters(search: ListSearch): number {
  return (
    MULTI_FILTERS.reduce((sum, name) => sum + (search[name]?.length ?? 0), 0) +
    (search.pay ? 1 : 0) +
    (search.posted ? 1 : 0)
  )
}

/** Without one value of a filter (a chip's ×). */
export function withoutValue(search: ListSearch, name: MultiFilter, value: string): ListSearch {
  const rest = search[name]?.filter((chosen) => chosen !== value)
  return { ...search, [name]: rest?.length ? rest : undefined }
}

/** Without the posting date filter. */
export function withoutPosted(search: ListSearch): ListSearch {
  return { ...search, posted: undefined }
}

/** Without "Shows pay". */
export function withoutPay(search: ListSearch): ListSearch {
  return { ...search, pay: undefined }
}

/** Every filter cleared; the words and the sort stay. */
export function withoutFilters({ q, sort }: ListSearch): ListSearch {
  return { q, sort }
}

/** The words cleared, and the sort by best match that only words can have. */
export function withoutWords(search: ListSearch): ListSearch {
  return { ...search, q: undefined, sort: search.sort === 'relevance' ? undefined : search.sort }
}
