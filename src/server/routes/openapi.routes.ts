import { Hono } from 'hono'

import { EncodedBody } from '../http/encoded-body.ts'
import type { AppEnv } from '../http/app-env.ts'
import { sendEncoded } from '../http/send-encoded.ts'
import { buildOpenApiDocument } from './openapi-document.ts'
import { renderApiDocsPage } from './openapi-html.ts'

/** The description changes only with a release; the ETag lets clients check cheaply. */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=300'

/** GET /api/openapi.json and its readable page, GET /api/docs; both built once, at start. */
export function openApiRoutes() {
  const document = buildOpenApiDocument()
  const json = EncodedBody.json(document)
  const page = new EncodedBody(Buffer.from(renderApiDocsPage(document)), 'text/html; charset=utf-8')
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => sendEncoded(c, json, DOCUMENT_CACHE_CONTROL))
    .get('/docs', (c) => sendEncoded(c, page, DOCUMENT_CACHE_CONTROL))
}
