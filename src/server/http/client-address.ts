import type { Context } from 'hono'

import { resolveClientAddress, type TrustProxy } from './trust-proxy.ts'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** Who is asking, for rate limits and the bot check (see trust-proxy.ts for the proxies). */
export function getClientAddress(c: Context, trust: TrustProxy): string | null {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
  return resolveClientAddress(trust, socketAddress ?? null, c.req.header('x-forwarded-for'))
}
