/**
 * The API description cannot drift from the server: every /api route the app has (its route
 * table, `app.routes`) is documented, every documented operation is a route, and the document's
 * schemas say one thing each (no `type` beside an `anyOf` that contradicts it, no default its
 * own schema refuses, no length bound on the wrong type), so a client that trusts it is right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiDocument, asJson } from '../testing/api-fuzz/api-document.ts'
import { contradictions, schemasOf } from '../testing/api-fuzz/schema-lint.ts'
import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { apiOperations } from './api-operations.ts'
import { buildOpenApiDocument } from './openapi-document.ts'

const API_OPERATIONS = apiOperations()

let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  app = createTestApp(db, createTestClock(Date.parse('2026-11-21T10:00:00Z'))).app
})
afterAll(async () => {
  await db?.close()
})

/** "GET /api/push/alerts/{id}" for each route under /api (middleware, method ALL, is not one). */
function apiRoutes(routes: readonly { method: string; path: string }[]): string[] {
  return routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/'))
    .map(({ method, path }) => `${method} ${path.replace(/:([^/{]+)/g, '{$1}')}`)
    .sort()
}

describe('the API description and the route table', () => {
  it('documents every /api route the app has, and nothing else', async () => {
    const document = asJson(await (await app.request('/api/openapi.json')).json())
    const documented = new ApiDocument(document)
      .operations()
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort()
    expect(apiRoutes(app.routes)).toEqual(documented)
    expect(documented.length).toBeGreaterThanOrEqual(17)
  })

  it('finds a route the document lacks, and an operation no route serves', () => {
    const routes = [
      { method: 'GET', path: '/api/jobs' },
      { method: 'ALL', path: '/api/*' },
      { method: 'POST', path: '/api/push/alerts/:id' },
    ]
    expect(apiRoutes(routes)).toEqual(['GET /api/jobs', 'POST /api/push/alerts/{id}'])
    const documented = new ApiDocument(buildOpenApiDocument(API_OPERATIONS))
      .operations()
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(documented).not.toContain('POST /api/push/alerts/{id}')
  })

  it('declares each operation once, under /api', () => {
    const keys = API_OPERATIONS.map(({ method, path }) => `${method} ${path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(() => buildOpenApiDocument([...API_OPERATIONS, API_OPERATIONS[0]!])).toThrow(/twice/)
  })
})

describe("the document's schemas", () => {
  const built = buildOpenApiDocument(API_OPERATIONS)

  it('each say one thing: no contradicting siblings, defaults that fit, bounds on their type', () => {
    const document = new ApiDocument(built)
    const problems = schemasOf(built).flatMap(([at, schema]) =>
      contradictions(document, at, schema),
    )
    expect(problems).toEqual([])
    // Strict ajv refuses a schema that contradicts itself; each must compile.
    for (const [at] of schemasOf(built)) document.validator(at)
    expect([...document.schemaErrors]).toEqual([])
  })

  it('would catch the contradictions the conversion used to make', () => {
    const document = new ApiDocument({
      ...built,
      components: {
        schemas: {
          Nullable: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            type: 'string',
            default: null,
          },
          ListText: { type: 'array', items: { type: 'string' }, default: '' },
          Counted: { anyOf: [{ type: 'array' }, { type: 'null' }], maxLength: 500 },
        },
      },
    })
    const at = (name: string) => `components/schemas/${name}`
    const problems = ['Nullable', 'ListText', 'Counted'].flatMap((name) =>
      contradictions(
        document,
        at(name),
        asJson(asJson(asJson(document.document['components'])['schemas'])[name]),
      ),
    )
    expect(problems).toEqual([
      `${at('Nullable')}: type "string" beside anyOf/oneOf`,
      expect.stringContaining(`${at('Nullable')}: its default is refused`) as string,
      expect.stringContaining(`${at('ListText')}: its default is refused`) as string,
      `${at('Counted')}: maxLength without type string`,
    ])
  })
})
