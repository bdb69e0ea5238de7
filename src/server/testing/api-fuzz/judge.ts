/**
 * The document's verdict on a request: valid, wrong (and why), or valid part by part but refused
 * by one of the operation's documented rules that join parameters (`x-query-rules`, which JSON
 * Schema cannot say for query parameters). Parameters are read back from the URL as the server
 * reads them (URLSearchParams), and given the type their schema says.
 */
import { asJson, type ApiDocument, type Json } from './api-document.ts'
import { bodySchemaOf, parametersOf, type RequestCase } from './request-cases.ts'

export type Verdict =
  { kind: 'valid' } | { kind: 'invalid'; why: string } | { kind: 'refused-by-rule'; rule: string }

/** One rule of `x-query-rules`: see the API description's builder (openapi-query-rules.ts). */
interface QueryRule {
  parameter: string
  /** parameters it cannot be given with */
  excludes?: string[]
  /** other parameters' values (an absent one has its default) it can be given with only */
  onlyWith?: Record<string, string[]>
}

/** The typed value of a query or path parameter's text, by its schema's type. */
export function deserialize(text: string, schema: Json): unknown {
  switch (schema['type']) {
    case 'array':
      return text === '' ? [] : text.split(',')
    case 'integer':
    case 'number':
      // Written in digits, as the description says; anything else stays text (and is refused).
      return /^-?\d+$/.test(text) ? Number(text) : text
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text
    default:
      return text
  }
}

function decodePath(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function brokenRule(
  rules: QueryRule[],
  given: Map<string, string>,
  defaults: Map<string, unknown>,
) {
  for (const rule of rules) {
    if (!given.has(rule.parameter)) continue
    const excluded = rule.excludes?.find((name) => given.has(name))
    if (excluded) return `${rule.parameter} excludes ${excluded}`
    for (const [other, allowed] of Object.entries(rule.onlyWith ?? {})) {
      const value = given.get(other) ?? defaults.get(other)
      if (!allowed.includes(String(value)))
        return `${rule.parameter} only with ${other}=${allowed.join('|')}`
    }
  }
  return null
}

export function judge(document: ApiDocument, request: RequestCase): Verdict {
  const { operation } = request
  const parameters = parametersOf(document, operation)
  const query = new URLSearchParams(
    request.query.map(([name, value]) => `${name}=${value}`).join('&'),
  )
  const given = new Map<string, string>()
  const defaults = new Map<string, unknown>()
  for (const parameter of parameters) {
    const schema = document.resolve(parameter.schema)
    if ('default' in schema) defaults.set(parameter.name, schema['default'])
    const values =
      parameter.in === 'path'
        ? [request.path[parameter.name]].filter((v) => v !== undefined).map(decodePath)
        : query.getAll(parameter.name)
    if (values.length === 0) {
      if (parameter.required) return { kind: 'invalid', why: `${parameter.name} is missing` }
      continue
    }
    if (values.length > 1) return { kind: 'invalid', why: `${parameter.name} is given twice` }
    const text = values[0] ?? ''
    const problem = document.validator(parameter.at)(deserialize(text, schema))
    if (problem) return { kind: 'invalid', why: `${parameter.name}: ${problem}` }
    given.set(parameter.name, text)
  }
  const body = bodySchemaOf(operation)
  if (body) {
    if (!request.body) return { kind: 'invalid', why: 'no body' }
    if (request.body.kind === 'raw') return { kind: 'invalid', why: 'the body is not JSON' }
    const problem = document.validator(body.at)(request.body.value)
    if (problem) return { kind: 'invalid', why: `body: ${problem}` }
  }
  const rules = (operation.operation['x-query-rules'] ?? []) as QueryRule[]
  const rule = brokenRule(rules.map(asJson) as unknown as QueryRule[], given, defaults)
  return rule ? { kind: 'refused-by-rule', rule } : { kind: 'valid' }
}

/**
 * The case without the parameters that break a rule (the rule's own parameter goes), so that
 * most valid cases test the parameters themselves rather than the rules joining them.
 */
export function keepRules(document: ApiDocument, request: RequestCase): RequestCase {
  let current = request
  for (let round = 0; round < 5; round++) {
    const verdict = judge(document, current)
    if (verdict.kind !== 'refused-by-rule') return current
    const subject = verdict.rule.split(' ')[0]
    current = { ...current, query: current.query.filter(([name]) => name !== subject) }
  }
  return current
}
