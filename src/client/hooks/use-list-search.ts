import { useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'

import { validateListSearch, type ListSearch } from '../lib/list-search.ts'

/**
 * The job list's search and filters in the current address, from any component: the list, and
 * the search boxes of the header and the Menu, which live outside the list's route.
 */
export function useListSearch(): ListSearch {
  const raw = useSearch({ strict: false })
  return useMemo(() => validateListSearch(raw), [raw])
}
