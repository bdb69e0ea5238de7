import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'
import { toScopeParams } from '../lib/list-query.ts'
import { jobKeys, type JobScope } from './job-keys.ts'

/**
 * Each filter's values with how many jobs each would show, for the list's scope: counted by the
 * server, never by downloading the jobs to count them.
 */
export function jobFacetsQueryOptions(scope: JobScope) {
  return queryOptions({
    queryKey: jobKeys.facets(scope),
    queryFn: (context) => getJson(`/api/jobs/facets?${toScopeParams(scope)}`, context, 'jobFacets'),
  })
}

/** Keeps the previous counts on screen while the next ones load: the list never waits on them. */
export function useJobFacets(scope: JobScope) {
  return useQuery({ ...jobFacetsQueryOptions(scope), placeholderData: keepPreviousData })
}
