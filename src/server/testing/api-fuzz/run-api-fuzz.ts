/**
 * A property-based check of every operation of an OpenAPI document against the server that
 * serves it, in the manner of Schemathesis: for each operation, requests made from the document
 * (valid ones and ones with one thing wrong), each answer held to the document; then every method
 * a path does not have, which must answer 405 with Allow. Seeded and bounded: the same seed makes
 * the same requests.
 */
import fc from 'fast-check'

import { ApiDocument, HTTP_METHODS, type Json } from './api-document.ts'
import { judge, keepRules, type Verdict } from './judge.ts'
import { contradictions, schemasOf } from './schema-lint.ts'
import { checkResponse, type Finding } from './response-checks.ts'
import { invalidCases, urlOf, validCases, type RequestCase } from './request-cases.ts'

export type Send = (url: string, init: RequestInit) => Promise<Response>

export interface FuzzReport {
  /** requests sent */
  requests: number
  /** each fault once ("GET /api/jobs positive_data_acceptance: ..."), with its first example */
  findings: Map<string, { count: number; example: string }>
}

function initOf(request: RequestCase, method: string): RequestInit {
  const { body } = request
  if (!body) return { method }
  if (body.kind === 'raw')
    return { method, body: body.bytes, headers: { 'Content-Type': body.contentType } }
  return {
    method,
    body: JSON.stringify(body.value),
    headers: { 'Content-Type': 'application/json' },
  }
}

const excerpt = (text: string, length = 160) =>
  text.length > length ? `${text.slice(0, length)}…` : text

function describeRequest(request: RequestCase, method: string): string {
  const { body } = request
  const sent =
    body === null
      ? ''
      : body.kind === 'json'
        ? ` body ${excerpt(JSON.stringify(body.value) ?? '')}`
        : ` body (${body.contentType}) ${excerpt(typeof body.bytes === 'string' ? body.bytes : '[bytes]')}`
  return `${method.toUpperCase()} ${excerpt(urlOf(request), 300)}${sent} [${request.label}]`
}

/** Past Node's limit on a request's headers (16 KiB): its HTTP parser answers, not a route. */
const OVERSIZED_HEADER = 'x'.repeat(32 * 1024)

export async function fuzzApi({
  document: json,
  send,
  overHttp,
  seed,
  runs,
}: {
  document: Json
  /** in process (app.request) */
  send: Send
  /** through a listening server, for what Node's HTTP layer answers itself */
  overHttp?: Send
  seed: number
  /** cases per operation, of each kind (valid, wrong) */
  runs: number
}): Promise<FuzzReport> {
  const document = new ApiDocument(json)
  const report: FuzzReport = { requests: 0, findings: new Map() }
  const record = (what: string, findings: Finding[], example: string) => {
    for (const { check, detail } of findings) {
      const key = `${what} ${check}: ${detail}`
      const seen = report.findings.get(key)
      if (seen) seen.count++
      else report.findings.set(key, { count: 1, example })
    }
  }
  const run = async (
    request: RequestCase,
    verdict: Verdict,
    method: string,
    via: Send = send,
    extra: Record<string, string> = {},
  ) => {
    const init = initOf(request, method)
    const response = await via(urlOf(request), {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...extra },
    })
    report.requests++
    const answer = excerpt(await response.clone().text())
    const findings = await checkResponse(document, request, verdict, response, method)
    const what = `${request.operation.method.toUpperCase()} ${request.operation.path}`
    record(what, findings, `${describeRequest(request, method)} -> ${response.status} ${answer}`)
  }

  const operations = document.operations()
  for (const [index, operation] of operations.entries()) {
    const valid = fc
      .tuple(validCases(document, operation), fc.nat(3))
      .map(([request, keep]) => (keep === 0 ? request : keepRules(document, request)))
    const cases = fc.sample(valid, { seed: seed + index, numRuns: runs })
    const wrong = invalidCases(document, operation)
    if (wrong) cases.push(...fc.sample(wrong, { seed: seed + 1000 + index, numRuns: runs }))
    for (const request of cases) await run(request, judge(document, request), operation.method)
    // HEAD is GET without the body.
    const [first] = cases
    if (operation.method === 'get' && first) await run(first, judge(document, first), 'head')
    if (overHttp && first)
      await run(first, { kind: 'invalid', why: 'headers too large' }, operation.method, overHttp, {
        'X-Padding': OVERSIZED_HEADER,
      })
  }

  for (const path of new Set(operations.map((operation) => operation.path))) {
    const documented = document.methodsOf(path)
    const allowed = new Set(documented.map((method) => method.toUpperCase()))
    if (allowed.has('GET')) allowed.add('HEAD')
    const concrete = path.replace(/\{[^}]+\}/g, '1')
    for (const method of HTTP_METHODS) {
      if (allowed.has(method.toUpperCase())) continue
      const hasBody = !['get', 'head', 'options'].includes(method)
      const response = await send(concrete, {
        method: method.toUpperCase(),
        ...(hasBody ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}),
      })
      report.requests++
      const findings: Finding[] = []
      if (response.status !== 405) {
        findings.push({
          check: 'unsupported_method',
          detail: `answered ${response.status}, not 405`,
        })
      } else {
        const allow = new Set(
          (response.headers.get('allow') ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        if ([...allowed].sort().join() !== [...allow].sort().join())
          findings.push({
            check: 'unsupported_method',
            detail: `Allow: ${[...allow].join(', ')}; the document has ${[...allowed].join(', ')}`,
          })
        if (method !== 'head') {
          const body = (await response.json().catch(() => null)) as Json | null
          const code = (body?.['error'] as Json | undefined)?.['code']
          if (code !== 'method_not_allowed')
            findings.push({
              check: 'unsupported_method',
              detail: 'the body is not method_not_allowed',
            })
        }
      }
      // One fault per path, as a fuzzer reports it; the count says how many methods.
      record(path, findings, `${method.toUpperCase()} ${concrete} -> ${response.status}`)
    }
  }
  // The schemas themselves: contradictions, and what strict ajv refused to compile, one finding
  // per faulty schema.
  const faulty = new Map<string, string[]>()
  const note = (at: string, problem: string) => faulty.set(at, [...(faulty.get(at) ?? []), problem])
  for (const [at, schema] of schemasOf(json)) {
    document.validator(at)
    for (const problem of contradictions(document, at, schema))
      note(at, problem.slice(at.length + 2))
  }
  for (const message of new Set(document.schemaErrors.values())) {
    // ajv names the branch it stumbled on; the fault is the field's.
    const where = /at "openapi\.json#\/([^"]+)"/.exec(message)?.[1] ?? '?'
    note(
      where.replace(/(?:\/(?:anyOf|oneOf)\/\d+)+$/, ''),
      `strict ajv: ${message.split(' at "')[0]}`,
    )
  }
  for (const [at, problems] of faulty)
    record(
      `schema ${at}`,
      [{ check: 'schema_error', detail: problems.join('; ') }],
      '(the document itself)',
    )
  return report
}

/** The report as lines for a failing test: the seed, then each fault and an example. */
export function formatReport(report: FuzzReport, seed: number): string {
  const lines = [...report.findings].map(
    ([key, { count, example }]) => `- ${key} (${count}x)\n    e.g. ${example}`,
  )
  return `seed ${seed}, ${report.requests} requests, ${report.findings.size} findings:\n${lines.join('\n')}`
}
