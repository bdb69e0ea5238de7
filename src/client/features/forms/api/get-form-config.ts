import { queryOptions, useQuery } from '@tanstack/react-query'

import { getJson } from '../../../lib/api-client.ts'

/** What GET /api/config answers (src/server/routes/config.routes.ts). */
export interface FormConfig {
  turnstile: { siteKey: string; scriptUrl: string } | null
  contactEndpoint: string
  newsletterEndpoint: string
  supportEmail: string
}

/** Used until the config arrives, and when it cannot be fetched (offline). */
export const FALLBACK_FORM_CONFIG: FormConfig = {
  turnstile: null,
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  supportEmail: 'support@jobszw.co.zw',
}

export function formConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: (context) => getJson<FormConfig>('/api/config', context),
    staleTime: 60 * 60_000,
  })
}

export function useFormConfig() {
  return useQuery(formConfigQueryOptions())
}
