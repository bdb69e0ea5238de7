import styles from './job-listing-section.module.css'

/** "1,234": written out here, not by the locale, so the server and the phone write the same. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "1,234 jobs" (the search's words are said by their chip below, chosen-filters.tsx). */
export function describeCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'job' : 'jobs'}`
}

/**
 * How many jobs the list holds, said once it is known and again as it changes, so a screen
 * reader hears what a tap on a filter did. Its line is always there: the list never jumps.
 */
export function ListCount({ text }: { text: string }) {
  return (
    <p className={styles.count} role="status">
      {text}
    </p>
  )
}
