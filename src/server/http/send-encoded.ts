import type { Context } from 'hono'

import type { AppEnv } from './app-env.ts'
import { matchesEtag, type EncodedBody } from './encoded-body.ts'
import { getRequestHeader } from './request-header.ts'

/**
 * Sends a cached body: 304 when the client's ETag matches, else the best encoding it accepts.
 * The ETag names the content, so it is the same whichever encoding carries it. An immutable
 * file (a built asset, its content hash in its name) has none: no browser asks again for it, and
 * a first visit fetches ~30 of them over connections without header compression.
 */
export async function sendEncoded(
  c: Context<AppEnv>,
  body: EncodedBody,
  cacheControl: string,
  status: 200 | 404 | 410 | 503 = 200,
  more: Record<string, string> = {},
): Promise<Response> {
  const revalidated = !isImmutable(cacheControl)
  const headers: Record<string, string> = {
    ...c.get('securityHeaders'),
    ...more,
    ...(revalidated && { ETag: body.etag }),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  }
  c.set('securityHeadersApplied', true)
  // A stand-in sent while something is down is no answer to revalidate against.
  if (
    revalidated &&
    status !== 503 &&
    matchesEtag(getRequestHeader(c, 'if-none-match'), body.etag)
  ) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = body.chooseEncoding(getRequestHeader(c, 'accept-encoding'))
  const bytes = await body.get(encoding)
  headers['Content-Type'] = body.contentType
  headers['Content-Length'] = String(bytes.byteLength)
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  // A Response with a plain header object: Hono's c.body() would build a web Headers object.
  // Node's Buffers here are backed by plain ArrayBuffers (never shared), as Response wants.
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers })
}

/** Whether a Cache-Control value says the answer never changes (`immutable`). */
export function isImmutable(cacheControl: string | null | undefined): boolean {
  return cacheControl?.split(',').some((part) => part.trim() === 'immutable') ?? false
}
