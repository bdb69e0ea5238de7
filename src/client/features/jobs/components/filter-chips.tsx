import { Link } from '@tanstack/react-router'

import type { ListSearch } from '../../../lib/list-search.ts'
import { useJobCounts } from '../api/get-job-counts.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import styles from './filter-chips.module.css'

const CHIPS = [
  { filter: 'all', label: 'All', to: '/jobs/all', count: 'active' },
  { filter: 'urgent', label: 'Urgent', to: '/jobs/urgent', count: 'urgent' },
  { filter: 'critical', label: 'Critical', to: '/jobs/critical', count: 'critical' },
  { filter: 'closed', label: 'Archives', to: '/jobs/archives', count: 'expired' },
] as const

/**
 * The deadline classes, one scrolling row. A chip keeps the list's search and filters (the closed
 * list has no sort to keep). Counts are totals over every job, from the server ("..." while
 * loading, 0 if they fail), so a searched or filtered list shows none: they would not say what
 * the chip opens.
 */
export function FilterChips({
  current,
  search,
}: {
  current: JobFilter | null
  search: ListSearch
}) {
  const counts = useJobCounts()
  const narrowed = Object.entries(search).some(([name, value]) => name !== 'sort' && value)
  return (
    <nav aria-label="Filter jobs by deadline" className={styles.chips}>
      {CHIPS.map((chip) => (
        <Link
          key={chip.filter}
          to={chip.to}
          search={chip.filter === 'closed' ? { ...search, sort: undefined } : search}
          className={styles.chip}
          data-filter={chip.filter}
          aria-current={chip.filter === current ? 'page' : undefined}
        >
          {chip.label}{' '}
          {!narrowed && (
            <span className={styles.count}>
              {counts.data?.[chip.count] ?? (counts.isError ? 0 : '...')}
            </span>
          )}
        </Link>
      ))}
    </nav>
  )
}
