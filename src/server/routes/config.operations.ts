/** GET /api/config as the API description gives it. */
import { defineOperation } from './api-operation.ts'
import { json, ref } from './openapi-parts.ts'

export const publicConfig = defineOperation({
  method: 'get',
  path: '/api/config',
  summary: 'What the forms need: the bot check, the form endpoints, the support email',
  responses: { 200: json('The public configuration', ref('PublicConfig')) },
})

export const configOperations = [publicConfig]
