/**
 * The OpenAPI 3.1 description of every /api route, composed of the operations the route modules
 * declare (api-operations.ts; each route registers its handler by its own declaration, so the
 * two cannot drift). Their schemas are the ones the server validates with and the app is typed
 * by (src/shared/schemas). Built once, when the app is created; the route serves the same bytes
 * with an ETag (decisions 024 and 039). Its pieces: openapi-schemas.ts (the named shapes),
 * openapi-parts.ts (the conversion, answers and errors).
 */
import { toJsonSchemaDefs } from '@valibot/to-json-schema'

import type { ApiOperation, QueryRule } from './api-operation.ts'
import {
  CONVERSION,
  jsonBody,
  SHARED_RESPONSES,
  sharedResponse,
  type Json,
} from './openapi-parts.ts'
import { NAMED_SCHEMAS } from './openapi-schemas.ts'

const list = (names: readonly string[]) => names.join(', ')

/** The rules that join query parameters, in words, for the operation's description. */
export function describeQueryRules(rules: readonly QueryRule[]): string {
  const sentences = rules.flatMap((rule) => [
    ...(rule.excludes ? [`${rule.parameter} cannot be combined with ${list(rule.excludes)}`] : []),
    ...Object.entries(rule.onlyWith ?? {}).map(
      ([other, values]) =>
        `${rule.parameter} only with ${other} absent or ${values.map((value) => `${other}=${value}`).join(' or ')}`,
    ),
  ])
  return sentences.length === 0
    ? ''
    : `Rules joining parameters (each broken one a 400 naming a parameter): ${sentences.join('; ')}.`
}

function operationObject(operation: ApiOperation): Json {
  const rules = operation.queryRules ?? []
  const description = [operation.description, describeQueryRules(rules)].filter(Boolean).join(' ')
  return {
    summary: operation.summary,
    ...(description ? { description } : {}),
    ...(operation.parameters ? { parameters: operation.parameters } : {}),
    // The rules as data too: JSON Schema cannot join query parameters.
    ...(rules.length > 0 ? { 'x-query-rules': rules } : {}),
    ...(operation.body
      ? {
          requestBody: {
            ...jsonBody(operation.body.schema, operation.body.description, operation.body.refine),
            ...(operation.body.checkedPastSchema
              ? { 'x-checked-past-schema': operation.body.checkedPastSchema }
              : {}),
          },
        }
      : {}),
    responses: { ...operation.responses, 431: sharedResponse('HeadersTooLarge') },
  }
}

export function buildOpenApiDocument(operations: readonly ApiOperation[]): Json {
  const schemas = toJsonSchemaDefs(NAMED_SCHEMAS, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideRef: CONVERSION.overrideRef,
  })
  const paths: Record<string, Json> = {}
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {})
    if (item[operation.method]) throw new Error(`${operation.method} ${operation.path} twice`)
    item[operation.method] = operationObject(operation)
  }
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
        'except the filters location, category and type, whose values add up. A method an ' +
        'address does not have (OPTIONS included) is a 405 method_not_allowed with Allow ' +
        '(components.responses.MethodNotAllowed); headers past 16 KiB are a 431 on any address.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas, responses: SHARED_RESPONSES },
  }
}
