import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { formatPageTitle } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useScrollRestore } from '../hooks/use-scroll-restore.ts'
import type { JobFilter } from '../lib/job-filter.ts'
import { describeListPage, LIST_PAGES } from '../lib/list-pages.ts'
import { JobListingSection } from './job-listing-section.tsx'
import styles from './jobs-list-page.module.css'

export function JobsListPage({
  filter,
  alert,
}: {
  filter: JobFilter
  /** the job alert's control, passed on to the list (JobListingSection) */
  alert?: ReactNode
}) {
  const page = LIST_PAGES[filter]
  useDocumentMeta({
    title: formatPageTitle(page.heading),
    description: describeListPage(page),
  })
  useScrollRestore(useLocation().pathname)
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
      <JobListingSection filter={filter} alert={alert} />
    </div>
  )
}
