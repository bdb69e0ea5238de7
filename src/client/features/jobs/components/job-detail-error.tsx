import { useRouter } from '@tanstack/react-router'

import { formatPageTitle } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useMarkNotFound } from '../../../lib/page-status.ts'
import { JobNotFoundError } from '../api/get-job.ts'
import { BackToJobs } from './back-to-jobs.tsx'
import styles from './job-detail.module.css'

/** "Job not found" when there is no such job, "Failed to load job details" otherwise. */
export function JobDetailError({ error }: { error: unknown }) {
  const router = useRouter()
  const notFound = error instanceof JobNotFoundError
  useMarkNotFound(notFound)
  useDocumentMeta({ title: formatPageTitle(notFound ? 'Job Not Found' : 'Job Details') })
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.error} role="alert">
        {notFound ? 'Job not found' : 'Failed to load job details'}
      </p>
      {!notFound && (
        <p className={styles.muted}>
          Check your connection; the job will open once it can be downloaded.
        </p>
      )}
      <div className={styles.actions}>
        <BackToJobs className="button">Back to Jobs</BackToJobs>
        {!notFound && (
          <button type="button" className="button" onClick={() => void router.invalidate()}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
