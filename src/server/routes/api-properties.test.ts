/**
 * A property-based check of every operation in /api/openapi.json against the server, as an API
 * fuzzer would make it (testing/api-fuzz): requests made from the document, valid and wrong, sent
 * through a real app on the test database, every answer held to the document. Seeded and
 * bounded: a failure prints the seed, and the same seed sends the same requests.
 */
import type { AddressInfo } from 'node:net'

import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerClientError } from '../http/client-error.ts'

import type { Mailer } from '../mail/mailer.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { formatReport, fuzzApi } from '../testing/api-fuzz/run-api-fuzz.ts'

const SEED = 20_261_121
/** cases per operation and kind: about 1,300 requests, some seconds on PGlite */
const RUNS = 40

const NOW = Date.parse('2026-11-21T10:00:00Z')
/** Far above what the check sends: rate limits are the routes' own suites' business. */
const HIGH = { max: 1_000_000, windowMs: 60_000 }
const mailer: Mailer = { send: async () => undefined, close: async () => undefined }

let db: TestDb
let app: ReturnType<typeof createTestApp>['app']
/** the same app listening on 127.0.0.1, as server.ts sets it up */
let server: ServerType
let origin: string

beforeAll(async () => {
  db = await createTestDb()
  const testApp = createTestApp(db, createTestClock(NOW), {
    mailer,
    formLimits: {
      contact: HIGH,
      newsletter: HIGH,
      report: HIGH,
      alert: HIGH,
      push: HIGH,
      advertCheck: HIGH,
    },
    jobPostLimits: { post: HIGH, email: HIGH, preview: HIGH, link: HIGH },
  })
  app = testApp.app
  await testApp.addJobs([
    makeJobInput({ externalId: 'dated', expiryDate: '2026-12-31', datePosted: '2026-11-10' }),
    makeJobInput({ externalId: 'soon', expiryDate: '2026-11-23', datePosted: '2026-11-14' }),
    makeJobInput({ externalId: 'past', expiryDate: '2026-10-01', datePosted: '2026-09-01' }),
  ])
  server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(listening),
    )
  })
  server.on('clientError', answerClientError)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await db?.close()
})

describe('every operation of /api/openapi.json, checked with generated requests', () => {
  it('answers as the document says, valid requests or not', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as Record<
      string,
      unknown
    >
    const report = await fuzzApi({
      document,
      send: async (url, init) => app.request(url, init),
      overHttp: (url, init) => fetch(origin + url, init),
      seed: SEED,
      runs: RUNS,
    })
    expect(report.requests).toBeGreaterThan(1000)
    expect(report.findings.size, formatReport(report, SEED)).toBe(0)
  }, 120_000)
})
