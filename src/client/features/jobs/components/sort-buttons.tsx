import type { JobSort } from '#shared/job.ts'

import styles from './job-listing-section.module.css'

const SORTS: { value: JobSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'expiring', label: 'Expiring soon' },
]

/** The list's order. "Best match" only ranks words, so it is offered for a search only. */
export function SortButtons({
  sort,
  words,
  onChange,
}: {
  sort: JobSort
  /** the list is searched */
  words: boolean
  onChange(sort: JobSort): void
}) {
  return (
    <div className={`js-only ${styles.sort}`} role="group" aria-label="Sort jobs">
      {SORTS.filter((option) => words || option.value !== 'relevance').map((option) => (
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
