/**
 * The app answers a known address with a method it does not take with 405 and Allow, read from
 * its route table: under /api in the API's JSON error, and on the server's own pages (/admin,
 * /alerts) as text. Unknown addresses stay 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  app = createTestApp(db, createTestClock(Date.parse('2026-11-21T10:00:00Z'))).app
})
afterAll(async () => {
  await db?.close()
})

const SAME_SITE = { Origin: 'http://localhost' }

describe('405 with Allow', () => {
  it('under /api: the JSON error, and the methods of the address', async () => {
    const response = await app.request('/api/jobs', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.json()).toEqual({
      error: { code: 'method_not_allowed', message: '/api/jobs takes GET, HEAD, not DELETE' },
    })
    const options = await app.request('/api/push/alerts/12', { method: 'OPTIONS' })
    expect(options.status).toBe(405)
    expect(options.headers.get('allow')).toBe('DELETE')
    const head = await app.request('/api/contact', { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('POST')
  })

  it('under /api, an unknown address is still a 404', async () => {
    const response = await app.request('/api/nothing-here', { method: 'PUT' })
    expect(response.status).toBe(404)
    expect(response.headers.get('allow')).toBeNull()
  })

  it("on the server's own pages", async () => {
    const manage = await app.request('/alerts/manage?token=x', { method: 'PUT' })
    expect(manage.status).toBe(405)
    expect(manage.headers.get('allow')).toBe('GET, HEAD, POST')
    const console = await app.request('/admin/reports', { method: 'DELETE', headers: SAME_SITE })
    expect(console.status).toBe(405)
    expect(console.headers.get('allow')).toBe('GET, HEAD')
    expect(await console.text()).toBe('Method not allowed')
  })

  it('leaves the methods a page takes, and addresses the app owns, alone', async () => {
    expect((await app.request('/alerts/manage?token=x')).status).toBe(404)
    expect((await app.request('/alerts/elsewhere', { method: 'PUT' })).status).toBe(404)
  })
})
