/**
 * Refuses requests that change state from another site (CSRF). Browsers name the page a request
 * came from in `Origin` on every POST, and say in `Sec-Fetch-Site` whether it is this site; a
 * cookie alone proves nothing, since the browser attaches it whoever asks.
 *
 * - Console writes must prove where they come from: an `Origin` of this site, or, when a browser
 *   sends none, `Sec-Fetch-Site: same-origin`. A request with neither is refused.
 * - Other writes (the public forms' JSON API) are refused when they name another site; a request
 *   that names none is not from a browser page and carries no one's cookie.
 *
 * "This site" is PUBLIC_ORIGIN when set. Without it, the host the request was sent to: behind a
 * proxy that ends TLS the request's own URL says http while the browser says https, so only the
 * host is compared then.
 */
import type { MiddlewareHandler } from 'hono'

import { apiError } from './api-error.ts'
import type { AppEnv } from './app-env.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** Whether `origin` (an Origin header) is this site. */
export function isOwnOrigin(
  origin: string,
  { publicOrigin, requestUrl }: { publicOrigin: string | null; requestUrl: string },
): boolean {
  if (publicOrigin) return origin === new URL(publicOrigin).origin
  return hostOf(origin) === new URL(requestUrl).host
}

export function sameOriginWrites({
  publicOrigin,
  strict,
}: {
  publicOrigin: string | null
  /** refuse writes that say nothing of where they come from */
  strict: boolean
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')
    // "null" is an opaque origin (a sandboxed frame, a redirect from elsewhere): not this site.
    const allowed =
      origin !== undefined
        ? origin !== 'null' && isOwnOrigin(origin, { publicOrigin, requestUrl: c.req.url })
        : fetchSite !== undefined
          ? fetchSite === 'same-origin'
          : !strict
    if (allowed) return next()
    return apiError(c, 403, 'cross_origin', 'This request came from another site and was refused')
  }
}
