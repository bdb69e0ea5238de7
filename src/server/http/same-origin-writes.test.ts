import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { sameOriginWrites } from './same-origin-writes.ts'

function appWith(options: Parameters<typeof sameOriginWrites>[0]) {
  const app = new Hono()
  app.use('*', sameOriginWrites(options))
  app.all('*', (c) => c.text('done'))
  return app
}

const post = (app: Hono, url: string, headers: Record<string, string> = {}) =>
  app.request(url, { method: 'POST', headers })

describe('sameOriginWrites', () => {
  it('lets reads through from anywhere', async () => {
    const app = appWith({ publicOrigin: null, strict: true })
    const read = await app.request('http://jobs.example/admin', {
      headers: { origin: 'https://evil.example' },
    })
    expect(read.status).toBe(200)
  })

  it('with PUBLIC_ORIGIN, takes only that exact origin', async () => {
    const app = appWith({ publicOrigin: 'https://jobs.example', strict: true })
    // behind a proxy that ends TLS the request itself arrives as http
    const url = 'http://jobs.example/admin/sign-in'
    expect((await post(app, url, { origin: 'https://jobs.example' })).status).toBe(200)
    expect((await post(app, url, { origin: 'http://jobs.example' })).status).toBe(403)
    expect((await post(app, url, { origin: 'https://jobs.example.evil.example' })).status).toBe(403)
  })

  it('without PUBLIC_ORIGIN, compares the host the request was sent to', async () => {
    const app = appWith({ publicOrigin: null, strict: true })
    const url = 'http://jobs.example:8080/admin/sign-in'
    expect((await post(app, url, { origin: 'https://jobs.example:8080' })).status).toBe(200)
    expect((await post(app, url, { origin: 'http://jobs.example' })).status).toBe(403)
    expect((await post(app, url, { origin: 'http://evil.example:8080' })).status).toBe(403)
  })

  it('refuses an opaque origin and a cross-site fetch', async () => {
    const app = appWith({ publicOrigin: null, strict: false })
    const url = 'http://jobs.example/api/reports'
    expect((await post(app, url, { origin: 'null' })).status).toBe(403)
    expect((await post(app, url, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post(app, url, { 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect((await post(app, url, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('when strict, refuses a write that says nothing of where it comes from', async () => {
    const url = 'http://jobs.example/admin/jobs/x/take-down'
    expect((await post(appWith({ publicOrigin: null, strict: true }), url)).status).toBe(403)
    expect((await post(appWith({ publicOrigin: null, strict: false }), url)).status).toBe(200)
  })

  it('answers a refusal in the API error shape', async () => {
    const app = appWith({ publicOrigin: null, strict: true })
    const refused = await post(app, 'http://jobs.example/x', { origin: 'https://evil.example' })
    expect(await refused.json()).toEqual({
      error: {
        code: 'cross_origin',
        message: 'This request came from another site and was refused',
      },
    })
  })
})
