import { useLocation } from '@tanstack/react-router'

import { MAX_SHOWN_WITHOUT_APP, STEP_WITHOUT_APP } from '../hooks/use-visible-count.ts'
import { getJobHeadingId, type JobView } from '../lib/job-view.ts'

/**
 * Load More for a reader without the app (scripts off, or the app could not load): a link to
 * the same list showing more jobs, which lands on the first new one. While the app runs, its
 * button reveals jobs without a page load and this is hidden (`no-js-only`).
 * docs/decisions/018-load-more-without-the-app.md.
 */
export function LoadMoreWithoutApp({
  count,
  next,
  query,
}: {
  /** jobs shown now */
  count: number
  /** the first job the link adds, when it is loaded */
  next: JobView | undefined
  /** the list's search, kept in the link */
  query: string
}) {
  const { pathname } = useLocation()
  if (count >= MAX_SHOWN_WITHOUT_APP) {
    return (
      <p className="no-js-only">
        {`These are the first ${MAX_SHOWN_WITHOUT_APP} jobs of this list. Search to find others.`}
      </p>
    )
  }
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  params.set('shown', String(count + STEP_WITHOUT_APP))
  const landing = next ? getJobHeadingId(next.id) : 'job-listings'
  return (
    <a className="no-js-only button" href={`${pathname}?${params}#${landing}`}>
      Load More Jobs
    </a>
  )
}
