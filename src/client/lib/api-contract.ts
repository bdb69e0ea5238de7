/**
 * The schemas the app checks API answers against, by name. Loaded only in development and
 * tests (api-client.ts imports it on a branch a production build removes), so production
 * bundles do not carry these schemas (valibot itself ships for the address's search,
 * lib/list-search.ts).
 */
import * as v from 'valibot'

import { publicConfigSchema } from '#shared/schemas/config.ts'
import { employerSchema } from '#shared/schemas/employer.ts'
import {
  jobCountsSchema,
  jobDetailResponseSchema,
  jobFacetsSchema,
  jobListResponseSchema,
} from '#shared/schemas/job.ts'

export const apiContracts = {
  jobList: jobListResponseSchema,
  jobs: jobDetailResponseSchema,
  jobCounts: jobCountsSchema,
  jobFacets: jobFacetsSchema,
  config: publicConfigSchema,
  employer: employerSchema,
}

export type ApiContracts = typeof apiContracts
export type ApiContract = keyof ApiContracts
/** What an answer that keeps the contract holds. */
export type ApiAnswer<K extends ApiContract> = v.InferOutput<ApiContracts[K]>

/** Why `data` breaks the contract `name`, or null when it keeps it. */
export function findContractBreach(name: ApiContract, data: unknown): string | null {
  const result = v.safeParse(apiContracts[name], data)
  return result.success ? null : v.summarize(result.issues)
}
