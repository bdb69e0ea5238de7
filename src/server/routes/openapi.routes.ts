import { Hono } from 'hono'

import { EncodedBody } from '../http/encoded-body.ts'
import type { AppEnv } from '../http/app-env.ts'
import { sendEncoded } from '../http/send-encoded.ts'
import { route } from './api-operation.ts'
import { apiOperations, type ApiSettings } from './api-operations.ts'
import { buildOpenApiDocument } from './openapi-document.ts'
import { renderApiDocsPage } from './openapi-html.ts'
import { openApiDocument, openApiPage } from './openapi.operations.ts'

/** The description changes only with a release; the ETag lets clients check cheaply. */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=300'

/** GET /api/openapi.json and its readable page, GET /api/docs; both built once, at start. */
export function openApiRoutes(settings: ApiSettings = {}) {
  const document = buildOpenApiDocument(apiOperations(settings))
  const json = EncodedBody.json(document)
  const page = new EncodedBody(Buffer.from(renderApiDocsPage(document)), 'text/html; charset=utf-8')
  const app = new Hono<AppEnv>()
  route(app, openApiDocument, (c) => sendEncoded(c, json, DOCUMENT_CACHE_CONTROL))
  route(app, openApiPage, (c) => sendEncoded(c, page, DOCUMENT_CACHE_CONTROL))
  return app
}
