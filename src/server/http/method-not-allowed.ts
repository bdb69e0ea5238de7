/**
 * 405 Method Not Allowed with Allow, read from the app's own route table: a request for an
 * address that exists, with a method it does not take, is told which methods it takes, rather
 * than "not found" (RFC 9110, 15.5.6). GET implies HEAD, as Hono answers HEAD with the GET
 * route. OPTIONS is one of the methods not taken: the site answers no cross-origin preflight.
 */
import type { Context, MiddlewareHandler } from 'hono'

/** A route as Hono lists it (`app.routes`): middleware is method ALL and takes no part. */
export interface RouteEntry {
  method: string
  path: string
}

/** The methods in the order a reader expects them. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** A Hono path as a regular expression: `:name` is one segment, a trailing `/*` anything below. */
function pathPattern(path: string): RegExp {
  const wildcard = path === '*' || path.endsWith('/*')
  const fixed = wildcard ? path.slice(0, path.length - (path === '*' ? 1 : 2)) : path
  const body = fixed
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${body}${wildcard ? '(?:/.*)?' : ''}$`)
}

/** The methods each address takes, from `routes` under `prefix` (where they are mounted). */
export function allowedMethods(
  routes: readonly RouteEntry[],
  prefix = '',
): (path: string) => string[] {
  const patterns = routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, pattern: pathPattern(prefix + route.path) }))
  return (path) => {
    const methods = new Set(
      patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method),
    )
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
  }
}

/**
 * A handler for the end of a route table: a known address with another method answers
 * `refuse` with Allow; anything else goes on (to the 404).
 */
export function methodNotAllowed(
  allowed: (path: string) => string[],
  refuse: (c: Context, allow: string[]) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const allow = allowed(c.req.path)
    if (allow.length === 0 || allow.includes(c.req.method)) return next()
    c.header('Allow', allow.join(', '))
    return refuse(c, allow)
  }
}
