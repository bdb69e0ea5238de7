/**
 * Every request gets an id, sent back as X-Request-Id (except on an immutable built asset, where
 * a first visit would pay for ~30 of them), and ends in one log line (method, path,
 * route, status, duration, id) and one observation in the metrics. The path is logged without
 * its query string, which can hold an email address or a token. An incoming X-Request-Id is kept
 * only from one of our proxies (TRUST_PROXY), so the proxy's log and ours share the id; a
 * client's own is not believed.
 */
import { randomUUID } from 'node:crypto'

import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

import type { AppEnv } from '../http/app-env.ts'
import { getSocketAddress } from '../http/client-address.ts'
import { isImmutable } from '../http/send-encoded.ts'
import { getRequestHeader } from '../http/request-header.ts'
import { isFromTrustedProxy, type TrustProxy } from '../http/trust-proxy.ts'
import { logger } from './logger.ts'
import type { Metrics } from './metrics.ts'

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** What a proxy's id may look like: a UUID, nginx's $request_id (32 hex), and the like. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/

/** The proxy's id when it may be believed and looks like one, else a fresh one. */
export function chooseRequestId(incoming: string | undefined, trusted: boolean): string {
  return trusted && incoming !== undefined && SAFE_REQUEST_ID.test(incoming)
    ? incoming
    : randomUUID()
}

/** Set by requests the server makes to itself (a page render's API reads): not logged apart. */
export interface InProcessBindings {
  inProcess?: boolean
}

/**
 * A 5xx is a warning, except a 503 that says when to come back (Retry-After): the database is
 * away, an outage logged once where it starts and ends (db/database-outage.ts). A warning per
 * request buried that one line among thousands.
 */
export function levelOf(response: Response): 'warn' | 'info' {
  const { status } = response
  if (status < 500) return 'info'
  return status === 503 && response.headers.has('Retry-After') ? 'info' : 'warn'
}

export function requestLog({
  trustProxy,
  metrics,
  now = () => performance.now(),
}: {
  trustProxy: TrustProxy
  metrics: Metrics
  /** milliseconds on a monotonic clock; tests pass their own */
  now?: () => number
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.env as InProcessBindings | undefined)?.inProcess) return next()
    const started = now()
    const trusted = isFromTrustedProxy(trustProxy, getSocketAddress(c))
    const id = chooseRequestId(getRequestHeader(c, 'x-request-id'), trusted)
    c.set('requestId', id)
    await next()
    if (!isImmutable(c.res.headers.get('cache-control'))) c.res.headers.set(REQUEST_ID_HEADER, id)
    const ms = now() - started
    const { status } = c.res
    const route = routePath(c)
    metrics.observeRequest({ method: c.req.method, route, status }, ms / 1000)
    logger[levelOf(c.res)](
      {
        request_id: id,
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        duration_ms: Math.round(ms * 10) / 10,
      },
      'request',
    )
  }
}
