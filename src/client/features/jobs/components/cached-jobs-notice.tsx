import { describeCount } from './list-status.tsx'
import styles from './job-listing-section.module.css'

/**
 * Said above a list made from the jobs kept on the device, because the server could not be
 * asked (hooks/use-device-search.ts): which copy was searched, and how much of it.
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
  const where = `${describeCount(searched)} saved on this device`
  let text: string
  if (narrowed) {
    text = offline
      ? `Offline: searched the ${where}. Connect to search every job.`
      : `We could not reach the server, so this searched the ${where}.`
  } else {
    text = offline
      ? 'You are offline, so this list shows the matching jobs saved on this device. Connect to see every job.'
      : 'We could not reach the server, so this list shows the matching jobs saved on this device.'
  }
  return (
    <p className={styles.notice} role="status">
      {text}
    </p>
  )
}
