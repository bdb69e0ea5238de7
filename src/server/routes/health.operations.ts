/** GET /api/health, /api/health/live and /api/health/ready as the API description gives them. */
import { defineOperation } from './api-operation.ts'
import { json, ref } from './openapi-parts.ts'

export const health = defineOperation({
  method: 'get',
  path: '/api/health',
  summary: 'Whether the database answers, job counts, and the last ingest of each source',
  responses: {
    200: json('The database answered', ref('Health')),
    503: json('The database did not answer', ref('HealthDown')),
  },
})

export const healthLive = defineOperation({
  method: 'get',
  path: '/api/health/live',
  summary: 'Whether the process answers (no database call): for a liveness probe',
  responses: { 200: json('The process answers', ref('HealthProbe')) },
})

export const healthReady = defineOperation({
  method: 'get',
  path: '/api/health/ready',
  summary:
    'Whether to send this process requests: 503 while it shuts down or its database does not answer',
  responses: {
    200: json('Ready', ref('HealthProbe')),
    503: json('Shutting down, or the database did not answer within 1 s', ref('HealthProbe')),
  },
})

export const healthOperations = [health, healthLive, healthReady]
