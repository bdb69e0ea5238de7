import type { Context } from 'hono'

import { resolveClientAddress, type TrustProxy } from './trust-proxy.ts'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The connection's peer: the client, or our nearest proxy; null in process (tests). */
export function getSocketAddress(c: Context): string | null {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null
}

/** Who is asking, for rate limits and the bot check (see trust-proxy.ts for the proxies). */
export function getClientAddress(c: Context, trust: TrustProxy): string | null {
  return resolveClientAddress(trust, getSocketAddress(c), c.req.header('x-forwarded-for'))
}
