import { MULTI_FILTERS, validateListSearch, type ListSearch } from '../../../lib/list-search.ts'
import { getDefaultSort } from './list-query.ts'

/**
 * What a filter form holds (the sheet's, filter-sheet.tsx), read as the address would be: the
 * app and a browser sending the form without the app read the same choice. With the first
 * visit's code rather than the sheet's: the server's sheet applies a tap with it before the
 * sheet's own code has come (lazy-list-filters.tsx).
 */
export function readFilterForm(form: HTMLFormElement): ListSearch {
  const data = new FormData(form)
  const raw: Record<string, string[]> = {}
  for (const name of [...MULTI_FILTERS, 'q', 'pay', 'posted', 'sort'] as const) {
    raw[name] = data.getAll(name).filter((value): value is string => typeof value === 'string')
  }
  // A list of none is an absent parameter, and so is the default order (the address leaves it out).
  for (const [name, values] of Object.entries(raw)) if (values.length === 0) delete raw[name]
  const search = validateListSearch(raw)
  return search.sort === getDefaultSort(search.q ?? '') ? { ...search, sort: undefined } : search
}
