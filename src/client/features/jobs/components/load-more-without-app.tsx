import { useLocation } from '@tanstack/react-router'

import type { ListSearch } from '../../../lib/list-search.ts'
import { stringifySearchParams } from '../../../lib/search-params.ts'
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
  search,
}: {
  /** jobs shown now */
  count: number
  /** the first job the link adds, when it is loaded */
  next: JobView | undefined
  /** the list's search and filters, kept in the link */
  search: ListSearch
}) {
  const { pathname } = useLocation()
  if (count >= MAX_SHOWN_WITHOUT_APP) {
    return (
      <p className="no-js-only">
        {`These are the first ${MAX_SHOWN_WITHOUT_APP} jobs of this list. Search to find others.`}
      </p>
    )
  }
  const query = stringifySearchParams({ ...search, shown: count + STEP_WITHOUT_APP })
  const landing = next ? getJobHeadingId(next.id) : 'job-listings'
  return (
    <a className="no-js-only button" href={`${pathname}${query}#${landing}`}>
      Load More Jobs
    </a>
  )
}
