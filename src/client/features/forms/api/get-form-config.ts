import { queryOptions, useQuery } from '@tanstack/react-query'

import type { PublicConfig } from '#shared/schemas/config.ts'

import { getJson } from '../../../lib/api-client.ts'

/** Used until the config arrives, and when it cannot be fetched (offline). */
export const FALLBACK_FORM_CONFIG: PublicConfig = {
  turnstile: null,
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  supportEmail: 'support@jobszw.co.zw',
  alerts: { enabled: false, push: false },
  jobPosts: { enabled: false },
}

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
