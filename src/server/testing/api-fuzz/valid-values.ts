/**
 * Values a JSON Schema (the subset the API's document uses) accepts, as fast-check arbitraries:
 * what a client that reads only the document may send. Every value is checked with ajv before
 * it is used, so a weakness here makes fewer cases, never a wrong verdict.
 */
import fc from 'fast-check'

import { asJson, type ApiDocument, type Json } from './api-document.ts'

const codePoints = (text: string) => [...text].length

/** Any text: control characters, other scripts and characters outside the BMP included. */
function anyText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const bounded = { minLength, maxLength: Math.min(maxLength, minLength + 40) }
  return fc.oneof(
    fc.string({ ...bounded, unit: 'binary' }),
    fc.string({ ...bounded, unit: 'grapheme-ascii' }),
    // The longest text allowed, where off-by-one limits live: in letters, and in characters
    // outside the BMP, which JSON Schema counts as one each and UTF-16 as two.
    fc.constant('x'.repeat(maxLength === Infinity ? 1000 : maxLength)),
    fc.constant('\u{1F600}'.repeat(maxLength === Infinity ? 100 : maxLength)),
  )
}

/** A lookahead ("no @ anywhere": how-to-apply's places) or lookbehind, with its group's text. */
const LOOKAROUND = /\(\?<?[=!](?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g

/**
 * Strings matching `pattern`. fast-check cannot build from lookarounds, so they are dropped
 * for building; the strings are still held to the whole pattern (stringValues' filter).
 */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern)
  } catch {
    return fc.stringMatching(new RegExp(pattern.source.replace(LOOKAROUND, ''), pattern.flags))
  }
}

/** Calendar days ("2026-12-31"), near today and far from it, as a `format: date` string holds. */
const calendarDays = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10))

function stringValues(schema: Json): fc.Arbitrary<string> {
  // Random text is almost never a date: it would be filtered out for ever.
  if (schema['format'] === 'date') return calendarDays
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : Infinity
  const pattern = typeof schema['pattern'] === 'string' ? new RegExp(schema['pattern'], 'u') : null
  const fits = (text: string) =>
    codePoints(text) >= minLength &&
    codePoints(text) <= maxLength &&
    (!pattern || pattern.test(text))
  const texts = pattern
    ? fc.oneof(
        { weight: 3, arbitrary: matching(pattern) },
        { weight: 1, arbitrary: anyText(minLength, maxLength) },
      )
    : anyText(minLength, maxLength)
  return texts.filter(fits)
}

function integerValues(schema: Json): fc.Arbitrary<number> {
  const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : -1_000_000
  const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : 1_000_000
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max))
}

/** Values for `schema` (not yet checked: see validValues). */
function valuesOf(document: ApiDocument, raw: Json, depth: number): fc.Arbitrary<unknown> {
  const schema = document.resolve(raw)
  if ('const' in schema) return fc.constant(schema['const'])
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]))
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options))
      return fc.oneof(...options.map((option) => valuesOf(document, asJson(option), depth)))
  }
  const type = schema['type']
  if (Array.isArray(type))
    return fc.oneof(
      ...type.map((one) => valuesOf(document, { ...schema, type: one as unknown }, depth)),
    )
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return integerValues(schema)
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'string':
      return stringValues(schema)
    case 'array': {
      const minLength = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0
      const maxItems = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : 10
      const items = valuesOf(document, asJson(schema['items']), depth + 1)
      return fc.array(items, { minLength, maxLength: Math.min(maxItems, minLength + 8) })
    }
    case 'object':
      return objectValues(document, schema, depth)
    default:
      // No type: anything JSON.
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
}

function objectValues(document: ApiDocument, schema: Json, depth: number) {
  const properties = asJson(schema['properties'])
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : [])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(properties))
    record[name] = valuesOf(document, asJson(property), depth + 1)
  return fc.record(record, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  })
}

/** Values the schema at `at` accepts; each one passes ajv. */
export function validValues(document: ApiDocument, at: string, schema: Json) {
  const validate = document.validator(at)
  return valuesOf(document, schema, 0).filter((value) => validate(value) === null)
}
