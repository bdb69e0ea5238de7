/**
 * The OpenAPI document as the property-based check reads it: its operations, its references
 * resolved, and ajv validators for any schema in it (compiled once each). ajv, not valibot,
 * judges what is valid, so a fault shared by the schemas and their conversion cannot hide.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** A JSON object as the document holds it. */
export type Json = { [key: string]: unknown }

/** Every method HTTP clients commonly send; the ones a path lacks must answer 405. */
export const HTTP_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface Operation {
  path: string
  method: HttpMethod
  operation: Json
}

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const asJson = (value: unknown): Json => (isJson(value) ? value : {})

/** A JSON pointer (RFC 6901) from its parts. */
export const pointer = (...parts: (string | number)[]) =>
  parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

export type Validate = (value: unknown) => string | null

/** ajv holding `document`; strict: a schema that contradicts itself fails to compile. */
function ajvFor(document: Json, strict: boolean) {
  const ajv = new Ajv2020({ allErrors: true, strict })
  addFormats(ajv)
  // The document's own keywords are not schema keywords; nothing else is let off.
  ajv.addVocabulary(['openapi', 'jsonSchemaDialect', 'info', 'servers', 'paths', 'components'])
  ajv.addSchema(document, 'openapi.json')
  return ajv
}

export class ApiDocument {
  private readonly ajv: Ajv2020
  /** for schemas strict mode refuses, so the check goes on and reports them */
  private readonly lenient: Ajv2020
  private readonly validators = new Map<string, Validate>()
  /** schemas that contradict themselves, with ajv's words */
  readonly schemaErrors = new Map<string, string>()

  constructor(readonly document: Json) {
    this.ajv = ajvFor(document, true)
    this.lenient = ajvFor(document, false)
  }

  operations(): Operation[] {
    return Object.entries(asJson(this.document['paths'])).flatMap(([path, item]) =>
      Object.entries(asJson(item))
        .filter((entry): entry is [HttpMethod, Json] =>
          HTTP_METHODS.includes(entry[0] as HttpMethod),
        )
        .map(([method, operation]) => ({ path, method, operation: asJson(operation) })),
    )
  }

  /** The methods the document lists for `path`. */
  methodsOf(path: string): HttpMethod[] {
    return this.operations()
      .filter((operation) => operation.path === path)
      .map((operation) => operation.method)
  }

  /** `value`, or what its `$ref` (within this document) points at. */
  resolve(value: unknown): Json {
    let current = asJson(value)
    for (let hops = 0; typeof current['$ref'] === 'string' && hops < 10; hops++) {
      const target = current['$ref']
      if (!target.startsWith('#/')) throw new Error(`a reference outside the document: ${target}`)
      current = target
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<Json>((node, part) => asJson(node[part]), this.document)
    }
    return current
  }

  /** A validator for the schema at `at` (a pointer into the document): null when valid. */
  validator(at: string): Validate {
    let validate = this.validators.get(at)
    if (!validate) {
      const schema = { $ref: `openapi.json#/${at}` }
      let ajv = this.ajv
      let compiled
      try {
        compiled = ajv.compile(schema)
      } catch (error) {
        this.schemaErrors.set(at, (error as Error).message)
        ajv = this.lenient
        compiled = ajv.compile(schema)
      }
      const check = compiled
      validate = (value) => (check(value) ? null : ajv.errorsText(check.errors))
      this.validators.set(at, validate)
    }
    return validate
  }
}
