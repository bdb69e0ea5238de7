import { describe, expect, it } from 'vitest'

import { SW_CACHED_AT_HEADER } from '#shared/offline-contract.ts'

import { isCachedApiRequest, markAsCached } from './api-cache.ts'

const origin = 'https://jobs.example'

describe('isCachedApiRequest', () => {
  it.each([
    '/api/jobs',
    '/api/jobs?status=active&page=2',
    '/api/jobs/counts',
    '/api/jobs/abc123',
    '/api/employers/delta-corporation',
  ])('keeps GET %s', (path) => {
    expect(isCachedApiRequest(new URL(path, origin), 'GET', origin)).toBe(true)
  })

  it('keeps nothing else', () => {
    expect(isCachedApiRequest(new URL('/api/health', origin), 'GET', origin)).toBe(false)
    expect(isCachedApiRequest(new URL('/api/contact', origin), 'POST', origin)).toBe(false)
    expect(isCachedApiRequest(new URL('/api/jobsearch', origin), 'GET', origin)).toBe(false)
    expect(isCachedApiRequest(new URL('/api/employersx', origin), 'GET', origin)).toBe(false)
    expect(isCachedApiRequest(new URL('/api/jobs', 'https://other.example'), 'GET', origin)).toBe(
      false,
    )
  })
})

describe('markAsCached', () => {
  it('stamps the time the response left the server', async () => {
    const sent = 'Sat, 21 Nov 2026 10:00:00 GMT'
    const response = new Response('{"jobs":[]}', {
      status: 200,
      headers: { date: sent, 'content-type': 'application/json', etag: '"v1"' },
    })
    const marked = markAsCached(response, 0)
    expect(marked.headers.get(SW_CACHED_AT_HEADER)).toBe(String(Date.parse(sent)))
    expect(marked.headers.get('etag')).toBe('"v1"')
    expect(await marked.json()).toEqual({ jobs: [] })
  })

  it('falls back to the given time when the Date header is missing', () => {
    const marked = markAsCached(new Response('{}'), 1234)
    expect(marked.headers.get(SW_CACHED_AT_HEADER)).toBe('1234')
  })
})
