import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'

import { formatPageTitle } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { getNow } from '../../../hooks/use-now.ts'
import { useMarkGone } from '../../../lib/page-status.ts'
import type { JobView } from '../lib/job-view.ts'
import { forgetRemovedJobs } from '../lib/removed-jobs.ts'
import { BackToJobs } from './back-to-jobs.tsx'
import styles from './job-detail.module.css'
import { SaveToggle } from './save-toggle.tsx'

const REMOVED_TEXT =
  "Our team took this advert down because it broke the site's rules, most often by asking " +
  'applicants to pay. Do not send money or documents to the advertiser.'

/**
 * The page of a job the site's team took down (the server keeps only its title and company):
 * says so, with no way to apply or share, and the server answers it with 410. A reader who saved
 * it can unsave it here; the device's copies of the advert are replaced by the blanked one.
 */
export function RemovedJobPage({ job }: { job: JobView }) {
  useMarkGone()
  useDocumentMeta({ title: formatPageTitle('This listing was removed'), description: REMOVED_TEXT })
  const queryClient = useQueryClient()
  useEffect(() => {
    void forgetRemovedJobs(queryClient, [job.source], getNow())
  }, [queryClient, job.source])

  return (
    <article className={`container ${styles.page}`} aria-labelledby="job-title">
      <header className={styles.header}>
        <h1 id="job-title" className={styles.title}>
          This listing was removed
        </h1>
        <p className={styles.muted}>{`${job.title}, ${job.company}`}</p>
      </header>
      <p className={styles.closed}>{REMOVED_TEXT}</p>
      <div className={styles.actions}>
        <BackToJobs className="button button--primary">Back to Jobs</BackToJobs>
        <Link to="/jobs/all" className="button">
          All jobs
        </Link>
        <SaveToggle job={job} hideUnlessSaved />
      </div>
    </article>
  )
}
