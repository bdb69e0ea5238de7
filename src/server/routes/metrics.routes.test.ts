import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { takeLogs } from '../../../tests/setup/server.ts'
import { DatabaseUnavailableError } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { makeJobInput } from '../testing/job-factory.ts'

const clock = createTestClock(Date.parse('2026-11-30T05:00:00Z'))
const TOKEN = 'metrics-token-for-tests-0123456789'
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
  // Two runs of one source, as the ingester records them (any process may have).
  await db.query(
    `insert into ingest_runs (source, started_at, finished_at, ok, fetched, inserted, updated,
       withdrawn, error, duration_ms)
     values ('vacancymail', '2026-11-30T03:00:00Z', '2026-11-30T03:00:02Z', true, 12, 10, 1, 2, null, 2000),
            ('vacancymail', '2026-11-30T04:00:00Z', '2026-11-30T04:00:01Z', false, 0, 0, 0, 0, 'timeout', 1000)`,
  )
})
afterAll(async () => {
  await db?.close()
})

const scrape = (app: ReturnType<typeof createTestApp>['app'], token?: string) =>
  app.request('/metrics', token ? { headers: { Authorization: `Bearer ${token}` } } : {})

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = createTestApp(db, clock)
    expect((await scrape(app, TOKEN)).status).toBe(404)
  })

  it('answers 401 without the token or with another one', async () => {
    const { app } = createTestApp(db, clock, { metricsToken: TOKEN })
    expect((await scrape(app)).status).toBe(401)
    const wrong = await scrape(app, `${TOKEN}x`)
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
  })

  it('reports requests by route pattern, statuses, cache hits, the pool and ingest runs', async () => {
    const { app, addJobs } = createTestApp(db, clock, { metricsToken: TOKEN })
    await addJobs([makeJobInput({ title: 'Borehole Technician' })])
    for (let i = 0; i < 3; i++) await app.request('/api/jobs?status=active&q=borehole')
    await app.request('/api/no-such-endpoint-4711')
    await app.request('/api/jobs?status=nonsense')

    const response = await scrape(app, TOKEN)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/jobs",status="200"} 3',
    )
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/*",status="404"} 1',
    )
    expect(text).toContain('http_responses_total{status="400"} 1')
    // Bounded labels: route patterns, never the path or its query.
    expect(text).not.toContain('4711')
    expect(text).not.toContain('borehole')
    expect(text).toMatch(/jobs_response_cache_lookups\{result="hit"\} [1-9]/)
    expect(text).toMatch(/jobs_response_cache_lookups\{result="miss"\} [1-9]/)
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/)
    expect(text).toContain('ingest_runs_total{source="vacancymail",result="ok"} 1')
    expect(text).toContain('ingest_runs_total{source="vacancymail",result="error"} 1')
    expect(text).toContain('ingest_jobs_total{source="vacancymail",outcome="new"} 10')
    expect(text).toContain('ingest_jobs_total{source="vacancymail",outcome="withdrawn"} 2')
    expect(text).toMatch(
      /ingest_last_success_timestamp_seconds\{source="vacancymail"\} 1796007602\b/,
    )
  })

  it('answers without the ingest figures while the database is away, and leaves the outage to be logged once', async () => {
    const away: Db = {
      ...db,
      query: () => Promise.reject(new DatabaseUnavailableError('the database is down')),
    }
    const { app } = createTestApp(away, clock, { metricsToken: TOKEN })
    for (let i = 0; i < 3; i++) {
      const response = await scrape(app, TOKEN)
      expect(response.status).toBe(200)
      expect(await response.text()).not.toContain('ingest_runs_total{')
    }
    expect(takeLogs('warn')).toEqual([])
  })

  it('warns when the ingest figures cannot be read for another reason', async () => {
    const broken: Db = {
      ...db,
      query: () => Promise.reject(new Error('relation "ingest_runs" does not exist')),
    }
    const { app } = createTestApp(broken, clock, { metricsToken: TOKEN })
    expect((await scrape(app, TOKEN)).status).toBe(200)
    expect(takeLogs('warn')).toEqual([
      expect.objectContaining({ msg: 'metrics: could not read the ingest runs' }),
    ])
  })
})
