import { describeCount } from './list-status.tsx'
import styles from './job-listing-section.module.css'

/**
 * Said above a list made from the jobs kept on the device, because the server could not be
 * asked (hooks/use-device-search.ts): why, which copy was searched, and how much of it. "Kept
 * on this phone", never "saved": Saved is the reader's own list, and the device holds more.
 */
export function CachedJobsNotice({
  offline,
  narrowed,
  searched,
}: {
  offline: boolean
  /** searched or filtered, not the whole list */
  narrowed: boolean
  /** how many jobs the device holds */
  searched: number
}) {
  const why = offline ? 'Offline' : 'We could not reach the server'
  const what = narrowed
    ? `searched the ${describeCount(searched)}`
    : 'this list shows the matching jobs'
  const next = offline ? ` Connect to ${narrowed ? 'search' : 'see'} every job.` : ''
  return (
    <p className={styles.notice} role="status">
      {`${why}: ${what} kept on this phone.${next}`}
    </p>
  )
}
