import { Link } from '@tanstack/react-router'

import { SITE_NAME } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useScrollRestore } from '../hooks/use-scroll-restore.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import { JobListingSection } from './job-listing-section.tsx'
import styles from './jobs-list-page.module.css'

/** Headings and subtitles of the four list pages (SPEC.md §2 "List pages"). */
const PAGES: Record<JobFilter, { crumb: string; heading: string; subtitle: string }> = {
  all: {
    crumb: 'All Jobs',
    heading: 'All Active Jobs',
    subtitle: 'Browse all available job opportunities',
  },
  urgent: {
    crumb: 'Urgent Jobs',
    heading: 'Urgent Jobs',
    subtitle: 'Applications closing in 3-5 days',
  },
  critical: {
    crumb: 'Critical Jobs',
    heading: 'Critical Jobs',
    subtitle: 'Applications closing within 3 days - Apply now!',
  },
  archive: {
    crumb: 'Archived Jobs',
    heading: 'Archived Jobs',
    subtitle: 'Previously posted job opportunities',
  },
}

export function JobsListPage({ filter }: { filter: JobFilter }) {
  const page = PAGES[filter]
  useDocumentMeta({
    title: `${page.heading} | ${SITE_NAME}`,
    description: `${page.subtitle}. Jobs in Zimbabwe.`,
  })
  useScrollRestore(location.pathname)
  return (
    <div className="container">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{page.crumb}</li>
        </ol>
      </nav>
      <h1 className={styles.heading}>{page.heading}</h1>
      <p className={styles.subtitle}>{page.subtitle}</p>
      <JobListingSection filter={filter} />
    </div>
  )
}
