/**
 * Requests for one operation of the document, made from its parameters and body schema: valid
 * ones, and ones with one thing wrong (a parameter or body field, the body as a whole, its
 * encoding or media type). Each case carries the document's own verdict on it (judge.ts reads
 * the request back as the server receives it), so a case meant to be wrong that the document
 * accepts is held to the rules of a valid one.
 */
import fc from 'fast-check'

import { asJson, pointer, type ApiDocument, type Json, type Operation } from './api-document.ts'
import { invalidValues, ODD_ENCODINGS } from './invalid-values.ts'
import { validValues } from './valid-values.ts'

export interface Parameter {
  name: string
  in: 'query' | 'path'
  required: boolean
  schema: Json
  /** where its schema is, for ajv */
  at: string
}

export type Body =
  | { kind: 'json'; value: unknown }
  /** bytes sent as they are: not JSON, not UTF-8, or another media type */
  | { kind: 'raw'; bytes: string | Uint8Array; contentType: string }

export interface RequestCase {
  /** what was made wrong, or "valid" */
  label: string
  operation: Operation
  /** path parameters' and query parameters' text as it goes in the URL (escaped) */
  path: Record<string, string>
  query: [string, string][]
  body: Body | null
}

export function parametersOf(document: ApiDocument, { path, method, operation }: Operation) {
  const list = Array.isArray(operation['parameters']) ? operation['parameters'] : []
  return list.map((value, index): Parameter => {
    const parameter = asJson(value)
    const ref = parameter['$ref']
    const base =
      typeof ref === 'string' ? ref.slice(2) : pointer('paths', path, method, 'parameters', index)
    const resolved = document.resolve(parameter)
    return {
      name: String(resolved['name']),
      in: resolved['in'] === 'path' ? 'path' : 'query',
      required: resolved['required'] === true,
      schema: asJson(resolved['schema']),
      at: `${base}/schema`,
    }
  })
}

export function bodySchemaOf({ path, method, operation }: Operation) {
  const content = asJson(asJson(asJson(operation['requestBody'])['content'])['application/json'])
  if (!content['schema']) return null
  return {
    schema: asJson(content['schema']),
    at: pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
  }
}

