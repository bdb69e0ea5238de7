/**
 * A readable page of the API description, rendered on the server from the OpenAPI document: no
 * script, no viewer to download, nothing from another origin, so it works offline and under the
 * site's CSP (only an inline style, which the policy allows).
 */
import { escapeHtml } from '../seo/html-head.ts'

type Json = { [key: string]: unknown }

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asObject = (value: unknown): Json => (isObject(value) ? value : {})

function refName(schema: Json): string | null {
  const target = schema['$ref']
  return typeof target === 'string' ? (target.split('/').pop() ?? null) : null
}

/** Longer patterns are left to the document: a wall of character classes tells a reader little. */
const LONG_PATTERN = 160

/** One line saying what a schema accepts: its type and every bound it carries. */
export function describeSchema(schema: Json): string {
  const name = refName(schema)
  if (name) return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options)) {
      const own = describeSchema({ ...schema, [key]: undefined, type: undefined })
      const alternatives = options.map((option) => describeSchema(asObject(option))).join(' or ')
      return own ? `${alternatives}; ${own}` : alternatives
    }
  }
  const parts: string[] = []
  const type = schema['type']
  if (type === 'array') {
    parts.push(`array of ${describeSchema(asObject(schema['items']))}`)
  } else if (typeof type === 'string') {
    parts.push(escapeHtml(type))
  }
  const facts: [string, string][] = [
    ['enum', 'one of'],
    ['const', 'exactly'],
    ['format', 'format'],
    ['minimum', 'at least'],
    ['maximum', 'at most'],
    ['minLength', 'at least {} characters'],
    ['maxLength', 'at most {} characters'],
    ['minItems', 'at least {} items'],
    ['maxItems', 'at most {} items'],
    ['pattern', 'matching'],
    ['default', 'default'],
  ]
  for (const [key, label] of facts) {
    const value = schema[key]
    // An empty default is how the form schemas read a missing field; it says nothing to a reader.
    if (value === undefined || value === '') continue
    // A pattern that spells out a list (the filters' values, the push services) reads better
    // in the field's description; the document has it whole.
    if (key === 'pattern' && typeof value === 'string' && value.length > LONG_PATTERN) {
      parts.push('matching the pattern in <a href="/api/openapi.json">/api/openapi.json</a>')
      continue
    }
    const shown = Array.isArray(value)
      ? value.map((item) => `<code>${escapeHtml(JSON.stringify(item))}</code>`).join(', ')
      : `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`
    parts.push(label.includes('{}') ? label.replace('{}', shown) : `${label} ${shown}`)
  }
  return parts.join(', ')
}

/** Rows for each field of an object schema; a nested object's fields follow as `outer.inner`. */
function fieldRows(schema: Json, prefix = ''): string[] {
  const properties = asObject(schema['properties'])
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : [])
  return Object.entries(properties).flatMap(([name, value]) => {
    const field = asObject(value)
    const description = typeof field['description'] === 'string' ? field['description'] : ''
    const row =
      `<tr><td><code>${escapeHtml(prefix + name)}</code>${required.has(name) ? '' : ' (optional)'}</td>` +
      `<td>${describeSchema(field)}</td><td>${escapeHtml(description)}</td></tr>`
    return [row, ...fieldRows(field, `${prefix}${name}.`)]
  })
}

function fieldsTable(schema: Json): string {
  const rows = fieldRows(schema)
  if (rows.length === 0) return `<p>${describeSchema(schema)}</p>`
  return `<table><thead><tr><th>Field</th><th>Accepted</th><th>Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function parametersTable(parameters: unknown[]): string {
  const rows = parameters.map((value) => {
    const parameter = asObject(value)
    const description = typeof parameter['description'] === 'string' ? parameter['description'] : ''
    return (
      `<tr><td><code>${escapeHtml(String(parameter['name']))}</code>${parameter['in'] === 'path' ? ' (in the path)' : ''}</td>` +
      `<td>${describeSchema(asObject(parameter['schema']))}</td><td>${escapeHtml(description)}</td></tr>`
    )
  })
  return `<table><thead><tr><th>Parameter</th><th>Accepted</th><th>Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

/** A response, or the shared one under components.responses that it refers to. */
function resolveResponse(document: Json, value: unknown): Json {
  const name = refName(asObject(value))
  if (!name) return asObject(value)
  return asObject(asObject(asObject(document['components'])['responses'])[name])
}

function responsesList(document: Json, responses: Json): string {
  const items = Object.entries(responses).map(([status, value]) => {
    const response = resolveResponse(document, value)
    const schema = asObject(asObject(asObject(response['content'])['application/json'])['schema'])
    const body = Object.keys(schema).length > 0 ? `: ${describeSchema(schema)}` : ''
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(response['description'] ?? ''))}${body}</li>`
  })
  return `<ul>${items.join('')}</ul>`
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem}
h3{font-size:1rem;margin-bottom:.25rem}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
code{font-size:.85em;background:#f3f3f3;padding:0 .2em;word-break:break-word}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}code{background:#2a2a2a}th,td{border-color:#444}}`

/** The whole page for `document` (an OpenAPI 3.1 document). */
export function renderApiDocsPage(document: Json): string {
  const info = asObject(document['info'])
  const sections: string[] = []
  for (const [path, value] of Object.entries(asObject(document['paths']))) {
    for (const [method, operationValue] of Object.entries(asObject(value))) {
      const operation = asObject(operationValue)
      const parts = [
        `<h2 id="${escapeHtml(`${method}-${path}`)}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h2>`,
        `<p>${escapeHtml(String(operation['summary'] ?? ''))}</p>`,
      ]
      if (typeof operation['description'] === 'string')
        parts.push(`<p>${escapeHtml(operation['description'])}</p>`)
      const parameters = operation['parameters']
      if (Array.isArray(parameters) && parameters.length > 0) {
        const inPath = parameters.some((parameter) => asObject(parameter)['in'] === 'path')
        parts.push(
          `<h3>${inPath ? 'Parameters' : 'Query parameters'}</h3>`,
          parametersTable(parameters),
        )
      }
      const requestBody = asObject(operation['requestBody'])
      const bodySchema = asObject(
        asObject(asObject(requestBody['content'])['application/json'])['schema'],
      )
      if (Object.keys(bodySchema).length > 0) {
        parts.push('<h3>JSON body</h3>')
        if (typeof requestBody['description'] === 'string')
          parts.push(`<p>${escapeHtml(requestBody['description'])}</p>`)
        parts.push(fieldsTable(bodySchema))
      }
      parts.push('<h3>Responses</h3>', responsesList(document, asObject(operation['responses'])))
      sections.push(`<section>${parts.join('\n')}</section>`)
    }
  }
  const schemas = Object.entries(asObject(asObject(document['components'])['schemas'])).map(
    ([name, schema]) =>
      `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3>${fieldsTable(asObject(schema))}`,
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info['title'] ?? 'API'))}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(String(info['title'] ?? 'API'))}</h1>
<p>${escapeHtml(String(info['description'] ?? ''))}</p>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(String(document['openapi']))}).</p>
${sections.join('\n')}
<h2 id="schemas">Shapes</h2>
${schemas.join('\n')}
</body>
</html>
`
}
