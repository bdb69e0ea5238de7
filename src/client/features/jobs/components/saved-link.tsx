import { Link } from '@tanstack/react-router'

import { useSavedJobs } from '../hooks/use-saved-jobs.ts'
import styles from './saved-link.module.css'

/**
 * The header's way to the watchlist, with how many jobs are on it; with `label`, the Menu's row
 * (its own look, `className`, and its words always shown). The count is on the device
 * only: until it has been read (and on the server's page) its place is kept but empty, because a
 * "0" there would tell a reader with saved jobs that they are gone.
 */
export function SavedLink({
  className = styles.link,
  onClick,
  label,
}: {
  className?: string
  onClick?: () => void
  label?: string
}) {
  const { loaded, jobs } = useSavedJobs()
  const count = jobs.length
  return (
    <Link to="/saved" className={className} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4-6 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {label ? <span>{label}</span> : <span className={styles.label}>Saved</span>}
      {loaded ? (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> {count === 1 ? 'job' : 'jobs'}</span>
        </span>
      ) : (
        <span className={`${styles.count} ${styles.unknown}`} aria-hidden="true">
          0
        </span>
      )}
    </Link>
  )
}
