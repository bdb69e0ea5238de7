import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '../../../lib/api-client.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { ensureJob, JobNotFoundError } from './get-job.ts'

// ensureJob is the job page's loader (routes/job.$id.tsx), with the app's own query client.
function serve(respond: () => Response) {
  const fetch = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(respond()))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(() => {
  // failed requests are logged by the query client
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ensureJob', () => {
  it('loads the job the API answers with', async () => {
    const job = makeApiJob({ job_id: 'abc123' })
    const fetch = serve(() => Response.json({ jobs: [job] }))
    await expect(ensureJob(createQueryClient(), 'abc123')).resolves.toEqual(job)
    expect(fetch).toHaveBeenCalledWith('/api/jobs?job_id=abc123', expect.anything())
  })

  it.each(['a'.repeat(65), 'a b', '-abc', 'abc/def'])(
    'answers %j, an id no job can have, with "Job not found" and no request',
    async (id) => {
      const fetch = serve(() => Response.json({ jobs: [] }))
      await expect(ensureJob(createQueryClient(), id)).rejects.toBeInstanceOf(JobNotFoundError)
      expect(fetch).not.toHaveBeenCalled()
    },
  )

  it('asks once for a job the API does not have', async () => {
    const fetch = serve(() => Response.json({ jobs: [] }))
    await expect(ensureJob(createQueryClient(), 'abc123')).rejects.toBeInstanceOf(JobNotFoundError)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([400, 404, 429])('asks once when the API refuses with %i', async (status) => {
    const fetch = serve(() => Response.json({}, { status }))
    const error: unknown = await ensureJob(createQueryClient(), 'abc123').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('tries twice more when the server fails (5xx), then gives up', async () => {
    vi.useFakeTimers()
    try {
      const fetch = serve(() => Response.json({}, { status: 503 }))
      const failed = ensureJob(createQueryClient(), 'abc123').catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(await failed).toMatchObject({ status: 503 })
      expect(fetch).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
