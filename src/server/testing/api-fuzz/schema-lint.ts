/**
 * A lint of the document's schemas on their own, before any request: each must say one thing
 * (no `type` beside an `anyOf` that contradicts it, no default its own schema refuses, no length
 * bound on the wrong type). Strict ajv refuses some of these, not all: a default is never
 * checked by it.
 */
import { asJson, isJson, pointer, type ApiDocument, type Json } from './api-document.ts'

/** Every schema in the document, with its pointer: parameters, bodies, answers, components. */
export function schemasOf(document: Json): [string, Json][] {
  const found: [string, Json][] = []
  const walk = (schema: unknown, at: string) => {
    if (!isJson(schema)) return
    found.push([at, schema])
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && isJson(value))
        for (const [name, child] of Object.entries(value))
          walk(child, `${at}/properties/${pointer(name)}`)
      if (key === 'items' || key === 'not') walk(value, `${at}/${key}`)
      if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value))
        value.forEach((child, index) => walk(child, `${at}/${key}/${index}`))
    }
  }
  const media = (content: unknown, at: string) => {
    for (const [type, value] of Object.entries(asJson(content)))
      walk(asJson(value)['schema'], `${at}/content/${pointer(type)}/schema`)
  }
  for (const [path, item] of Object.entries(asJson(document['paths'])))
    for (const [method, operation] of Object.entries(asJson(item))) {
      const at = `paths/${pointer(path, method)}`
      const { parameters, requestBody, responses } = asJson(operation)
      if (Array.isArray(parameters))
        parameters.forEach((parameter, index) =>
          walk(asJson(parameter)['schema'], `${at}/parameters/${index}/schema`),
        )
      media(asJson(requestBody)['content'], `${at}/requestBody`)
      for (const [status, response] of Object.entries(asJson(responses)))
        media(asJson(response)['content'], `${at}/responses/${status}`)
    }
  const components = asJson(document['components'])
  for (const [name, schema] of Object.entries(asJson(components['schemas'])))
    walk(schema, `components/schemas/${pointer(name)}`)
  for (const [name, response] of Object.entries(asJson(components['responses'])))
    media(asJson(response)['content'], `components/responses/${pointer(name)}`)
  return found
}

/** What is wrong with one schema on its own, in words. */
export function contradictions(document: ApiDocument, at: string, schema: Json): string[] {
  const problems: string[] = []
  const type = schema['type']
  const alternatives = schema['anyOf'] ?? schema['oneOf']
  if (alternatives !== undefined && type !== undefined)
    problems.push(`${at}: type ${JSON.stringify(type)} beside anyOf/oneOf`)
  for (const key of ['minLength', 'maxLength', 'pattern'])
    if (key in schema && type !== 'string') problems.push(`${at}: ${key} without type string`)
  for (const key of ['minItems', 'maxItems', 'items'])
    if (key in schema && type !== 'array') problems.push(`${at}: ${key} without type array`)
  if ('default' in schema) {
    const refused = document.validator(at)(schema['default'])
    if (refused) problems.push(`${at}: its default is refused (${refused})`)
  }
  return problems
}
