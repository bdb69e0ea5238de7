/**
 * The job list of the home and list pages (docs/product.md#lists): chips, the count and the
 * filters (with the sort), a grid revealed 4 at a time with the alert offer after its first
 * cards, Load More and scroll-triggered paging. What it lists is in the page's
 * address (docs/decisions/026): the search and the filters are read from it, and changed by
 * navigating, so a list can be shared, bookmarked, reloaded and gone Back to.
 */
import { useLocation } from '@tanstack/react-router'
import { useContext, useEffect, useMemo, type ReactNode } from 'react'

import { useListSearch } from '../../../hooks/use-list-search.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { stringifySearchParams } from '../../../lib/search-params.ts'
import { ServerFetchContext } from '../../../lib/server-fetches.ts'
import { useListedJobs } from '../hooks/use-listed-jobs.ts'
import { useRevealOnScroll } from '../hooks/use-reveal-on-scroll.ts'
import { useSentinel } from '../hooks/use-sentinel.ts'
import { useVisibleCount, VISIBLE_STEP } from '../hooks/use-visible-count.ts'
import { getNextClassChange, isInFilter, type JobFilter } from '../lib/job-filter.ts'
import { toJobListParams } from '../lib/list-query.ts'
import { CachedJobsNotice } from './cached-jobs-notice.tsx'
import { FilterChips } from './filter-chips.tsx'
import { LazyChosenFilters, LazyFilterSheet, LazyNoMatch } from './lazy-list-filters.tsx'
import { JobCard } from './job-card.tsx'
import { describeCount, ListCount } from './list-status.tsx'
import { LoadMoreWithoutApp } from './load-more-without-app.tsx'
import styles from './job-listing-section.module.css'
import { SampleJobsNotice } from './sample-jobs-notice.tsx'

/** The alert offer comes after this many cards: the first screen of a phone is the jobs'. */
const ALERT_AFTER = 2

export function JobListingSection({
  filter,
  alert,
}: {
  filter: JobFilter
  /** "Email me new jobs like these", after the first cards: the list routes compose it (features/forms) */
  alert?: ReactNode
}) {
  const search = useListSearch()
  const params = useMemo(() => toJobListParams(filter, search), [filter, search])
  const listed = useListedJobs(filter, params)
  const { list, samples } = listed
  const closed = filter === 'closed'
  const pathname = useLocation({ select: (location) => location.pathname })

  const now = useNowUntil((time) => getNextClassChange(listed.jobs, time))
  const shown = listed.jobs.filter((job) => isInFilter(job, filter, now))
  const { count, showMore } = useVisibleCount(
    `${filter}|${stringifySearchParams(search)}`,
    pathname,
  )
  const visible = shown.slice(0, count)
  // The next server page is fetched as the reader nears the end of those loaded, so the next
  // reveal does not wait on it. A server render fetches only what its count needs.
  const requestServerFetch = useContext(ServerFetchContext)
  const nearTheEnd = requestServerFetch
    ? count >= shown.length
    : shown.length - count <= VISIBLE_STEP
  const needsNextPage = nearTheEnd && listed.canFetchMore && !list.isFetchNextPageError
  useEffect(() => {
    if (needsNextPage) void list.fetchNextPage()
  }, [needsNextPage, list])
  // A server render has no effects: it is asked to fetch the page and draw the list again.
  if (needsNextPage && requestServerFetch)
    requestServerFetch('job-list', () => list.fetchNextPage())
  const hasMore = count < shown.length || listed.canFetchMore
  const sentinelRef = useSentinel<HTMLDivElement>(showMore, hasMore)
  const gridRef = useRevealOnScroll<HTMLDivElement>(visible.length)

  const loading = (list.isPending && !listed.device && !samples.jobs) || listed.waitingForDevice
  const searching = list.isPlaceholderData && list.isFetching
  const card = (job: (typeof visible)[number], index: number) => (
    <JobCard key={job.id} job={job} closed={closed} index={index} />
  )

  return (
    <section id="job-listings" className={styles.section} aria-labelledby="job-listings-title">
      <h2 id="job-listings-title" className="visually-hidden">
        Jobs
      </h2>
      <FilterChips current={filter} search={search} />
      {/* The count, and the filters opening below it over the list. */}
      <div className={styles.bar}>
        <ListCount
          text={
            samples.jobs
              ? ''
              : loading
                ? closed
                  ? 'Loading archived jobs...'
                  : 'Loading jobs...'
                : searching
                  ? 'Searching...'
                  : describeCount(listed.total ?? shown.length)
          }
        />
        <LazyFilterSheet
          search={search}
          facets={listed.facets}
          path={pathname}
          sortable={!closed}
        />
      </div>
      <LazyChosenFilters search={search} facets={listed.facets} />
      {samples.jobs && <SampleJobsNotice onRetry={samples.retry} retrying={list.isFetching} />}
      {listed.device && <CachedJobsNotice narrowed={listed.narrowed} {...listed.device} />}
      {loading ? null : shown.length === 0 && !list.isFetching ? (
        <>
          <LazyNoMatch search={search} onDevice={!!listed.device} />
          {alert}
        </>
      ) : (
        <div ref={gridRef} className={styles.grid} aria-busy={searching || undefined}>
          {visible.slice(0, ALERT_AFTER).map(card)}
          {alert && <div className={styles.wide}>{alert}</div>}
          {visible.slice(ALERT_AFTER).map((job, index) => card(job, index + ALERT_AFTER))}
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
          <LoadMoreWithoutApp count={count} next={shown[count]} search={search} />
        </div>
      )}
    </section>
  )
}
