import { Link } from '@tanstack/react-router'

import { employerSlug } from '#shared/employer-slug.ts'

import type { JobView } from '../lib/job-view.ts'
import styles from './job-detail.module.css'

/**
 * The job page's lines about who posted the job, read from the view's source (only this page
 * shows them, so the first load of / carries none of it): its company as a link to the
 * organisation's page, and for a job its employer posted here, whether the sender was verified.
 */
export function CompanyLink({ job }: { job: JobView }) {
  const slug = employerSlug(job.company)
  return (
    <p className={styles.company}>
      {slug ? (
        <Link to="/employers/$slug" params={{ slug }}>
          {job.company}
        </Link>
      ) : (
        job.company
      )}
    </p>
  )
}

export function PostedBy({ job }: { job: JobView }) {
  const by = job.source.posted_by
  if (!by) return null
  return (
    <p className={styles.muted}>
      {by.verified && by.domain
        ? `Verified employer: posted from an address at ${by.domain}`
        : 'Posted by the employer; address not verified'}
    </p>
  )
}

/**
 * Why a closed job's page takes no applications: filled, aged out, no longer listed, or past its
 * day.
 */
export function closedText(job: JobView): string {
  if (job.source.filled) return 'The employer has filled this job; applications are closed.'
  if (job.source.aged_out) return 'This job gave no closing date and was posted long ago: closed.'
  return job.withdrawn
    ? 'This job is no longer listed by its source.'
    : 'Applications for this job have closed.'
}
