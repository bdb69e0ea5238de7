/**
 * Values a schema refuses, as a client's mistakes or an attacker's probes make them: wrong types,
 * numbers out of bounds, text too long or with control characters, values outside an enum,
 * missing members. Each candidate is judged by ajv afterwards (a candidate the document accepts
 * becomes a case that must be accepted), so these need only be likely to be wrong.
 *
 * Some leniencies of the server are documented rules, not mistakes, and are left alone: text is
 * measured after runs of spaces fold (so over-long texts here are letters), and the filters of
 * the list ignore case, spaces around values and empty values.
 */
import fc from 'fast-check'

import { asJson, type ApiDocument, type Json } from './api-document.ts'

const CONTROL_TEXTS = ['\u0000', 'a\u0007b', 'tab\there', 'line\nbreak', '\u001b[31m', '\u007f']
/** Text no schema of ours allows: far past any limit. */
const VERY_LONG = 'x'.repeat(10_000)

/** Random text the schema's pattern refuses. */
function notMatching(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, 'u')
  return fc
    .oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), fc.string({ unit: 'binary' }))
    .filter((text) => !regex.test(text))
}

/** Invalid stand-ins for one value of `schema`: typed JSON values, or text for a URL. */
export function invalidValues(
  document: ApiDocument,
  raw: Json,
  as: 'json' | 'text',
): fc.Arbitrary<unknown> {
  const schema = document.resolve(raw)
  const fixed: unknown[] = []
  const random: fc.Arbitrary<unknown>[] = []
  const type = schema['type']
  if (as === 'json') fixed.push(12345, true, { nested: 'object' }, ['an', 'array'], null, 'text')
  else fixed.push('', VERY_LONG, ...CONTROL_TEXTS)
  if (typeof schema['maxLength'] === 'number') fixed.push('x'.repeat(schema['maxLength'] + 1))
  if (typeof schema['minLength'] === 'number' && schema['minLength'] > 0) fixed.push('')
  if (typeof schema['pattern'] === 'string') {
    fixed.push(...CONTROL_TEXTS, VERY_LONG)
    random.push(notMatching(schema['pattern']))
  }
  const options = Array.isArray(schema['enum']) ? (schema['enum'] as unknown[]) : []
  if (options.length > 0) {
    fixed.push('not-a-value')
    const first = options[0]
    if (typeof first === 'string') fixed.push(first.toUpperCase(), `${first}x`)
  }
  if (type === 'integer' || type === 'number') {
    const minimum = typeof schema['minimum'] === 'number' ? schema['minimum'] : null
    const maximum = typeof schema['maximum'] === 'number' ? schema['maximum'] : null
    const numbers = [
      1.5,
      minimum === null ? -1 : minimum - 1,
      maximum === null ? 1e21 : maximum + 1,
    ]
    if (as === 'json') fixed.push(...numbers, '1')
    else fixed.push(...numbers.map(String), 'abc', '1e3', ' 1', '+1', '0x10', '9'.repeat(20))
  }
  if (type === 'array') {
    const items = document.resolve(schema['items'])
    const itemOptions = Array.isArray(items['enum']) ? (items['enum'] as unknown[]) : []
    const sample = itemOptions[0] ?? 'a'
    const maxItems = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : null
    if (as === 'json') {
      fixed.push('not-a-list', [12345])
      if (maxItems !== null) fixed.push(Array.from({ length: maxItems + 1 }, () => sample))
      random.push(invalidValues(document, items, 'json').map((item) => [sample, item]))
    } else {
      fixed.push(`${String(sample)},not-a-value`)
      if (maxItems !== null)
        fixed.push(Array.from({ length: maxItems + 1 }, (_, index) => `a${index}`).join(','))
      // An empty value is a mistake only where the items say so (the filters ignore one).
      if (typeof items['minLength'] === 'number' && itemOptions.length === 0) fixed.push('a,,b')
    }
  }
  if (type === 'object' && as === 'json') {
    const properties = asJson(schema['properties'])
    const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : []
    fixed.push('not-an-object')
    for (const name of required) {
      const { [name]: _dropped, ...rest } = Object.fromEntries(
        Object.keys(properties).map((key) => [key, 'x']),
      )
      fixed.push(rest)
    }
  }
  return fc.oneof(fc.constantFrom(...fixed), ...random)
}

/** Query or path text the URL layer itself makes odd: bad escapes, NUL, broken UTF-8. */
export const ODD_ENCODINGS = ['%ZZ', '%', '%00', '%C3%28', '%E2%82', '%FF%FE', '%2e%2e%2f']
