/**
 * The pieces every path of the OpenAPI document is made of: valibot schemas converted to JSON
 * Schema (with the named shapes as references), JSON answers, error answers and their headers.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema'
import type * as v from 'valibot'

import { NAMED_SCHEMAS, type SchemaName } from './openapi-schemas.ts'

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type Json = { [key: string]: unknown }

export const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // Transformations and custom checks have no JSON Schema form; the descriptions say what they do.
  errorMode: 'ignore',
  definitions: NAMED_SCHEMAS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}

export function toJson(
  schema: v.GenericSchema,
  typeMode: ConversionConfig['typeMode'] = 'ignore',
): Json {
  const {
    $schema: _dialect,
    $defs: _definitions,
    ...json
  } = toJsonSchema(schema, {
    ...CONVERSION,
    typeMode,
  }) as Json
  return json
}

export const ref = (name: SchemaName): Json => ({ $ref: `#/components/schemas/${name}` })

export function json(description: string, schema: Json, headers?: Json): Json {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema } },
  }
}

export const RETRY_AFTER: Json = {
  'Retry-After': {
    description: 'Seconds to wait before asking again',
    schema: { type: 'integer' },
  },
}
export const CACHE_HEADERS: Json = {
  ETag: {
    description: 'Names the content; send it back in If-None-Match',
    schema: { type: 'string' },
  },
  'Cache-Control': { schema: { type: 'string' } },
}

export function errorResponse(description: string, codes: string[], headers?: Json): Json {
  return json(`${description} (code: ${codes.join(' or ')})`, ref('Error'), headers)
}

export const databaseUnavailable = errorResponse(
  'The database did not answer in time; cached answers are still served',
  ['database_unavailable'],
  RETRY_AFTER,
)
export const notModified: Json = {
  description: 'Not modified: If-None-Match named the current ETag',
}
