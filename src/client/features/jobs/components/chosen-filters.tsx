import { getPayLabel } from '#shared/job-facets/pay-values.ts'
import type { JobFacets } from '#shared/job.ts'

import { MULTI_FILTERS, type ListSearch } from '../../../lib/list-search.ts'
import {
  withoutFilters,
  withoutPay,
  withoutPosted,
  withoutValue,
  withoutWords,
} from '../lib/list-filters.ts'
import { POSTED_OPTIONS } from '../lib/posted-options.ts'
import chipStyles from './filter-chips.module.css'
import { ListLink } from './list-link.tsx'
import styles from './filter-sheet.module.css'

interface Chip {
  key: string
  label: string
  count: number | null
  without: ListSearch
}

function getChips(search: ListSearch, facets: JobFacets | undefined): Chip[] {
  // The words first: on a phone the search box is in the Menu, and this says what was searched.
  const words: Chip[] = search.q
    ? [{ key: 'q', label: `“${search.q}”`, count: null, without: withoutWords(search) }]
    : []
  const filters = MULTI_FILTERS.flatMap((name) =>
    (search[name] ?? []).map((value) => {
      // The counts carry the names (a chosen value is always among them); the value until then.
      const facet = facets?.[name].find((candidate) => candidate.value === value)
      return {
        key: `${name}:${value}`,
        label: facet?.label ?? value,
        count: facet?.count ?? null,
        without: withoutValue(search, name, value),
      }
    }),
  )
  if (search.pay) {
    const facet = facets?.pay.find((candidate) => candidate.value === search.pay)
    filters.push({
      key: 'pay',
      label: facet?.label ?? getPayLabel(search.pay),
      count: facet?.count ?? null,
      without: withoutPay(search),
    })
  }
  const posted = POSTED_OPTIONS.find((option) => option.value === search.posted)
  if (posted)
    filters.push({
      key: 'posted',
      label: posted.label,
      count: null,
      without: withoutPosted(search),
    })
  return [...words, ...filters]
}

/**
 * The search and the chosen filters as chips on one scrolling row, each removed by a tap (a
 * link, so it works without the app too), a filter with how many jobs it holds; and "Clear
 * filters".
 */
export function ChosenFilters({
  search,
  facets,
}: {
  search: ListSearch
  facets: JobFacets | undefined
}) {
  const chips = getChips(search, facets)
  if (chips.length === 0) return null
  const filtered = chips.some((chip) => chip.key !== 'q')
  return (
    <ul className={`${chipStyles.chips} ${styles.chosen}`} aria-label="Search and filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <ListLink
            search={chip.without}
            className={chipStyles.chip}
            label={
              chip.key === 'q'
                ? `Clear search: ${chip.label}`
                : `Remove filter: ${chip.label}${chip.count === null ? '' : ` (${chip.count} jobs)`}`
            }
          >
            {chip.label}
            {chip.count !== null && <span className={chipStyles.count}>{` ${chip.count}`}</span>}
            <span aria-hidden="true">×</span>
          </ListLink>
        </li>
      ))}
      {filtered && (
        <li>
          <ListLink search={withoutFilters(search)} className={styles.clear}>
            Clear filters
          </ListLink>
        </li>
      )}
    </ul>
  )
}
