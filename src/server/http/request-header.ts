import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { headers: Record<string, string | string[] | undefined> }
}

/**
 * Reads a request header. On @hono/node-server, Node has already parsed the headers; going
 * through c.req.header() would build a web Headers object per request, which costs a large
 * share of a cached response's time. Elsewhere (tests through app.request) it falls back.
 */
export function getRequestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming
  if (incoming) {
    const value = incoming.headers[lowerCaseName]
    return Array.isArray(value) ? value.join(', ') : value
  }
  return c.req.header(lowerCaseName)
}
