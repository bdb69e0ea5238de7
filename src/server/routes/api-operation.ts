/**
 * One /api operation, declared once beside its handler: its method and address, what it says
 * it does, its query and body schemas and the answers it documents. The route registers its
 * handler by it (`route`), and the API description is composed of these declarations
 * (openapi-document.ts), so the two cannot drift apart (decision 039).
 */
import type { Env, Handler, Hono } from 'hono'
import type * as v from 'valibot'

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type Json = { [key: string]: unknown }

export type ApiMethod = 'get' | 'put' | 'post' | 'delete'

/**
 * A rule that joins query parameters, which JSON Schema cannot state for them: written into the
 * operation's description and, for clients and the property-based check, as `x-query-rules`.
 */
export interface QueryRule {
  parameter: string
  /** parameters it cannot be given with (a 400 naming one of them) */
  excludes?: readonly string[]
  /** the only values other parameters may then have; an absent one counts as its default */
  onlyWith?: Readonly<Record<string, readonly string[]>>
}

export interface ApiOperation {
  method: ApiMethod
  /** as OpenAPI writes it, /api included: `/api/push/alerts/{id}` */
  path: `/api/${string}`
  summary: string
  description?: string
  /** OpenAPI parameter objects (query and path), their schemas converted from valibot */
  parameters?: readonly Json[]
  queryRules?: readonly QueryRule[]
  body?: {
    schema: v.GenericSchema
    /** how the body is read: encoding, cleaning, unknown fields */
    description: string
    /** what the server checks past the schema, added to its JSON Schema (a configured list) */
    refine?: (schema: Json) => Json
    /**
     * Fields the server checks further than JSON Schema can say (a date against today, a pay's
     * min not above its max): a body valid by the schema may still be a 400 naming one of them.
     * Written as `x-checked-past-schema` on the request body; the description says the rules.
     */
    checkedPastSchema?: readonly string[]
  }
  /** every answer by status; 431 (the server's own, before any route) is added to all */
  responses: Readonly<Record<number, Json>>
}

/** Keeps the operation's own types (its body schema's, for the handler that parses with it). */
export const defineOperation = <const T extends ApiOperation>(operation: T): T => operation

/** The operation's address in Hono's words, under the /api mount: `/push/alerts/:id`. */
export function honoPath({ path }: Pick<ApiOperation, 'path'>): string {
  return path.slice('/api'.length).replace(/\{([^}]+)\}/g, ':$1')
}

/** Registers `handlers` on `app` (mounted at /api) for `operation`'s method and address. */
export function route<E extends Env>(
  app: Hono<E>,
  operation: ApiOperation,
  ...handlers: Handler<E>[]
): Hono<E> {
  app.on(operation.method.toUpperCase(), [honoPath(operation)], ...handlers)
  return app
}
