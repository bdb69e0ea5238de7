import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMetrics } from './observability/metrics.ts'
import { createReadiness } from './observability/readiness.ts'
import { NO_TRUSTED_PROXY } from './http/trust-proxy.ts'
import { createOperationsApp } from './operations-app.ts'
import { createTestClock } from './testing/test-app.ts'
import { createTestDb, type TestDb } from './testing/test-db.ts'

const TOKEN = 'ingest-metrics-token-0123'
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

describe('an ingest process over HTTP', () => {
  it('answers its health and metrics, and nothing of the site', async () => {
    const app = createOperationsApp({
      db,
      clock: createTestClock(Date.parse('2026-11-30T05:00:00Z')),
      metrics: createMetrics({ db }),
      readiness: createReadiness(),
      metricsToken: TOKEN,
      trustProxy: NO_TRUSTED_PROXY,
    })
    expect((await app.request('/api/health/live')).status).toBe(200)
    expect((await app.request('/api/health/ready')).status).toBe(200)
    expect((await app.request('/api/health')).status).toBe(200)
    const metrics = await app.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('route="/api/health/live"')
    for (const path of ['/', '/api/jobs?status=active', '/jobs/all', '/admin/']) {
      const response = await app.request(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('X-Request-Id')).toBeTruthy()
    }
  })
})
