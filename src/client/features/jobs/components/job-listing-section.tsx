/**
 * The job list of the home and list pages (docs/product.md#lists): chips, sort, a grid revealed 4 at a time, Load More and scroll-triggered paging.
 * Search filters what is loaded at once (deferred) and, once typing settles, asks the server so
 * that jobs not yet loaded are found too.
 */
import { useLocation } from '@tanstack/react-router'
import { useContext, useDeferredValue, useEffect, useMemo, useState } from 'react'

import type { JobSort } from '#shared/job.ts'
import { normalizeSearch } from '#shared/search-text.ts'

import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts'
import { useJobSearch } from '../../../hooks/use-job-search.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { ServerFetchContext } from '../../../lib/server-fetches.ts'
import { useJobList } from '../api/get-jobs.ts'
import { useRevealOnScroll } from '../hooks/use-reveal-on-scroll.ts'
import { useSentinel } from '../hooks/use-sentinel.ts'
import { useVisibleCount } from '../hooks/use-visible-count.ts'
import {
  getFilterQuery,
  getNextClassChange,
  isInFilter,
  type JobFilter,
} from '../lib/job-filter.ts'
import { matchesSearch, toJobView, type JobView } from '../lib/job-view.ts'
import { FilterChips } from './filter-chips.tsx'
import { JobCard } from './job-card.tsx'
import { LoadMoreWithoutApp } from './load-more-without-app.tsx'
import styles from './job-listing-section.module.css'
import { SampleJobsNotice } from './sample-jobs-notice.tsx'
import { SortButtons } from './sort-buttons.tsx'
import { useSampleFallback } from '../hooks/use-sample-fallback.ts'
import { useCachedJobsFallback } from '../hooks/use-cached-jobs-fallback.ts'
import { CachedJobsNotice } from './cached-jobs-notice.tsx'

const SEARCH_SETTLE_MS = 400

export function JobListingSection({ filter }: { filter: JobFilter }) {
  const { query } = useJobSearch()
  // As the server runs it: a tab or double space in the box must not hide the server's results.
  const deferredQuery = useDeferredValue(normalizeSearch(query))
  const serverQuery = useDebouncedValue(deferredQuery, SEARCH_SETTLE_MS)
  const [sort, setSort] = useState<JobSort>('newest')
  const archived = filter === 'archive'
  const list = useJobList({
    ...getFilterQuery(filter),
    sort: archived ? 'newest' : sort,
    q: serverQuery,
  })

  const loaded = useMemo(
    () => dedupe(list.data?.pages.flatMap((page) => page.jobs.map(toJobView)) ?? []),
    [list.data],
  )
  // Nothing loaded: first the jobs saved on this device, and only without those, samples.
  const cached = useCachedJobsFallback(filter, list)
  const fallback = useSampleFallback(filter, serverQuery, list, cached !== null)
  const source = cached ?? fallback.jobs ?? loaded
  const now = useNowUntil((time) => getNextClassChange(source, time))
  const shown = source.filter(
    (job) => isInFilter(job, filter, now) && matchesSearch(job, deferredQuery),
  )

  const { count, showMore } = useVisibleCount(
    `${filter}|${deferredQuery}|${sort}`,
    useLocation().pathname,
  )
  const visible = shown.slice(0, count)
  const canFetchMore = !cached && !fallback.jobs && list.hasNextPage && !list.isFetchingNextPage
  // The next server page is fetched once everything loaded is on screen.
  const needsNextPage = count >= shown.length && canFetchMore && !list.isFetchNextPageError
  useEffect(() => {
    if (needsNextPage) void list.fetchNextPage()
  }, [needsNextPage, list])
  // A server render has no effects: it is asked to fetch the page and draw the list again.
  const requestServerFetch = useContext(ServerFetchContext)
  if (needsNextPage && requestServerFetch)
    requestServerFetch('job-list', () => list.fetchNextPage())
  const hasMore = count < shown.length || canFetchMore
  const sentinelRef = useSentinel<HTMLDivElement>(showMore, hasMore)
  const gridRef = useRevealOnScroll<HTMLDivElement>(visible.length)

  return (
    <section id="job-listings" className={styles.section} aria-labelledby="job-listings-title">
      <h2 id="job-listings-title" className="visually-hidden">
        Jobs
      </h2>
      <div className={styles.toolbar}>
        <FilterChips current={filter} />
        {!archived && <SortButtons sort={sort} onChange={setSort} />}
      </div>
      {fallback.jobs && <SampleJobsNotice onRetry={fallback.retry} retrying={list.isFetching} />}
      {cached && <CachedJobsNotice offline={list.isPaused} />}
      {list.isPending && !fallback.jobs && !cached ? (
        <p className={styles.status} role="status">
          {archived ? 'Loading archived jobs...' : 'Loading jobs...'}
        </p>
      ) : shown.length === 0 && !list.isFetching ? (
        <p className={styles.status}>
          No jobs match your current filter. Try adjusting your search criteria.
        </p>
      ) : (
        <div ref={gridRef} className={styles.grid}>
          {visible.map((job, index) => (
            <JobCard key={job.id} job={job} archived={archived} index={index} />
          ))}
        </div>
      )}
      {hasMore && (
        <div ref={sentinelRef} className={styles.more}>
          <button
            type="button"
            className="js-only button"
            onClick={showMore}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load More Jobs'}
          </button>
          <LoadMoreWithoutApp count={count} next={shown[count]} query={deferredQuery} />
        </div>
      )}
    </section>
  )
}

function dedupe(jobs: JobView[]): JobView[] {
  const seen = new Set<string>()
  return jobs.filter((job) => !seen.has(job.id) && seen.add(job.id))
}
