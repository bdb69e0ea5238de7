import { queryOptions, useQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'

export function formConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: (context) => getJson('/api/config', context, 'config'),
    staleTime: 60 * 60_000,
  })
}

export function useFormConfig() {
  return useQuery(formConfigQueryOptions())
}
