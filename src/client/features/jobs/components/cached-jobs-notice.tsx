import styles from './job-listing-section.module.css'

/** Said above a list made from jobs saved on the device (use-cached-jobs-fallback.ts). */
export function CachedJobsNotice({ offline }: { offline: boolean }) {
  return (
    <p className={styles.notice} role="status">
      {offline
        ? 'You are offline, so this list shows the matching jobs saved on this device. Connect to see every job.'
        : 'We could not reach the server, so this list shows the matching jobs saved on this device.'}
    </p>
  )
}
