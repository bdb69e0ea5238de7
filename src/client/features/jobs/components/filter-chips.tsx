import { Link } from '@tanstack/react-router'

import { useJobCounts } from '../api/get-job-counts.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import styles from './filter-chips.module.css'

const CHIPS = [
  { filter: 'all', label: 'All', to: '/jobs/all', count: 'active' },
  { filter: 'urgent', label: 'Urgent', to: '/jobs/urgent', count: 'urgent' },
  { filter: 'critical', label: 'Critical', to: '/jobs/critical', count: 'critical' },
  { filter: 'closed', label: 'Archives', to: '/jobs/archives', count: 'expired' },
] as const

/** Counts are totals over every job, from the server; "..." while loading, 0 if they fail. */
export function FilterChips({ current }: { current: JobFilter | null }) {
  const counts = useJobCounts()
  return (
    <nav aria-label="Filter jobs by deadline" className={styles.chips}>
      {CHIPS.map((chip) => {
        const count = counts.data?.[chip.count] ?? (counts.isError ? 0 : '...')
        return (
          <Link
            key={chip.filter}
            to={chip.to}
            className={styles.chip}
            data-filter={chip.filter}
            aria-current={chip.filter === current ? 'page' : undefined}
          >
            {chip.label} <span className={styles.count}>{count}</span>
          </Link>
        )
      })}
    </nav>
  )
}
