/**
 * From a list page's address (its class, and the search and filters of lib/list-search.ts) to
 * what the API is asked, in one canonical form: the same choice made in another order, or with
 * the default sort spelt out, is the same request, the same cache entry and the same URL for the
 * service worker to keep.
 */
import type { JobSort } from '#shared/job.ts'

import type { ListSearch } from '../../../lib/list-search.ts'
import type { JobListParams, JobScope } from '../api/job-keys.ts'
import { getFilterQuery, type JobFilter } from './job-filter.ts'

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort()

/** The API's own default: best match for words, else the newest first. */
export function getDefaultSort(q: string): JobSort {
  return q ? 'relevance' : 'newest'
}

export function toJobListParams(filter: JobFilter, search: ListSearch): JobListParams {
  const q = search.q ?? ''
  const chosen = search.sort ?? getDefaultSort(q)
  // Without words there is nothing to rank, and the closed list is by date alone.
  const sort = !q && (chosen === 'relevance' || filter === 'closed') ? 'newest' : chosen
  return {
    ...getFilterQuery(filter),
    q,
    location: sorted(search.location),
    category: sorted(search.category),
    type: sorted(search.type),
    pay: search.pay ?? null,
    posted: search.posted ?? null,
    sort,
  }
}

/** The scope alone: what facets are counted over (no sort, no page). */
export function toJobScope({ sort: _sort, ...scope }: JobListParams): JobScope {
  return scope
}

/** Whether the list is narrowed by words or filters, beyond its class. */
export function isNarrowed(scope: JobScope): boolean {
  return (
    scope.q !== '' ||
    scope.location.length > 0 ||
    scope.category.length > 0 ||
    scope.type.length > 0 ||
    scope.pay !== null ||
    scope.posted !== null
  )
}

/** The scope as API parameters, defaults left out. */
export function toScopeParams(scope: JobScope): URLSearchParams {
  const params = new URLSearchParams({ status: scope.status })
  if (scope.urgency) params.set('urgency', scope.urgency)
  if (scope.q) params.set('q', scope.q)
  for (const name of ['location', 'category', 'type'] as const) {
    if (scope[name].length > 0) params.set(name, scope[name].join(','))
  }
  if (scope.posted) params.set('posted', scope.posted)
  if (scope.pay) params.set('pay', scope.pay)
  return params
}
