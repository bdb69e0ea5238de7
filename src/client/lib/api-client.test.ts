import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  ApiContractError,
  ApiError,
  getJson,
  retryApiCall,
  setQueryClientFetch,
  type ApiFetch,
} from './api-client.ts'
import { createQueryClient } from './query-client.ts'

function fetcher(name: string) {
  return vi.fn<ApiFetch>((path) => Promise.resolve(Response.json({ name, path })))
}

const signal = new AbortController().signal

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getJson', () => {
  it('calls the API through the fetcher of the query client running the query', async () => {
    const [first, second] = [fetcher('first'), fetcher('second')]
    const firstClient = createQueryClient({ fetchApi: first })
    const secondClient = createQueryClient({ fetchApi: second })
    expect(await getJson('/api/a', { client: secondClient, signal })).toEqual({
      name: 'second',
      path: '/api/a',
    })
    expect(await getJson('/api/b', { client: firstClient, signal })).toEqual({
      name: 'first',
      path: '/api/b',
    })
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it("reaches a query's function through its context", async () => {
    const fetchApi = fetcher('server')
    const client = new QueryClient()
    setQueryClientFetch(client, fetchApi)
    const data = await client.fetchQuery({
      queryKey: ['config'],
      queryFn: (context) => getJson('/api/config', context),
    })
    expect(data).toEqual({ name: 'server', path: '/api/config' })
    expect(fetchApi).toHaveBeenCalledWith('/api/config', {
      signal: expect.any(AbortSignal) as AbortSignal,
      headers: { Accept: 'application/json' },
    })
  })

  it('uses fetch for a client given no fetcher (the browser)', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ ok: true })))
    vi.stubGlobal('fetch', fetch)
    expect(await getJson('/api/jobs/counts', { client: createQueryClient(), signal })).toEqual({
      ok: true,
    })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('throws an ApiError carrying the status', async () => {
    const client = createQueryClient({
      fetchApi: () => Promise.resolve(new Response('', { status: 503 })),
    })
    await expect(getJson('/api/jobs', { client, signal })).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      message: 'API error 503',
    })
  })
})

describe('getJson with a contract (development and tests)', () => {
  const answering = (body: unknown) =>
    createQueryClient({ fetchApi: () => Promise.resolve(Response.json(body)) })

  it('passes an answer that keeps its schema through unchanged', async () => {
    const counts = { active: 3, expired: 1, urgent: 1, critical: 0, extra: 'kept' }
    expect(
      await getJson('/api/jobs/counts', { client: answering(counts), signal }, 'jobCounts'),
    ).toEqual(counts)
  })

  it('refuses an answer that breaks its schema, naming the path and the field', async () => {
    const error: unknown = await getJson(
      '/api/jobs/counts',
      { client: answering({ active: '3', expired: 1, urgent: 1, critical: 0 }), signal },
      'jobCounts',
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiContractError)
    expect(String(error)).toMatch(/\/api\/jobs\/counts.*active/s)
  })
})

describe('retryApiCall', () => {
  it.each([400, 404, 422, 499])('never asks again after a %i', (status) => {
    expect(retryApiCall(0, new ApiError(status))).toBe(false)
  })

  it.each([
    ['a 500', new ApiError(500)],
    ['a 503', new ApiError(503)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('tries twice more after %s', (_, error) => {
    expect(retryApiCall(0, error)).toBe(true)
    expect(retryApiCall(1, error)).toBe(true)
    expect(retryApiCall(2, error)).toBe(false)
  })
})
