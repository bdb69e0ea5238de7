import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'

import { ADVERT_CHECK_ENDPOINT, postAdvertCheck, readRetryAfter } from './post-advert-check.ts'

const ANSWER: AdvertCheck = {
  verdict: 'matches',
  matches: [
    {
      job_id: 'clerk1',
      title: 'Accounts Clerk',
      company: 'Dzimbahwe Hardware Wholesalers',
      expiry_date: '2026-12-12',
      differences: [],
    },
  ],
  signals: [],
}

function serve(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => respond())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postAdvertCheck', () => {
  it('posts the text as JSON and gives back the check', async () => {
    const fetch = serve(() => Response.json(ANSWER))
    expect(await postAdvertCheck('ACCOUNTS CLERK wanted')).toEqual({
      kind: 'answered',
      check: ANSWER,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(ADVERT_CHECK_ENDPOINT)
    expect(init).toMatchObject({ method: 'POST' })
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'ACCOUNTS CLERK wanted' })
  })

  it('says the server was not reached when the request fails on the network', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await postAdvertCheck('x')).toEqual({ kind: 'unreachable' })
  })

  it("gives a refusal's status, the server's message and Retry-After", async () => {
    serve(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests. Try again in 60 seconds.' } },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    )
    expect(await postAdvertCheck('x')).toEqual({
      kind: 'refused',
      status: 429,
      message: 'Too many requests. Try again in 60 seconds.',
      retryAfterSeconds: 60,
    })
    serve(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(await postAdvertCheck('x')).toEqual({
      kind: 'refused',
      status: 502,
      message: null,
      retryAfterSeconds: null,
    })
  })

  it('does not take an answer that is not a check for one', async () => {
    serve(() => Response.json({ verdict: 'fake', matches: [], signals: [] }))
    expect(await postAdvertCheck('x')).toMatchObject({ kind: 'refused', status: 502 })
    serve(() => new Response('not json', { status: 200 }))
    expect(await postAdvertCheck('x')).toMatchObject({ kind: 'refused', status: 502 })
  })
})

describe('readRetryAfter', () => {
  it('reads seconds or a date, and nothing from nothing', () => {
    const now = Date.parse('2026-11-29T08:00:00Z')
    expect(readRetryAfter('120', now)).toBe(120)
    expect(readRetryAfter('Sun, 29 Nov 2026 08:05:00 GMT', now)).toBe(300)
    expect(readRetryAfter('Sun, 29 Nov 2026 07:00:00 GMT', now)).toBe(0)
    expect(readRetryAfter(null, now)).toBeNull()
    expect(readRetryAfter('soon', now)).toBeNull()
  })
})
