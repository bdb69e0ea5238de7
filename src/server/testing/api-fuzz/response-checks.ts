/**
 * What an answer must be, given the document and its verdict on the request (the checks
 * Schemathesis runs): no server error but a documented 503; a status the operation documents;
 * the documented media type; a body its schema accepts; the documented headers that are
 * required; valid requests not refused (400), wrong ones refused (4xx), and a documented rule
 * that joins parameters kept (400).
 */
import { asJson, pointer, type ApiDocument, type Json } from './api-document.ts'
import type { Verdict } from './judge.ts'
import type { RequestCase } from './request-cases.ts'

export interface Finding {
  check: string
  /** short, so that repeats of one fault group together */
  detail: string
}

const mediaTypeOf = (response: Response) =>
  response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? null

async function bodyFindings(
  document: ApiDocument,
  at: string,
  described: Json,
  response: Response,
  method: string,
): Promise<Finding[]> {
  const content = asJson(described['content'])
  const text = await response.text()
  const mediaTypes = Object.keys(content)
  if (mediaTypes.length === 0 || method === 'head') {
    return text === ''
      ? []
      : [{ check: 'content_type_conformance', detail: 'a body where none is documented' }]
  }
  const mediaType = mediaTypeOf(response)
  if (!mediaType || !mediaTypes.includes(mediaType))
    return [
      {
        check: 'content_type_conformance',
        detail: `${mediaType} is not ${mediaTypes.join(' or ')}`,
      },
    ]
  if (mediaType !== 'application/json') return []
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [{ check: 'response_schema_conformance', detail: 'the body is not JSON' }]
  }
  const problem = document.validator(`${at}/content/${pointer('application/json')}/schema`)(body)
  return problem ? [{ check: 'response_schema_conformance', detail: problem }] : []
}

function headerFindings(document: ApiDocument, described: Json, response: Response): Finding[] {
  return Object.entries(asJson(described['headers'])).flatMap(([name, value]) => {
    const header = document.resolve(value)
    if (header['required'] !== true || response.headers.has(name)) return []
    return [{ check: 'missing_required_header', detail: name }]
  })
}

/** The field or parameter a 400 names, to tell one refusal from another. */
function namedIn(text: string): string {
  try {
    const error = asJson(asJson(JSON.parse(text) as unknown)['error'])
    return String(error['parameter'] ?? error['code'] ?? '?')
  } catch {
    return '?'
  }
}

/** Whether the 400 names a field the document says is checked past its schema. */
function checkedPastSchema(request: RequestCase, text: string): boolean {
  const fields = asJson(request.operation.operation['requestBody'])['x-checked-past-schema']
  const named = namedIn(text)
  return (
    Array.isArray(fields) &&
    fields.some((field) => named === field || named.startsWith(`${String(field)}.`))
  )
}

function verdictFindings(
  request: RequestCase,
  verdict: Verdict,
  status: number,
  text: string,
): Finding[] {
  if (verdict.kind === 'valid' && status === 400 && !checkedPastSchema(request, text))
    return [
      {
        check: 'positive_data_acceptance',
        detail: `a valid request was refused (400, ${namedIn(text)})`,
      },
    ]
  if (verdict.kind === 'refused-by-rule' && status !== 400)
    return [{ check: 'documented_rule', detail: `${verdict.rule}: answered ${status}, not 400` }]
  if (verdict.kind === 'invalid' && (status < 400 || status > 499))
    return [{ check: 'negative_data_rejection', detail: `answered ${status}` }]
  return []
}

/** Every finding about one answer to `request` (method: `head` for a HEAD of a GET). */
export async function checkResponse(
  document: ApiDocument,
  request: RequestCase,
  verdict: Verdict,
  response: Response,
  method: string = request.operation.method,
): Promise<Finding[]> {
  const { path, method: documented, operation } = request.operation
  const responses = asJson(operation['responses'])
  const status = response.status
  const text = await response.clone().text()
  const findings: Finding[] = []
  if (status >= 500 && !(status === 503 && responses['503']))
    findings.push({ check: 'not_a_server_error', detail: `answered ${status}` })
  const described = responses[String(status)]
  if (!described) {
    findings.push({ check: 'status_code_conformance', detail: `${status} is not documented` })
  } else {
    const ref = asJson(described)['$ref']
    const at =
      typeof ref === 'string'
        ? ref.slice(2)
        : pointer('paths', path, documented, 'responses', status)
    const resolved = document.resolve(described)
    findings.push(...headerFindings(document, resolved, response))
    findings.push(...(await bodyFindings(document, at, resolved, response, method)))
  }
  findings.push(...verdictFindings(request, verdict, status, text))
  return findings
}
