/**
 * The OpenAPI 3.1 description of every /api route, built from the schemas the server validates
 * with and the app is typed by (src/shared/schemas). Built once, when the app is created; the
 * route serves the same bytes with an ETag (decision 024). Its pieces: openapi-schemas.ts (the
 * named shapes), openapi-parts.ts (answers and errors), openapi-push.ts (the /api/push routes).
 */
import { toJsonSchemaDefs } from '@valibot/to-json-schema'
import type * as v from 'valibot'

import { alertBodySchema } from '#shared/schemas/alerts.ts'
import { contactBodySchema, newsletterBodySchema, reportBodySchema } from '#shared/schemas/forms.ts'
import {
  JOBS_QUERY_PARAMETERS,
  jobDetailQuerySchema,
  jobIdsQuerySchema,
  jobListParameters,
  type JobsQueryParameter,
} from '#shared/schemas/jobs-query.ts'

import {
  CACHE_HEADERS,
  CONVERSION,
  databaseUnavailable,
  errorResponse,
  json,
  notModified,
  ref,
  RETRY_AFTER,
  toJson,
  type Json,
} from './openapi-parts.ts'
import { pushPaths } from './openapi-push.ts'
import { NAMED_SCHEMAS } from './openapi-schemas.ts'

/** Comma-separated values, one parameter (repeating it adds values, as a form does). */
const COMMA_SEPARATED = new Set<JobsQueryParameter>(['job_ids', 'location', 'category', 'type'])
/** What the facets read of the jobs query; paging and order do not change a count. */
const FACET_PARAMETERS = new Set<JobsQueryParameter>([
  'q',
  'status',
  'urgency',
  'location',
  'category',
  'type',
  'posted',
])

/** The jobs query, one OpenAPI parameter per query parameter, with its bounds. */
function jobsQueryParameters(only?: ReadonlySet<JobsQueryParameter>): Json[] {
  const schemas: Record<JobsQueryParameter, v.GenericSchema> = {
    ...jobListParameters,
    job_id: jobDetailQuerySchema.pipe[0].entries.job_id,
    job_ids: jobIdsQuerySchema.pipe[0].entries.job_ids,
  }
  const names = JOBS_QUERY_PARAMETERS.filter((name) => !only || only.has(name))
  return names.map((name) => {
    // Their bounds are on the value the server reads (a number, a list of ids), not the text.
    const { description, ...schema } = toJson(schemas[name], 'output')
    return {
      name,
      in: 'query',
      required: false,
      ...(typeof description === 'string' ? { description } : {}),
      ...(COMMA_SEPARATED.has(name) ? { style: 'form', explode: false } : {}),
      schema,
    }
  })
}

/**
 * The fields a form refuses to go without. The form schemas read a missing field as empty (so
 * that absent, null and blank get the one message, "… is required"), which JSON Schema would
 * read as optional.
 */
const REQUIRED_FIELDS = new Map<v.GenericSchema, string[]>([
  [contactBodySchema, ['name', 'email', 'subject', 'message']],
  [newsletterBodySchema, ['email']],
  [reportBodySchema, ['jobId', 'reason']],
  [alertBodySchema, ['email', 'frequency']],
])

function formRoute(
  summary: string,
  body: v.GenericSchema,
  success: Json,
  extra: Json = {},
  { description, unavailable = [] }: { description?: string; unavailable?: string[] } = {},
): Json {
  return {
    post: {
      summary,
      ...(description ? { description } : {}),
      requestBody: {
        required: true,
        description:
          'JSON in UTF-8. Text is cleaned before it is measured (runs of spaces fold in one-line ' +
          'fields, the ends are trimmed); unknown fields are ignored.',
        content: {
          'application/json': {
            schema: { ...toJson(body), required: REQUIRED_FIELDS.get(body) ?? [] },
          },
        },
      },
      responses: {
        ...success,
        400: errorResponse('A field is missing or wrong; parameter names it', ['invalid_field']),
        403: errorResponse('The bot check failed or expired', ['verification_failed']),
        ...extra,
        413: errorResponse('The body is larger than BODY_LIMIT_BYTES', ['body_too_large']),
        429: errorResponse('Too many submissions from this address', ['rate_limited'], RETRY_AFTER),
        503: errorResponse(
          unavailable.length > 0
            ? 'The site cannot take this request, or the bot check or the database could not be reached'
            : 'The bot check or the database could not be reached',
          [...unavailable, 'verification_unavailable', 'database_unavailable'],
        ),
      },
    },
  }
}

