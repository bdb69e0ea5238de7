/**
 * The pieces every path of the OpenAPI document is made of: valibot schemas converted to JSON
 * Schema (with the named shapes as references), JSON answers, error answers and their headers,
 * and the answers every operation shares.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema'
import type * as v from 'valibot'

import type { Json } from './api-operation.ts'
import { NAMED_SCHEMAS, type SchemaName } from './openapi-schemas.ts'

export type { Json }

type LengthBound = 'minLength' | 'maxLength'
const ITEMS_BOUND: Record<LengthBound, string> = { minLength: 'minItems', maxLength: 'maxItems' }
/** valibot's length actions as JSON Schema bounds; code points are what maxLength counts. */
const LENGTH_ACTIONS: Record<string, { bound: LengthBound; codePoints: boolean }> = {
  max_length: { bound: 'maxLength', codePoints: false },
  min_length: { bound: 'minLength', codePoints: false },
  max_code_points: { bound: 'maxLength', codePoints: true },
  min_code_points: { bound: 'minLength', codePoints: true },
}

/**
 * Length actions the converter misplaces or drops:
 * - after `nullish`/`optional` (`v.pipe(v.nullish(v.array(…)), v.maxLength(500))`) one bounds
 *   the value when given: it belongs on the branches of the `anyOf`, as `maxItems` on an
 *   array, not beside the `anyOf` as a `maxLength` that bounds nothing;
 * - `maxCodePoints` is JSON Schema's own `maxLength` (which counts code points, not UTF-16
 *   units), which the converter does not know.
 */
const placeLengthBounds: NonNullable<ConversionConfig['overrideAction']> = ({
  valibotAction,
  jsonSchema,
}) => {
  const action = LENGTH_ACTIONS[valibotAction.type]
  if (!action) return undefined
  const { bound, codePoints } = action
  const requirement = (valibotAction as unknown as { requirement: number }).requirement
  const branches = jsonSchema.anyOf
  if (Array.isArray(branches) && jsonSchema.type === undefined) {
    const { [bound]: _misplaced, ...rest } = jsonSchema
    return {
      ...rest,
      anyOf: branches.map((branch) => {
        if (typeof branch !== 'object' || branch === null) return branch
        if (branch.type === 'array' && !codePoints)
          return { ...branch, [ITEMS_BOUND[bound]]: requirement }
        if (branch.type === 'string') return { ...branch, [bound]: requirement }
        return branch
      }),
    }
  }
  return codePoints ? { ...jsonSchema, [bound]: requirement } : undefined
}

export const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // Transformations and custom checks have no JSON Schema form; metadata and descriptions say
  // what they do.
  errorMode: 'ignore',
  definitions: NAMED_SCHEMAS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  overrideAction: placeLengthBounds,
}

/**
 * `schema` as JSON Schema. `input`: what a client sends, up to the first transformation (a
 * body); `output`: the value the server reads (a query parameter's number or list, which
 * arrives as text); `ignore`: every step at once, for the answers, which have no
 * transformations.
 */
export function toJson(
  schema: v.GenericSchema,
  typeMode: NonNullable<ConversionConfig['typeMode']>,
): Json {
  const {
    $schema: _dialect,
    $defs: _definitions,
    ...json
  } = toJsonSchema(schema, { ...CONVERSION, typeMode }) as Json
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
    required: true,
    schema: { type: 'integer' },
  },
}
export const CACHE_HEADERS: Json = {
  ETag: {
    description: 'Names the content; send it back in If-None-Match',
    required: true,
    schema: { type: 'string' },
  },
  'Cache-Control': { required: true, schema: { type: 'string' } },
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

/** A JSON request body: what a client sends, before the server cleans it. */
export function jsonBody(
  schema: v.GenericSchema,
  description: string,
  refine: (schema: Json) => Json = (json) => json,
): Json {
  return {
    required: true,
    description,
    content: { 'application/json': { schema: refine(toJson(schema, 'input')) } },
  }
}

/** Answers of every operation, under components.responses. */
export const SHARED_RESPONSES = {
  HeadersTooLarge: errorResponse(
    "The request's headers are larger than the server takes (16 KiB); answered before any route",
    ['headers_too_large'],
  ),
  MethodNotAllowed: json(
    'The address exists, but not for this method; Allow lists its methods (GET implies HEAD). ' +
      'OPTIONS too is answered so (code: method_not_allowed)',
    ref('Error'),
    {
      Allow: {
        description: 'The methods the address takes, comma-separated',
        required: true,
        schema: { type: 'string' },
      },
    },
  ),
}
export const sharedResponse = (name: keyof typeof SHARED_RESPONSES): Json => ({
  $ref: `#/components/responses/${name}`,
})
