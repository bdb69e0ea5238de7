import { useQuery } from '@tanstack/react-query'

import {
  describeEmployerRecord,
  describeEmployerVerification,
  employerPath,
  getEmployerPageDescription,
  getEmployerPageTitle,
} from '#shared/employer-meta.ts'
import type { ApiJob } from '#shared/job.ts'
import type { Employer as EmployerData } from '#shared/schemas/employer.ts'

import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { BackToJobs } from './back-to-jobs.tsx'
import { JobCard } from './job-card.tsx'
import styles from './job-detail.module.css'
import listStyles from './job-listing-section.module.css'
import { toJobView } from '../lib/job-view.ts'
import { employerQueryOptions } from '../api/get-employer.ts'
import { EmployerPageError } from './employer-page-error.tsx'

/** A website the employer gave, as a link only when it is a web address. */
function websiteLabel(website: string): string | null {
  const match = /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(website)
  return match?.[1] ?? null
}

function JobCards({ jobs, closed }: { jobs: ApiJob[]; closed: boolean }) {
  return (
    <div className={listStyles.grid}>
      {jobs.map((job, index) => (
        <JobCard
          key={job.job_id}
          job={toJobView(job)}
          closed={closed}
          index={index}
          note={job.filled ? 'Filled by the employer' : undefined}
        />
      ))}
    </div>
  )
}

/**
 * /employers/<slug>: who the organisation is, its record on the site, and its open and past jobs
 * (docs/product.md, "Employer pages"). Its own chunk, kept out of the precache (decision 050).
 * The page draws its own loading and failure states rather than the route's (a loader, an error
 * view): what a route declares is in the first load of every page. The server's render fetches
 * the query and renders again (entry-server.tsx).
 */
export function EmployerPage({ slug }: { slug: string }) {
  const { data: employer, isPending, isError, refetch } = useQuery(employerQueryOptions(slug))
  if (isPending)
    return (
      <p className={`container ${styles.page}`} role="status">
        Loading employer
      </p>
    )
  if (isError) return <EmployerPageError onRetry={() => void refetch()} />
  return employer ? <EmployerDetails employer={employer} /> : <EmployerPageError />
}

function EmployerDetails({ employer }: { employer: EmployerData }) {
  // the same words the server put in the HTML for link previews (src/shared/employer-meta.ts)
  useDocumentMeta({
    title: getEmployerPageTitle(employer),
    description: getEmployerPageDescription(employer),
    path: employerPath(employer.slug),
  })
  const verification = describeEmployerVerification(employer)
  const site = employer.website && websiteLabel(employer.website)
  return (
    <article className={`container ${styles.page}`} aria-labelledby="employer-name">
      <BackToJobs className={`button ${styles.back}`}>← Back to Jobs</BackToJobs>
      <header className={styles.header}>
        <h1 id="employer-name" className={styles.title}>
          {employer.name}
        </h1>
        {verification && <p className={styles.salary}>{verification}</p>}
        {site && employer.website && (
          <p className={styles.meta}>
            <a href={employer.website} rel="nofollow noopener noreferrer ugc">
              {site}
            </a>
          </p>
        )}
        <p className={styles.muted}>{describeEmployerRecord(employer)}</p>
      </header>
      <section aria-labelledby="employer-open">
        <h2 id="employer-open">Open jobs</h2>
        {employer.open.length > 0 ? (
          <JobCards jobs={employer.open} closed={false} />
        ) : (
          <p className={styles.muted}>No open jobs right now.</p>
        )}
      </section>
      {employer.past.length > 0 && (
        <section aria-labelledby="employer-past">
          <h2 id="employer-past">Past jobs</h2>
          <JobCards jobs={employer.past} closed />
        </section>
      )}
    </article>
  )
}
