import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { allowedMethods, methodNotAllowed } from './method-not-allowed.ts'

describe('allowedMethods', () => {
  const allowed = allowedMethods(
    [
      { method: 'GET', path: '/jobs' },
      { method: 'POST', path: '/alerts' },
      { method: 'DELETE', path: '/alerts/:id' },
      { method: 'PUT', path: '/alerts/:id' },
      { method: 'ALL', path: '/*' },
      { method: 'GET', path: '/pages/*' },
    ],
    '/api',
  )

  it('lists the methods of an address, HEAD with GET, in the usual order', () => {
    expect(allowed('/api/jobs')).toEqual(['GET', 'HEAD'])
    expect(allowed('/api/alerts')).toEqual(['POST'])
    expect(allowed('/api/alerts/12')).toEqual(['PUT', 'DELETE'])
  })

  it('reads a parameter as one segment, a trailing wildcard as anything below', () => {
    expect(allowed('/api/alerts/12/more')).toEqual([])
    expect(allowed('/api/pages')).toEqual(['GET', 'HEAD'])
    expect(allowed('/api/pages/a/b')).toEqual(['GET', 'HEAD'])
  })

  it('leaves out middleware (ALL) and unknown addresses', () => {
    expect(allowed('/api/nothing')).toEqual([])
    expect(allowed('/jobs')).toEqual([])
  })
})

describe('methodNotAllowed', () => {
  const app = new Hono()
  app.get('/jobs', (c) => c.text('jobs'))
  app.post('/alerts', (c) => c.text('taken', 201))
  app.all(
    '*',
    methodNotAllowed(allowedMethods(app.routes), (c) => c.text('no', 405)),
    (c) => c.text('not found', 404),
  )

  it('answers 405 with Allow for a known address and another method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await app.request('/jobs', { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
    const head = await app.request('/alerts', { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('POST')
  })

  it("lets the address's own methods and unknown addresses through", async () => {
    expect((await app.request('/jobs', { method: 'HEAD' })).status).toBe(200)
    expect((await app.request('/alerts', { method: 'POST' })).status).toBe(201)
    expect((await app.request('/elsewhere', { method: 'PUT' })).status).toBe(404)
  })
})
