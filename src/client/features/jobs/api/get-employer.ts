import { queryOptions } from '@tanstack/react-query'

import type { Employer } from '#shared/schemas/employer.ts'

import { ApiError, getJson } from '../../../lib/api-client.ts'

export const employerKeys = {
  detail: (slug: string) => ['employers', slug] as const,
}

/**
 * An organisation's page, or null when the API has none for the slug: 404, or 400 for a slug no
 * name makes (the server's rule, not repeated here, to keep it out of the page's bytes). Null is
 * an answer the page shows ("Employer not found"), so the server renders it too; only failures
 * reach the route's error view.
 */
export function employerQueryOptions(slug: string) {
  return queryOptions({
    queryKey: employerKeys.detail(slug),
    queryFn: async (context): Promise<Employer | null> => {
      try {
        return await getJson(`/api/employers/${encodeURIComponent(slug)}`, context, 'employer')
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
  })
}