/** A typed value as the text of a query or path parameter (arrays: comma-separated, form style). */
export function serialize(value: unknown): string {
  if (Array.isArray(value)) return value.map(serialize).join(',')
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Text that survives encodeURIComponent (lone surrogates do not). */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

function validParameters(document: ApiDocument, parameters: Parameter[]) {
  const record: Record<string, fc.Arbitrary<string>> = {}
  for (const parameter of parameters)
    record[parameter.name] = validValues(document, parameter.at, parameter.schema)
      .map(serialize)
      .filter(encodable)
      .map(encodeURIComponent)
  return fc.record(record, {
    requiredKeys: parameters.filter((p) => p.required).map((p) => p.name),
  })
}

function assemble(
  operation: Operation,
  parameters: Parameter[],
  values: Record<string, string | undefined>,
  body: Body | null,
  label: string,
): RequestCase {
  const path: Record<string, string> = {}
  const query: [string, string][] = []
  for (const parameter of parameters) {
    const value = values[parameter.name]
    if (value === undefined) continue
    if (parameter.in === 'path') path[parameter.name] = value
    else query.push([parameter.name, value])
  }
  return { label, operation, path, query, body }
}

/** Requests the document says are right (bar the rules that join parameters: judge.ts). */
export function validCases(document: ApiDocument, operation: Operation) {
  const parameters = parametersOf(document, operation)
  const body = bodySchemaOf(operation)
  const bodies: fc.Arbitrary<Body | null> = body
    ? validValues(document, body.at, body.schema).map((value) => ({ kind: 'json', value }))
    : fc.constant(null)
  return fc
    .tuple(validParameters(document, parameters), bodies)
    .map(([values, value]) => assemble(operation, parameters, values, value, 'valid'))
}

/** Bodies that are wrong as a whole. */
const WRONG_BODIES: { label: string; body: Body }[] = [
  {
    label: 'body: not JSON',
    body: { kind: 'raw', bytes: '{"a":', contentType: 'application/json' },
  },
  { label: 'body: empty', body: { kind: 'raw', bytes: '', contentType: 'application/json' } },
  {
    label: 'body: not UTF-8',
    body: {
      kind: 'raw',
      bytes: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      contentType: 'application/json',
    },
  },
  { label: 'body: text/plain', body: { kind: 'raw', bytes: '{}', contentType: 'text/plain' } },
  {
    label: 'body: form-encoded',
    body: { kind: 'raw', bytes: 'a=b', contentType: 'application/x-www-form-urlencoded' },
  },
  { label: 'body: an array', body: { kind: 'json', value: [] } },
  { label: 'body: null', body: { kind: 'json', value: null } },
  { label: 'body: a number', body: { kind: 'json', value: 42 } },
]

/** The members of a body schema that can be made wrong one at a time: `a`, `a.b`. */
function fieldsOf(document: ApiDocument, schema: Json, prefix: string[] = []): [string[], Json][] {
  const resolved = document.resolve(schema)
  return Object.entries(asJson(resolved['properties'])).flatMap(([name, value]) => {
    const field = asJson(value)
    const path = [...prefix, name]
    const nested = prefix.length < 2 ? fieldsOf(document, field, path) : []
    return [[path, field] as [string[], Json], ...nested]
  })
}

function withField(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement
  const object = asJson(value)
  if (rest.length === 0 && replacement === undefined) {
    const { [head]: _gone, ...others } = object
    return others
  }
  return { ...object, [head]: withField(object[head], rest, replacement) }
}

/** Requests with one thing wrong, on top of a valid one. */
export function invalidCases(document: ApiDocument, operation: Operation) {
  const parameters = parametersOf(document, operation)
  const body = bodySchemaOf(operation)
  const mistakes: fc.Arbitrary<(base: RequestCase) => RequestCase>[] = []
  for (const parameter of parameters) {
    const set = (label: string, text: string | undefined) => (base: RequestCase) => {
      const values: Record<string, string | undefined> = {
        ...base.path,
        ...Object.fromEntries(base.query),
      }
      values[parameter.name] = text
      return assemble(operation, parameters, values, base.body, `${parameter.name}: ${label}`)
    }
    mistakes.push(
      invalidValues(document, parameter.schema, 'text')
        .map(serialize)
        .filter(encodable)
        .map((text) => set(JSON.stringify(text).slice(0, 60), encodeURIComponent(text))),
      fc.constantFrom(...ODD_ENCODINGS).map((raw) => set(raw, raw)),
    )
    // A path without its parameter is another address, not this operation.
    if (parameter.required && parameter.in === 'query')
      mistakes.push(fc.constant(set('missing', undefined)))
  }
  if (body) {
    mistakes.push(
      fc.constantFrom(...WRONG_BODIES).map(({ label, body: wrong }) => (base: RequestCase) => ({
        ...base,
        label,
        body: wrong,
      })),
    )
    for (const [path, field] of fieldsOf(document, body.schema)) {
      const name = path.join('.')
      const change = (label: string, replacement: unknown) => (base: RequestCase) => ({
        ...base,
        label: `${name}: ${label}`,
        body: {
          kind: 'json' as const,
          value: withField(base.body?.kind === 'json' ? base.body.value : {}, path, replacement),
        },
      })
      mistakes.push(
        invalidValues(document, field, 'json').map((value) =>
          change(JSON.stringify(value)?.slice(0, 60) ?? 'undefined', value),
        ),
        fc.constant(change('missing', undefined)),
      )
    }
  }
  if (mistakes.length === 0) return null
  return fc
    .tuple(validCases(document, operation), fc.oneof(...mistakes))
    .map(([base, mistake]) => mistake(base))
}

/** The request's address: the path template filled in, and the query. */
export function urlOf(request: RequestCase): string {
  const path = request.operation.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => request.path[name] ?? '',
  )
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&')
  return query ? `${path}?${query}` : path
}
