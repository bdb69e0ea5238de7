import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * Who is asking, for rate limits: the socket's address, or with `trustProxy` the first address
 * in X-Forwarded-For (set only by a proxy you run; otherwise anyone could claim any address).
 */
export function getClientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? null
}
