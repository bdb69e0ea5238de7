/** GET /api/openapi.json and /api/docs as the API description gives them: itself. */
import { defineOperation } from './api-operation.ts'
import { CACHE_HEADERS, json, notModified } from './openapi-parts.ts'

export const openApiDocument = defineOperation({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document',
  responses: {
    200: json('OpenAPI 3.1', { type: 'object' }, CACHE_HEADERS),
    304: notModified,
  },
})

export const openApiPage = defineOperation({
  method: 'get',
  path: '/api/docs',
  summary: 'This document as a page to read',
  responses: {
    200: {
      description: 'HTML, with no script',
      headers: CACHE_HEADERS,
      content: { 'text/html': { schema: { type: 'string' } } },
    },
    304: notModified,
  },
})

export const openApiOperations = [openApiDocument, openApiPage]
