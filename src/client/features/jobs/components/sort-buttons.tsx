import type { JobSort } from '#shared/job.ts'

import styles from './job-listing-section.module.css'

const SORTS: { value: JobSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'expiring', label: 'Expiring soon' },
]

export function SortButtons({ sort, onChange }: { sort: JobSort; onChange(sort: JobSort): void }) {
  return (
    <div className={`js-only ${styles.sort}`} role="group" aria-label="Sort jobs">
      {SORTS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="button"
          aria-pressed={sort === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
