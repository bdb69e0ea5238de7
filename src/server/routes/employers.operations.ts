/**
 * GET /api/employers/{slug} as the API description gives it: an organisation's page, its jobs
 * found by the slug stored with each job (docs/decisions/050). employers.routes.ts registers its
 * handler by it.
 */
import { employerSlugParamSchema } from '#shared/schemas/employer.ts'

import { defineOperation } from './api-operation.ts'
import {
  CACHE_HEADERS,
  databaseUnavailable,
  errorResponse,
  json,
  notModified,
  ref,
  toJson,
} from './openapi-parts.ts'

const { description, ...slugSchema } = toJson(employerSlugParamSchema, 'input')

export const getEmployer = defineOperation({
  method: 'get',
  path: '/api/employers/{slug}',
  summary: "An organisation's page: who it is, its record on the site, its open and past jobs",
  description:
    'The jobs of every spelling of its name that makes the same slug ("Delta Corporation Ltd", ' +
    '"Delta Corporation Limited"). A job links here by the slug of its company.',
  parameters: [{ name: 'slug', in: 'path', required: true, description, schema: slugSchema }],
  responses: {
    200: json('The organisation', ref('Employer'), CACHE_HEADERS),
    304: notModified,
    400: errorResponse('The slug is not one a name can make', ['invalid_parameter']),
    404: errorResponse('No job (that is not taken down) has this slug', ['not_found']),
    503: databaseUnavailable,
  },
})

export const employersOperations = [getEmployer]
