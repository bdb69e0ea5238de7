/**
 * A stand-in for the jobs API in component and server-render tests, answering lists, facets and
 * counts with the real search (src/shared/search) over `jobs`, paged as the server pages.
 */
import { vi } from 'vitest'

import { PAY_FACET_VALUES } from '#shared/job-facets/pay-values.ts'
import { jobPostedWithin, jobSorts, type ApiJob, type JobCounts } from '#shared/job.ts'
import { createJobSearchIndex } from '#shared/search/job-search.ts'

import { toSearchableJob } from '../features/jobs/lib/searchable-job.ts'

export interface FakeJobsApi {
  /** every path asked, in order */
  requests: string[]
  /** from now on, every call fails as with no network (or with `status`) */
  fail(status?: number): void
}

const list = (params: URLSearchParams, name: string) =>
  params.get(name)?.split(',').filter(Boolean) ?? []
const oneOf = <T extends readonly string[]>(values: T, value: string | null): T[number] | null =>
  values.find((candidate) => candidate === value) ?? null

/** The API's answer to `path` (lists, facets and counts) over `jobs`. */
export function answerJobsApi(
  jobs: readonly ApiJob[],
  counts?: JobCounts,
): (path: string) => Response {
  const index = createJobSearchIndex(jobs.map(toSearchableJob))
  const byId = new Map(jobs.map((job) => [job.job_id, job]))
  return (path) => {
    const url = new URL(path, 'http://localhost')
    if (url.pathname === '/api/jobs/counts') {
      return Response.json(counts ?? { active: jobs.length, expired: 0, urgent: 0, critical: 0 })
    }
    const params = url.searchParams
    const q = params.get('q')
    const posted = oneOf(jobPostedWithin, params.get('posted'))
    const scope = {
      q,
      status: params.get('status') === 'expired' ? ('expired' as const) : ('active' as const),
      urgency: oneOf(['critical', 'urgent'] as const, params.get('urgency')),
      location: list(params, 'location'),
      category: list(params, 'category'),
      type: list(params, 'type'),
      postedDays: posted === null ? null : Number(posted),
      pay: oneOf(PAY_FACET_VALUES, params.get('pay')),
      now: Date.now(),
    }
    if (url.pathname === '/api/jobs/facets') return Response.json(index.facets(scope))
    const page = Number(params.get('page') ?? 1)
    const pageSize = Number(params.get('pageSize') ?? 100)
    const sort = oneOf(jobSorts, params.get('sort')) ?? (q ? 'relevance' : 'newest')
    const { ids, total } = index.search({
      ...scope,
      sort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    })
    return Response.json({
      jobs: ids.flatMap((id) => byId.get(id) ?? []),
      hasMore: page * pageSize < total,
      total,
    })
  }
}

/** `fetch` stubbed with answerJobsApi; the paths asked are recorded. */
export function serveJobsApi(
  jobs: readonly ApiJob[],
  { counts, failFirst = 0 }: { counts?: JobCounts; failFirst?: number } = {},
): FakeJobsApi {
  const answer = answerJobsApi(jobs, counts)
  const requests: string[] = []
  let failures = failFirst
  let failing: number | 'network' | null = null
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(input)
      if (failing === 'network') throw new TypeError('Failed to fetch')
      if (failing !== null) return Response.json({}, { status: failing })
      if (failures > 0 && !input.startsWith('/api/jobs/counts')) {
        failures--
        return new Response('boom', { status: 500 })
      }
      return answer(input)
    }),
  )
  return {
    requests,
    fail(status) {
      failing = status ?? 'network'
    },
  }
}
