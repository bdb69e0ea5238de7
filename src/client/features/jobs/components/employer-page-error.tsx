import { formatPageTitle } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useMarkNotFound } from '../../../lib/page-status.ts'
import { BackToJobs } from './back-to-jobs.tsx'
import styles from './job-detail.module.css'

/**
 * "Employer not found" (a 404 page) when no job has the slug; with `onRetry`, "Failed to load"
 * (no network, a server error) with a way to try again.
 */
export function EmployerPageError({ onRetry }: { onRetry?: () => void }) {
  useMarkNotFound(!onRetry)
  useDocumentMeta({ title: formatPageTitle(onRetry ? 'Employer' : 'Employer Not Found') })
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.error} role="alert">
        {onRetry ? 'Failed to load this employer' : 'Employer not found'}
      </p>
      {onRetry && (
        <p className={styles.muted}>
          Check your connection; the page will open once it can be downloaded.
        </p>
      )}
      <div className={styles.actions}>
        <BackToJobs className="button">Back to Jobs</BackToJobs>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
