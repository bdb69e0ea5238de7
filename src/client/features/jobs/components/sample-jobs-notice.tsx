import styles from './job-listing-section.module.css'

export function SampleJobsNotice({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <div className={styles.notice} role="alert">
      <p>
        We could not load the live jobs, so these are <strong>sample listings</strong> to show how
        the board works. They are not real vacancies.
      </p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  )
}
