/**
 * How the router reads and writes an address's query. Its default reads each value as JSON
 * ("123" becomes a number, a quoted word loses its quotes), which would change what a reader
 * searched for, and writes lists as JSON (`?location=%5B%22harare%22%5D`). Here every value is
 * the plain text the address holds, a parameter given more than once (a form's checkboxes) is
 * the list of its values, and lists are written comma-separated, as the API takes them
 * (`?q=driver+bulawayo&location=harare,bulawayo`). Routes validate what they read
 * (lib/list-search.ts).
 */

export type RawSearch = Record<string, string | string[]>

export function parseSearchParams(query: string): RawSearch {
  // No prototype: a parameter named "__proto__" is a parameter like any other.
  const search = Object.create(null) as RawSearch
  for (const [name, value] of new URLSearchParams(query)) {
    const earlier = search[name]
    if (earlier === undefined) search[name] = value
    else search[name] = [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  return search
}

export function stringifySearchParams(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value.join(',') : toText(value)
    if (text) params.set(name, text)
  }
  // A comma needs no escaping in a query, and a list reads better with plain ones.
  const query = params.toString().replaceAll('%2C', ',')
  return query ? `?${query}` : ''
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}