export function buildOpenApiDocument(): Json {
  const components = toJsonSchemaDefs(NAMED_SCHEMAS, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideRef: CONVERSION.overrideRef,
  })
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'JobsZW jobs API',
      version: '1.0.0',
      description:
        'Jobs in Zimbabwe with their deadlines, and the forms of the site. Every error answers ' +
        '{ error: { code, message, parameter? } }; parameter names the query parameter or body ' +
        'field at fault. Unknown query parameters are ignored; a parameter given twice is a 400, ' +
        'except the filters location, category and type, whose values add up.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/jobs': {
        get: {
          summary: 'A page of jobs, one job (job_id), or saved jobs by id (job_ids)',
          description:
            'A list answers JobList. job_id answers Jobs with the job, or with none when the id ' +
            'is unknown; job_ids answers Jobs with those found.',
          parameters: jobsQueryParameters(),
          responses: {
            200: json(
              'JobList for a list; Jobs for job_id and job_ids',
              { anyOf: [ref('JobList'), ref('Jobs')] },
              CACHE_HEADERS,
            ),
            304: notModified,
            400: errorResponse('A parameter is wrong; parameter names it', ['invalid_parameter']),
            404: errorResponse('A job_id no job can have', ['job_not_found']),
            503: databaseUnavailable,
          },
        },
      },
      '/api/jobs/facets': {
        get: {
          summary: 'The filters of a search, each value with how many jobs it would show',
          description:
            'Takes the list parameters of /api/jobs (paging and sort are ignored) and counts ' +
            'active or expired jobs as status says. Each filter is counted with the other ' +
            'filters applied but not its own.',
          parameters: jobsQueryParameters(FACET_PARAMETERS),
          responses: {
            200: json('The counts', ref('JobFacets'), CACHE_HEADERS),
            304: notModified,
            400: errorResponse('A parameter is wrong; parameter names it', ['invalid_parameter']),
            503: databaseUnavailable,
          },
        },
      },
      '/api/jobs/counts': {
        get: {
          summary: 'How many jobs are active, expired, urgent and critical',
          responses: {
            200: json('The counts over every job', ref('JobCounts'), CACHE_HEADERS),
            304: notModified,
            503: databaseUnavailable,
          },
        },
      },
      '/api/config': {
        get: {
          summary: 'What the forms need: the bot check, the form endpoints, the support email',
          responses: { 200: json('The public configuration', ref('PublicConfig')) },
        },
      },
      '/api/health': {
        get: {
          summary: 'Whether the database answers, job counts, and the last ingest of each source',
          responses: {
            200: json('The database answered', ref('Health')),
            503: json('The database did not answer', ref('HealthDown')),
          },
        },
      },
      '/api/health/live': {
        get: {
          summary: 'Whether the process answers (no database call): for a liveness probe',
          responses: { 200: json('The process answers', ref('HealthProbe')) },
        },
      },
      '/api/health/ready': {
        get: {
          summary:
            'Whether to send this process requests: 503 while it shuts down or its database does not answer',
          responses: {
            200: json('Ready', ref('HealthProbe')),
            503: json(
              'Shutting down, or the database did not answer within 1 s',
              ref('HealthProbe'),
            ),
          },
        },
      },
      '/api/contact': formRoute('Send a message to the site', contactBodySchema, {
        201: json('Stored', ref('Accepted')),
      }),
      '/api/newsletter': formRoute('Subscribe to the newsletter', newsletterBodySchema, {
        200: json('Already subscribed', ref('Subscribed')),
        201: json('Subscribed', ref('Subscribed')),
      }),
      '/api/reports': formRoute(
        'Report a suspicious listing',
        reportBodySchema,
        { 201: json('Stored', ref('Accepted')) },
        {
          404: errorResponse('There is no job with that id (parameter: jobId)', ['not_found']),
          409: errorResponse('This reader already reported this listing', ['already_reported']),
        },
      ),
      '/api/alerts': formRoute(
        'Email me new jobs like a search (a job alert, no account)',
        alertBodySchema,
        { 202: json('Accepted: a confirmation email is on its way', ref('AlertRequested')) },
        {},
        {
          description:
            'q, location, category and type are the list parameters of GET /api/jobs (the ' +
            'filters as a JSON array or comma-separated). Double opt-in: only a confirmation ' +
            'email is sent, and the alert starts when its link is opened; unconfirmed alerts ' +
            'are deleted after 7 days. Every email carries a one-click unsubscribe (RFC 8058). ' +
            'Rate limited per client address, and to 3 unconfirmed requests per email address ' +
            'a day (both 429). 503 alerts_unavailable when the site has no mail server (GET ' +
            '/api/config says alerts.enabled: false).',
          unavailable: ['alerts_unavailable'],
        },
      ),
      ...pushPaths(),
      '/api/openapi.json': {
        get: {
          summary: 'This document',
          responses: {
            200: json('OpenAPI 3.1', { type: 'object' }, CACHE_HEADERS),
            304: notModified,
          },
        },
      },
      '/api/docs': {
        get: {
          summary: 'This document as a page to read',
          responses: {
            200: {
              description: 'HTML, with no script',
              headers: CACHE_HEADERS,
              content: { 'text/html': { schema: { type: 'string' } } },
            },
            304: notModified,
          },
        },
      },
    },
    components: { schemas: components },
  }
}
